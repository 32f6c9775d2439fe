import type { LoggerPort } from '../ports';
import { LruFiles } from './lru-files';

/** 100 MB by default (issue 3). */
export const DEFAULT_CACHE_MAX_BYTES = 100 * 1024 * 1024;

export interface CachedAnswer {
  /** The JSON answer as RestClient returned it (undefined for an empty answer). */
  value: unknown;
  /** ISO date the answer was fetched from the server. */
  fetchedAt: string;
}

interface StoredEntry {
  key: string;
  fetchedAt: string;
  value?: unknown;
}

export interface DiskCacheOptions {
  /** `<profileDir>/cache`: one folder per user below it, named by sha256 of the login. */
  root: string;
  maxBytes?: number;
  logger?: LoggerPort;
}

/** The offline cache of list answers: `<root>/<sha256(user)>/<key>.json`, each file one answer and its fetch date. */
export class DiskCache extends LruFiles {
  constructor(options: DiskCacheOptions) {
    super({ root: options.root, maxBytes: options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES, extension: '.json', label: 'offline cache', logger: options.logger });
  }

  /** The cached answer of this user for this key, or null; a hit counts as a use. */
  async get(username: string, key: string): Promise<CachedAnswer | null> {
    const bytes = await this.readEntry(username, key);
    if (!bytes) return null;
    try {
      const entry = JSON.parse(bytes.toString('utf8')) as StoredEntry;
      if (entry.key !== key || typeof entry.fetchedAt !== 'string') throw new Error('entry does not match its key');
      return { value: entry.value, fetchedAt: entry.fetchedAt };
    } catch (error) {
      await this.dropEntry(username, key, error);
      return null;
    }
  }

  /** Keeps an answer (see LruFiles: over budget or after a clearing since `epoch`, it is dropped). */
  put(username: string, key: string, value: unknown, fetchedAt: Date, epoch = this.epoch(username)): Promise<void> {
    const entry: StoredEntry = value === undefined ? { key, fetchedAt: fetchedAt.toISOString() } : { key, fetchedAt: fetchedAt.toISOString(), value };
    return this.writeEntry(username, key, Buffer.from(JSON.stringify(entry), 'utf8'), epoch);
  }
}
