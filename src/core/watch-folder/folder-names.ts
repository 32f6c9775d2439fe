import { basename, dirname, resolve } from 'node:path';
import { safeFileName } from '../../shared/rules/file-names';

/** Where handled files go, inside the watched folder: nothing is ever deleted. */
export const IMPORTED_DIR = 'importés';
export const REFUSED_DIR = 'refusés';

/**
 * Names a writer uses while a file is not whole yet (browsers, office suites, editors, rsync): the file
 * appears under its final name once finished, and is taken then.
 */
const PARTIAL_NAME = /(\.(crdownload|part|partial|download|downloading|tmp|temp|swp|swx|filepart|opdownload)|~)$/i;

/** Dot files, lock files (`~$x.xml`, `.~lock.x#`) and partial downloads are not the user's files to import. */
export function isIgnoredName(name: string): boolean {
  return name.startsWith('.') || name.startsWith('~$') || PARTIAL_NAME.test(name);
}

export function isXmlName(name: string): boolean {
  return /\.xml$/i.test(name);
}

/**
 * The file's name when it sits right in the watched folder, else null: whatever the watcher reports is
 * resolved again here, so that nothing outside the folder (nor in its subfolders) is ever touched.
 */
export function nameInFolder(folder: string, path: string): string | null {
  const resolved = resolve(folder, path);
  if (dirname(resolved) !== folder) return null;
  const name = basename(resolved);
  return name && name !== '.' && name !== '..' ? name : null;
}

/** The name a handled file takes in its subfolder: safe on every system (reserved names, controls, length). */
export function storedName(name: string): string {
  return safeFileName(name, 'fichier');
}
