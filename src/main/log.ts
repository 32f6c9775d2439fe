import { join } from 'node:path';
import { app } from 'electron';
import { openFileLog, type FileLog } from '../core/log/file-log';

/**
 * The main process's log: userData/logs/main.log (main.old.log the archive), secrets masked, uncaught errors
 * included; echoed to the terminal in a development run only.
 */
export function openMainLog(): FileLog {
  const log = openFileLog({ file: join(app.getPath('userData'), 'logs', 'main.log'), console: !app.isPackaged });
  log.catchUncaught();
  return log;
}
