import { basename, dirname } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { IMPORTED_DIR, isIgnoredName, REFUSED_DIR } from './folder-names';

export interface FolderWatcherOptions {
  /** How long a file's size must stay still before it is taken: a file being written is never read half-way. */
  stableMs: number;
  onFile(path: string): void;
  onError(error: Error): void;
}

/** Chokidar's default; a file still growing is looked at this often. */
const STABILITY_POLL_MS = 100;

/**
 * Reports every file that appears right in `folder` (depth 0), the ones already there at start included,
 * once its writer is done with it. Subfolders (`importés`, `refusés` and any other), dot files, lock files
 * and partial downloads are not reported; links are reported as they are, never followed.
 */
export function watchFolderFiles(folder: string, { stableMs, onFile, onError }: FolderWatcherOptions): FSWatcher {
  const ignored = (path: string): boolean => {
    if (path === folder) return false;
    const name = basename(path);
    return dirname(path) !== folder || name === IMPORTED_DIR || name === REFUSED_DIR || isIgnoredName(name);
  };
  const watcher = watch(folder, {
    ignoreInitial: false,
    depth: 0,
    followSymlinks: false,
    ignored,
    awaitWriteFinish: { stabilityThreshold: stableMs, pollInterval: Math.min(STABILITY_POLL_MS, stableMs) },
  });
  watcher.on('add', (path) => onFile(path));
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  return watcher;
}
