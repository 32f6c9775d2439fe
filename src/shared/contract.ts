import { z } from 'zod';
import type { AuthState } from './domain/session';
import type { Periodical } from './domain/periodical';
import type { BridgeResult } from './errors';

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
  'app.openExternal': method<void>()(z.tuple([z.url({ protocol: /^https?$/ })])),

  'auth.getState': method<AuthState>()(z.tuple([])),
  /** Loopback login (RFC 8252): resolves when signed in; rejects LOGIN_CANCELLED, LOGIN_TIMEOUT, LOGIN_BUSY... */
  'auth.login': method<AuthState>()(z.tuple([])),
  'auth.cancelLogin': method<void>()(z.tuple([])),
  'auth.logout': method<void>()(z.tuple([])),

  'periodicals.list': method<Periodical[]>()(z.tuple([])),
} as const;

export const events = {
  'auth.changed': event<AuthState>(),
  /** Web host only: core asks the page to open a URL in a new tab (the openExternal port of the browser). */
  'app.openUrl': event<{ url: string }>(),
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
}

/** The raw transport under a Bridge: every call answers an envelope, never a thrown error. */
export interface RawBridge {
  invoke(name: string, args: unknown[]): Promise<BridgeResult<unknown>>;
  on(name: string, listener: (payload: unknown) => void): () => void;
}

/** Channel names of the Electron transport. */
export const IPC_INVOKE_PREFIX = 'pupitre:invoke:';
export const IPC_EVENT_PREFIX = 'pupitre:event:';
