import type { TFunction } from 'i18next';
import { BridgeError } from '@shared/errors';

/**
 * The French sentence of a failed bridge call: the catalogue's wording for what core reports itself, the
 * server's own message for an HTTP error (the spec's error catalogue keeps it), core's for a server slow to
 * answer (whether a read to try again or a write that may have been done), else `fallback`.
 */
export function bridgeErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof BridgeError)) return fallback;
  switch (error.code) {
    case 'OFFLINE':
      return t('errors.offline');
    case 'UNAUTHENTICATED':
      return t('errors.unauthenticated');
    case 'NOT_FOUND':
      return t('errors.notFound');
    case 'HTTP':
    case 'SLOW':
      return error.message.trim() === '' ? fallback : error.message;
    default:
      return fallback;
  }
}
