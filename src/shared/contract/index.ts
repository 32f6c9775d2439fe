import type { z } from 'zod';
import type { BridgeResult } from '../errors';
import { adMethods } from './ads';
import { appEvents, appMethods } from './app';
import { articleMethods } from './articles';
import { authorMethods } from './authors';
import { bundleMethods } from './bundles';
import { editorBrowseMethods, editorEvents, editorMethods } from './editor';
import { fileEvents, fileMethods } from './files';
import { imageMethods } from './images';
import { publicationEvents, publicationMethods } from './publications';
import { placardPageMethods } from './placard-pages';
import { searchMethods } from './search';
import { planAdminMethods } from './plan-admin';
import { referentialMethods } from './referentials';
import { adminExportMethods } from './admin-exports';
import { pushOnlineMethods } from './push-online';
import { jouveMethods } from './jouve';
import { kyrielleMethods } from './kyrielle';
import { watchFolderEvents, watchFolderMethods } from './watch-folder';
import { updateEvents, updateMethods } from './updates';

export { APP_COMMANDS, type AppCommand, type AppConfig } from './app';
export type { EditorLockNotice } from './editor';
export type { ImageExportResult } from './images';
export type { PublicationProcessKind, PublicationProcessNotice } from './publications';

/**
 * THE bridge contract: every method the renderer may call and every event main may send, declared once, one
 * module per area (app, search, authors, images, ads, publications, files...) assembled here. Electron IPC (main + preload)
 * and the web host's HTTP transport are both generated from these tables. Each method's `args` is the zod
 * schema main (and the web host) validate every call against; `result` is a type marker.
 */
export const methods = {
  ...appMethods,
  ...searchMethods,
  ...authorMethods,
  ...imageMethods,
  ...adMethods,
  ...publicationMethods,
  ...placardPageMethods,
  ...bundleMethods,
  ...editorMethods,
  ...editorBrowseMethods,
  ...articleMethods,
  ...fileMethods,
  ...planAdminMethods,
  ...referentialMethods,
  ...adminExportMethods,
  ...pushOnlineMethods,
  ...jouveMethods,
  ...kyrielleMethods,
  ...watchFolderMethods,
  ...updateMethods,
} as const;

export const events = {
  ...appEvents,
  ...fileEvents,
  ...publicationEvents,
  ...editorEvents,
  ...watchFolderEvents,
  ...updateEvents,
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
