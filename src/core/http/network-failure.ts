import { BridgeError } from '../../shared/errors';

/**
 * Why a request got no answer. `unreachable`: the connection failed (refused, reset before an answer, name
 * not found, connect timeout): the server is out of reach and the offline cache may answer. `slow`: the
 * server took the request and is working, but its answer (headers, or the next bytes of its body) did not
 * come within the wait allowed: it is not offline.
 */
export type NetworkFailure = 'unreachable' | 'slow';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EAI_AGAIN', 'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED',
]);
const SLOW_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The failure an error (or one of its causes: fetch wraps undici's) says, or null when it is no network failure. */
export function networkFailure(error: unknown): NetworkFailure | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return 'unreachable';
    if (typeof code === 'string' && SLOW_CODES.has(code)) return 'slow';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A read may be tried again at once; a write may have been done even when its answer never came. */
export type RequestKind = 'read' | 'write';

/**
 * The connection was closed under the request before any answer: typically a kept-alive connection the server
 * closed while the client, busy, reused it. A GET (safe, RFC 9110 §9.2.1) is sent once more on a new one.
 */
const DROPPED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export function connectionDropped(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DROPPED_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** How long a request waits for the server, in milliseconds. */
export interface AnswerWaits {
  /** From the request sent to the answer's headers, for a read: past it the read is SLOW. */
  readMs: number;
  /**
   * The same for a write (a save may take minutes on a slow line: it is never abandoned for that); the bound
   * only ends a server that took the request and never answers.
   */
  writeMs: number;
  /** Between two pieces of an answer's body. */
  bodyPauseMs: number;
}

export const ANSWER_WAITS: AnswerWaits = { readMs: 30_000, writeMs: 10 * 60_000, bodyPauseMs: 60_000 };

export const UNREACHABLE_MESSAGE = 'Le serveur est injoignable.';
export const SLOW_READ_MESSAGE = 'Le serveur met trop de temps à répondre. Veuillez réessayer.';
/** A write that timed out may have been done all the same: the user checks before sending it again. */
export const SLOW_WRITE_MESSAGE = 'Le serveur n’a pas répondu à temps : la modification a peut-être été faite. Vérifiez-la avant de réessayer.';

/** The BridgeError of a request that got no answer (OFFLINE or SLOW), or null when `error` is no network failure. */
export function noAnswerError(error: unknown, request: RequestKind): BridgeError | null {
  switch (networkFailure(error)) {
    case 'unreachable':
      return new BridgeError('OFFLINE', UNREACHABLE_MESSAGE);
    case 'slow':
      return new BridgeError('SLOW', request === 'read' ? SLOW_READ_MESSAGE : SLOW_WRITE_MESSAGE);
    default:
      return null;
  }
}
