import type { AppConfig } from '../../shared/contract';
import { BridgeError } from '../../shared/errors';
import type { FileSource } from '../../shared/schemas';

export const PATH_SOURCE_REFUSED = 'Ce fichier doit être transmis par son contenu : un chemin sur le disque n’est accepté que par l’application de bureau.';

/**
 * Only the desktop app hands core a path (the one Electron's webUtils gave for a file the user dropped).
 * A browser never has a path to give, so from the web host a path would be a caller probing or reading the
 * host's files: refused before the file system is touched and before anything goes to the server.
 */
export function assertSourceAllowed(source: FileSource, host: AppConfig['host']): void {
  if (source.kind === 'path' && host !== 'electron') throw new BridgeError('INVALID_ARGUMENT', PATH_SOURCE_REFUSED);
}
