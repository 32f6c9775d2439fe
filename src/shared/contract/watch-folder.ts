import { z } from 'zod';
import type { WatchFolderNotice, WatchFolderStatus } from '../domain/watch-folder';
import { event, method } from './define';

/**
 * The watched import folder (issue 14). The folder is chosen only from the native folder dialog (the web
 * host takes WATCH_DIR), so no caller of the bridge can point core at a folder of its choosing.
 */
export const watchFolderMethods = {
  'watchFolder.status': method<WatchFolderStatus>()(z.tuple([])),
  /** Native folder dialog; resolves the status, changed or not (the dialog cancelled). */
  'watchFolder.choose': method<WatchFolderStatus>()(z.tuple([])),
  /** Stops watching; the files already moved stay where they are. */
  'watchFolder.stop': method<WatchFolderStatus>()(z.tuple([])),
  /** Opens the log with the system's handler (desktop app). */
  'watchFolder.openLog': method<void>()(z.tuple([])),
  /** The end of the log, for a host that cannot open a file (the browser shows it in a dialog). */
  'watchFolder.readLog': method<string>()(z.tuple([])),
} as const;

export const watchFolderEvents = {
  'watchFolder.changed': event<WatchFolderStatus>(),
  'watchFolder.notice': event<WatchFolderNotice>(),
} as const;
