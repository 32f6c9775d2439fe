import { z } from 'zod';
import type { AuthState } from './domain/session';
import type { Periodical } from './domain/periodical';
import type { BridgeResult } from './errors';
import type { ConnectivityState, DesktopSettings, Draft, DownloadsState } from './domain/files';
import type { SearchCounts, SearchProposal } from './domain/search';
import type { Author, AuthorRow } from './domain/author';
import type { AuthorImagesDeleteResult, Image } from './domain/image';
import type { SearchResult } from './domain/search-result';
import { authorSearchRequest, downloadBatchRequest, draftData, draftKey, entityId, fileSource, settingsPatch } from './schemas';
import { authorInputSchema } from './rules/author-input';
import { authorImageInputSchema } from './rules/image-input';

const id = z.string().min(1).max(100);

/**
 * THE bridge contract: every method the renderer may call and every event main may send, declared once.
 * Electron IPC (main + preload) and the web host's HTTP transport are both generated from these tables.
 * `args` is the zod schema main (and the web host) validate every call against; `result` is a type marker.
 */
function method<Result>() {
  return <Args extends z.ZodTuple>(args: Args) => ({ args, result: undefined as unknown as Result });
}
function event<Payload>() {
  return { payload: undefined as unknown as Payload };
}

export interface AppConfig {
  apiUrl: string;
  helpUrl: string;
  /** 'electron' or 'web': a few affordances differ (the web host opens the login page in a tab). */
  host: 'electron' | 'web';
  version: string;
}

export const methods = {
  'app.getConfig': method<AppConfig>()(z.tuple([])),
  /** Opens an allow-listed external URL (help site, users console, identity provider) in the system browser. */
  'app.openExternal': method<void>()(z.tuple([z.url({ protocol: /^https?$/ }).max(2048)])),

  'auth.getState': method<AuthState>()(z.tuple([])),
  /** Loopback login (RFC 8252): resolves when signed in; rejects LOGIN_CANCELLED, LOGIN_TIMEOUT, LOGIN_BUSY... */
  'auth.login': method<AuthState>()(z.tuple([])),
  'auth.cancelLogin': method<void>()(z.tuple([])),
  'auth.logout': method<void>()(z.tuple([])),

  'periodicals.list': method<Periodical[]>()(z.tuple([])),

  /** Quick-search proposals per type; an empty text asks nothing. */
  'search.proposals': method<SearchProposal[]>()(z.tuple([z.string().max(400)])),
  /** Counts per section for the result header's badges. */
  'search.counts': method<SearchCounts>()(z.tuple([z.string().max(400)])),

  'authors.search': method<SearchResult<AuthorRow>>()(z.tuple([authorSearchRequest])),
  'authors.get': method<Author>()(z.tuple([entityId])),
  'authors.create': method<Author>()(z.tuple([authorInputSchema])),
  'authors.update': method<Author>()(z.tuple([entityId, authorInputSchema])),
  'authors.delete': method<void>()(z.tuple([entityId])),
  'authors.setStatus': method<void>()(z.tuple([entityId, z.boolean()])),
  /** City and country suggestions (page 0, size 20); empty text asks nothing. */
  'authors.autocomplete': method<string[]>()(z.tuple([z.enum(['city', 'country']), z.string().max(400)])),
  /** Reads a dropped or picked file (checked before reading: JPEG or PNG, 10,000,000 bytes) and adds it to the author. */
  'authors.images.upload': method<Image>()(z.tuple([entityId, fileSource])),
  'authors.images.update': method<Image>()(z.tuple([entityId, authorImageInputSchema])),
  'authors.images.delete': method<AuthorImagesDeleteResult>()(z.tuple([z.array(entityId).min(1).max(500)])),
  'authors.images.enable': method<void>()(z.tuple([entityId])),

  'settings.get': method<DesktopSettings>()(z.tuple([])),
  'settings.update': method<DesktopSettings>()(z.tuple([settingsPatch])),
  /** Native folder picker for the download folder; resolves the settings, changed or not. */
  'settings.chooseDownloadDir': method<DesktopSettings>()(z.tuple([])),

  /** Queues a batch of downloads (one file or many); resolves its id once queued, not when done. */
  'downloads.start': method<{ batchId: string }>()(z.tuple([downloadBatchRequest])),
  /** Batches and files, newest first. */
  'downloads.list': method<DownloadsState>()(z.tuple([])),
  /** Cancels a whole batch (its id) or one file (its id). */
  'downloads.cancel': method<void>()(z.tuple([id])),
  'downloads.retry': method<void>()(z.tuple([id])),
  'downloads.open': method<void>()(z.tuple([id])),
  'downloads.showInFolder': method<void>()(z.tuple([id])),
  'downloads.clearFinished': method<void>()(z.tuple([])),

  /** Checks a file the user dropped as an image (JPEG or PNG, 10,000,000 bytes at most) without sending it. */
  'uploads.checkImage': method<{ name: string; size: number; mimeType: 'image/jpeg' | 'image/png' }>()(z.tuple([fileSource])),

  'connectivity.get': method<ConnectivityState>()(z.tuple([])),

  'drafts.save': method<void>()(z.tuple([draftKey, draftData])),
  'drafts.load': method<Draft | null>()(z.tuple([draftKey])),
  'drafts.discard': method<void>()(z.tuple([draftKey])),
} as const;

export const events = {
  'auth.changed': event<AuthState>(),
  /** Web host only: core asks the page to open a URL in a new tab (the openExternal port of the browser). */
  'app.openUrl': event<{ url: string }>(),
  'downloads.changed': event<DownloadsState>(),
  'connectivity.changed': event<ConnectivityState>(),
} as const;

export type MethodName = keyof typeof methods;
export type EventName = keyof typeof events;
export type MethodArgs<M extends MethodName> = z.input<(typeof methods)[M]['args']>;
export type ParsedArgs<M extends MethodName> = z.output<(typeof methods)[M]['args']>;
export type MethodResult<M extends MethodName> = (typeof methods)[M]['result'];
export type EventPayload<E extends EventName> = (typeof events)[E]['payload'];

export const METHOD_NAMES = Object.keys(methods) as MethodName[];
export const EVENT_NAMES = Object.keys(events) as EventName[];

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methods, name);
}
export function isEventName(name: string): name is EventName {
  return Object.hasOwn(events, name);
}

/** What the renderer sees: the preload's `window.pupitre`, or the web host's HTTP transport. */
export interface Bridge {
  invoke<M extends MethodName>(name: M, ...args: MethodArgs<M>): Promise<MethodResult<M>>;
  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void;
  /** Electron only (see RawBridge.pathForFile); absent in the web host, which sends bytes. */
  pathForFile?(file: File): string;
}

/** The raw transport under a Bridge: every call answers an envelope, never a thrown error. */
export interface RawBridge {
  invoke(name: string, args: unknown[]): Promise<BridgeResult<unknown>>;
  on(name: string, listener: (payload: unknown) => void): () => void;
  /** Electron only: the path of a dropped file (webUtils.getPathForFile), so that main reads it, not the page. */
  pathForFile?(file: File): string;
}

/** Channel names of the Electron transport. */
export const IPC_INVOKE_PREFIX = 'pupitre:invoke:';
export const IPC_EVENT_PREFIX = 'pupitre:event:';
