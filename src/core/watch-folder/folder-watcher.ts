import { stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** Resolves once the file's size and date stayed the same for `stableMs` (false: it went away meanwhile). */
async function whenStill(path: string, stableMs: number): Promise<boolean> {
  const look = () => stat(path).then((info) => `${info.size}:${info.mtimeMs}`, () => null);
  let last = await look();
  let since = Date.now();
  while (last !== null && Date.now() - since < stableMs) {
    await sleep(Math.min(STABILITY_POLL_MS, stableMs));
    const now = await look();
    if (now !== last) since = Date.now();
    last = now;
  }
  return last !== null;
}

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
  // Chokidar awaits the end of writes only once its first scan is over: a file found by that scan may still
  // be growing (a download under way when the app starts), so it is waited for here.
  let scanned = false;
  watcher.on('ready', () => {
    scanned = true;
  });
  watcher.on('add', (path) => {
    if (scanned) onFile(path);
    else void whenStill(path, stableMs).then((still) => still && onFile(path));
  });
  // A file written again in place (or re-created soon after the previous one was moved) comes as a change.
  watcher.on('change', (path) => onFile(path));
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  return watcher;
}
