import { BridgeError } from '../../shared/errors';

/**
 * Errors worth a second try: the network, a server too slow to answer, the server's 5xx, 408 and 429. A 403 or 404 will not change
 * by itself, nor will a full disk or a session that is over.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof BridgeError)) return true;
  if (error.code === 'OFFLINE' || error.code === 'SLOW') return true;
  if (error.code === 'HTTP') return error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429;
  return false;
}

/** What a failed download item says: the French reason and, when the server answered, its status (spec 2 §8). */
export function failureOf(error: unknown): { error: string; httpStatus: number | null } {
  if (!(error instanceof BridgeError)) return { error: 'Le téléchargement a échoué.', httpStatus: null };
  return { error: error.message, httpStatus: error.code === 'HTTP' ? (error.status ?? null) : null };
}
