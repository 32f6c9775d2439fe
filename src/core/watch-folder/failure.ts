import { BridgeError } from '../../shared/errors';

/** What becomes of a file whose import threw: refused for good, or left in place for a later try. */
export interface Failure {
  kind: 'refused' | 'retry';
  /** French, as the user is told it. */
  reason: string;
}

/** Statuses that say "not now" rather than "not this file": expired session, timeout, too many requests. */
const TRANSIENT_STATUSES = new Set([401, 408, 425, 429]);

/**
 * A refusal of the file (not XML, too big, a 4xx of the server) moves it to `refusés`; being offline, signed
 * out, a 5xx or a file that could not be read yet (locked by its writer) leaves it for a later try.
 */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof BridgeError)) {
    return { kind: 'retry', reason: `Erreur inattendue : ${error instanceof Error ? error.message : String(error)}` };
  }
  const reason = error.reason !== undefined && error.code === 'HTTP' ? error.reason : error.message;
  if (error.code === 'UPLOAD_REJECTED') return { kind: error.reason === 'file-unreadable' ? 'retry' : 'refused', reason: error.message };
  if (error.code === 'HTTP' && error.status !== undefined && error.status >= 400 && error.status < 500 && !TRANSIENT_STATUSES.has(error.status)) {
    return { kind: 'refused', reason };
  }
  return { kind: 'retry', reason };
}
