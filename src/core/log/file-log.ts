import electronLog from 'electron-log/node';
import type { LoggerPort } from '../ports';
import { redact } from '../../shared/log/redact';

/** Size at which the file is set aside as `<name>.old.log` (one archive kept) and a new one begun. */
export const LOG_MAX_BYTES = 5 * 1024 * 1024;

export interface FileLogOptions {
  /** The log file; its folder is created on the first write. */
  file: string;
  maxBytes?: number;
  /** Also to the terminal (a development run). */
  console?: boolean;
}

export interface FileLog extends LoggerPort {
  readonly file: string;
  /** Uncaught exceptions and unhandled rejections go to the log too; returns how to stop. */
  catchUncaught(): () => void;
}

/**
 * Core's logger port over electron-log's file transport: level info, rotation at a size cap, every message
 * and every piece of data masked (redact.ts) before any transport sees it. electron-log's Node build, not
 * `electron-log/main`: the main build registers an `__ELECTRON_LOG__` IPC channel on import, through which any
 * page could write to the log without the sender check every other channel has (design.md).
 */
export function openFileLog({ file, maxBytes = LOG_MAX_BYTES, console = false }: FileLogOptions): FileLog {
  // One electron-log instance per file: its registry is keyed by id, and two logs must not share transports.
  const logger = electronLog.create({ logId: `pupitre:${file}` });
  const transport = logger.transports.file;
  transport.resolvePathFn = () => file;
  transport.maxSize = maxBytes;
  transport.level = 'info';
  // Readable by the user alone: it names who signed in and what failed.
  transport.writeOptions = { flag: 'a', mode: 0o600, encoding: 'utf8' };
  logger.transports.console.level = console ? 'info' : false;
  logger.hooks.push((message) => ({ ...message, data: message.data.map(redact) }));

  return {
    file,
    info: (message, detail) => logger.info(message, ...(detail === undefined ? [] : [detail])),
    warn: (message, detail) => logger.warn(message, ...(detail === undefined ? [] : [detail])),
    error: (message, detail) => logger.error(message, ...(detail === undefined ? [] : [detail])),
    catchUncaught() {
      const onException = (error: Error): void => logger.error('uncaught exception', error);
      const onRejection = (reason: unknown): void => logger.error('unhandled rejection', reason);
      process.on('uncaughtException', onException);
      process.on('unhandledRejection', onRejection);
      return () => {
        process.off('uncaughtException', onException);
        process.off('unhandledRejection', onRejection);
      };
    },
  };
}
