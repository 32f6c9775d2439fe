import { mkdir, readdir, readFile, rm, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/atomic-write';
import type { LoggerPort } from '../ports';
import { userFolderName } from './request-key';

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

const ENTRY_FILE = /^[0-9a-f]{64}\.json$/;
const USER_FOLDER = /^[0-9a-f]{64}$/;

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * The offline cache on disk: `<root>/<sha256(user)>/<key>.json`, each file holding one answer and its fetch
 * date. Bounded over the whole root (every user folder counts), least recently used first out: the index
 * is a Map whose order is recency, rebuilt from file modification times at first use (a hit touches the
 * file, so the order survives a restart). Writes go to a temporary file renamed into place.
 */
export class DiskCache {
  readonly root: string;
  readonly maxBytes: number;
  private readonly logger: LoggerPort | undefined;
  /** relative path (`<userFolder>/<key>.json`) -> size in bytes, least recently used first. */
  private index: Map<string, number> | null = null;
  private total = 0;
  /** Serialises index changes and file writes, so that eviction and clearing never race a write. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Bumped when a user's cache is cleared: a write begun before the clearing is dropped. */
  private readonly epochs = new Map<string, number>();

  constructor(options: DiskCacheOptions) {
    this.root = options.root;
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    this.logger = options.logger;
  }

  folderOf(username: string): string {
    return join(this.root, userFolderName(username));
  }

  /** Taken when a request starts; put() drops its answer if the user's cache was cleared meanwhile. */
  epoch(username: string): number {
    return this.epochs.get(userFolderName(username)) ?? 0;
  }

  private locked<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async loadIndex(): Promise<Map<string, number>> {
    if (this.index) return this.index;
    const found: { rel: string; size: number; mtime: number }[] = [];
    let folders: string[] = [];
    try {
      folders = await readdir(this.root);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    for (const folder of folders) {
      if (!USER_FOLDER.test(folder)) continue;
      let files: string[];
      try {
        files = await readdir(join(this.root, folder));
      } catch {
        continue;
      }
      for (const file of files) {
        const full = join(this.root, folder, file);
        if (!ENTRY_FILE.test(file)) {
          // A temporary file left by a crash in the middle of a write.
          if (file.endsWith('.tmp')) await unlink(full).catch(() => undefined);
          continue;
        }
        try {
          const info = await stat(full);
          if (info.isFile()) found.push({ rel: `${folder}/${file}`, size: info.size, mtime: info.mtimeMs });
        } catch {
          // gone meanwhile
        }
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    this.index = new Map(found.map((f) => [f.rel, f.size]));
    this.total = found.reduce((sum, f) => sum + f.size, 0);
    await this.evict(null);
    return this.index;
  }

  private relPath(username: string, key: string): string {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error('cache key must be a sha256 hex digest');
    return `${userFolderName(username)}/${key}.json`;
  }

  /** The cached answer of this user for this key, or null; a hit counts as a use. */
  async get(username: string, key: string): Promise<CachedAnswer | null> {
    const rel = this.relPath(username, key);
    const full = join(this.root, rel);
    let text: string;
    try {
      text = await readFile(full, 'utf8');
    } catch (error) {
      if (!isMissing(error)) this.logger?.warn('offline cache: unreadable entry', error);
      await this.locked(async () => this.forget(rel));
      return null;
    }
    let entry: StoredEntry;
    try {
      entry = JSON.parse(text) as StoredEntry;
      if (entry.key !== key || typeof entry.fetchedAt !== 'string') throw new Error('entry does not match its key');
    } catch (error) {
      this.logger?.warn('offline cache: corrupt entry dropped', error instanceof Error ? error.message : error);
      await this.locked(async () => {
        await unlink(full).catch(() => undefined);
        this.forget(rel);
      });
      return null;
    }
    await this.locked(async () => {
      const index = await this.loadIndex();
      const size = index.get(rel);
      if (size === undefined) return;
      index.delete(rel);
      index.set(rel, size);
      const now = new Date();
      await utimes(full, now, now).catch(() => undefined);
    });
    return { value: entry.value, fetchedAt: entry.fetchedAt };
  }

  /**
   * Keeps an answer. Dropped if it alone exceeds the budget, or if the user's cache was cleared since
   * `epoch` was taken. Evicts the least recently used entries (of any user) until the budget holds.
   */
  put(username: string, key: string, value: unknown, fetchedAt: Date, epoch = this.epoch(username)): Promise<void> {
    const rel = this.relPath(username, key);
    const entry: StoredEntry = value === undefined ? { key, fetchedAt: fetchedAt.toISOString() } : { key, fetchedAt: fetchedAt.toISOString(), value };
    const text = JSON.stringify(entry);
    const size = Buffer.byteLength(text, 'utf8');
    return this.locked(async () => {
      if (epoch !== this.epoch(username)) return;
      const index = await this.loadIndex();
      if (size > this.maxBytes) {
        await this.remove(rel);
        return;
      }
      const folder = this.folderOf(username);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFileAtomic(join(this.root, rel), text);
      this.forget(rel);
      index.set(rel, size);
      this.total += size;
      await this.evict(rel);
    });
  }

  /** Removes a user's cache (signed out): the folder and every index entry below it. */
  clearUser(username: string): Promise<void> {
    const folderName = userFolderName(username);
    this.epochs.set(folderName, this.epoch(username) + 1);
    return this.locked(async () => {
      await rm(join(this.root, folderName), { recursive: true, force: true });
      if (!this.index) return;
      for (const [rel, size] of [...this.index]) {
        if (rel.startsWith(`${folderName}/`)) {
          this.index.delete(rel);
          this.total -= size;
        }
      }
    });
  }

  /** Keys held for a user, least recently used first (tests and diagnostics). */
  async keys(username: string): Promise<string[]> {
    return this.locked(async () => {
      const index = await this.loadIndex();
      const prefix = `${userFolderName(username)}/`;
      return [...index.keys()].filter((rel) => rel.startsWith(prefix)).map((rel) => rel.slice(prefix.length, -'.json'.length));
    });
  }

  /** Bytes held over the whole cache. */
  async size(): Promise<number> {
    return this.locked(async () => {
      await this.loadIndex();
      return this.total;
    });
  }

  private forget(rel: string): void {
    const size = this.index?.get(rel);
    if (size === undefined || !this.index) return;
    this.index.delete(rel);
    this.total -= size;
  }

  private async remove(rel: string): Promise<void> {
    this.forget(rel);
    await unlink(join(this.root, rel)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  /** Least recently used first out, never the entry just written. Runs under the lock. */
  private async evict(keep: string | null): Promise<void> {
    if (!this.index) return;
    for (const rel of [...this.index.keys()]) {
      if (this.total <= this.maxBytes) break;
      if (rel === keep) continue;
      await this.remove(rel).catch((error: unknown) => this.logger?.warn('offline cache: eviction failed', error));
    }
  }
}
