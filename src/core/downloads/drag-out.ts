import { lstat, realpath } from 'node:fs/promises';
import { basename } from 'node:path';
import { BridgeError } from '../../shared/errors';
import { isDraggableFileName } from '../../shared/rules/file-names';
import { isInsideFolder } from './partial-file';

/**
 * The real path of a finished download that may be dragged out of the window: a PDF, XML or image that is a
 * regular file directly inside the download folder once every symbolic link is followed (a file swapped for a
 * link to elsewhere, or saved elsewhere through "Demander où enregistrer", stays in). What is checked is the
 * path handed to the system. Throws BridgeError NOT_FOUND or NOT_ALLOWED, in French.
 */
export async function draggablePath(path: string, downloadDir: string): Promise<string> {
  const name = basename(path);
  if (!isDraggableFileName(name)) {
    throw new BridgeError('NOT_ALLOWED', `Seuls les PDF, XML et images peuvent être glissés hors de Pupitre : ${name}`);
  }
  let real: string;
  let folder: string;
  try {
    real = await realpath(path);
    folder = await realpath(downloadDir);
  } catch {
    throw new BridgeError('NOT_FOUND', `Le fichier n’existe plus : ${name}`);
  }
  const info = await lstat(real);
  if (!info.isFile() || !isInsideFolder(folder, real) || !isDraggableFileName(basename(real))) {
    throw new BridgeError('NOT_ALLOWED', `Seuls les fichiers du dossier de téléchargement peuvent être glissés hors de Pupitre : ${name}`);
  }
  return real;
}
