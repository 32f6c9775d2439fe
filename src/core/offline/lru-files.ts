import { mkdir, readdir, readFile, rm, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/atomic-write';
import type { LoggerPort } from '../ports';
import { userFolderName } from './request-key';

export interface LruFilesOptions {
  /** One folder per user below it, named by sha256 of the login. */
  root: string;
  maxBytes: number;
  /** Suffix of the entry files (`.json`): anything else found in a user folder is not an entry. */
  extension: string;
  /** Names the store in log lines ("offline cache"). */
  label: string;
  logger?: LoggerPort | undefined;
}

const HEX_KEY = /^[0-9a-f]{64}$/;

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * Entry files on disk, `<root>/<sha256(user)>/<key><extension>`, bounded over the whole root (every user
 * folder counts), least recently used first out. The index is a Map whose order is recency, rebuilt from
 * file modification times at first use (a hit touches the file, so the order survives a restart). Writes go
 * to a temporary file renamed into place. The caches of list answers and of thumbnails are both this store;
 * each says what its entry files hold.
 */
export class LruFiles {
  readonly root: string;
  readonly maxBytes: number;
  protected readonly logger: LoggerPort | undefined;
  private readonly extension: string;
  private readonly label: string;
  /** relative path (`<userFolder>/<key><extension>`) -> size in bytes, least recently used first. */
  private index: Map<string, number> | null = null;
  private total = 0;
  /** Serialises index changes and file writes, so that eviction and clearing never race a write. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Bumped when a user's cache is cleared: a write begun before the clearing is dropped. */
  private readonly epochs = new Map<string, number>();

  constructor(options: LruFilesOptions) {
    this.root = options.root;
    this.maxBytes = options.maxBytes;
    this.extension = options.extension;
    this.label = options.label;
    this.logger = options.logger;
  }

  folderOf(username: string): string {
    return join(this.root, userFolderName(username));
  }

  /** Taken when a request starts; a write drops its entry if the user's cache was cleared meanwhile. */
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
      if (!HEX_KEY.test(folder)) continue;
      let files: string[];
      try {
        files = await readdir(join(this.root, folder));
      } catch {
        continue;
      }
      for (const file of files) {
        const full = join(this.root, folder, file);
        if (!this.isEntryFile(file)) {
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

  private isEntryFile(file: string): boolean {
    return file.endsWith(this.extension) && HEX_KEY.test(file.slice(0, -this.extension.length));
  }

  private relPath(username: string, key: string): string {
    if (!HEX_KEY.test(key)) throw new Error('cache key must be a sha256 hex digest');
    return `${userFolderName(username)}/${key}${this.extension}`;
  }

  /** The bytes of this user's entry for this key, or null; a hit counts as a use. */
  protected async readEntry(username: string, key: string): Promise<Buffer | null> {
    const rel = this.relPath(username, key);
    const full = join(this.root, rel);
    let bytes: Buffer;
    try {
      bytes = await readFile(full);
    } catch (error) {
      if (!isMissing(error)) this.logger?.warn(`${this.label}: unreadable entry`, error);
      await this.locked(async () => this.forget(rel));
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
    return bytes;
  }

  /** An entry its reader found corrupt: gone from disk and from the index. */
  protected dropEntry(username: string, key: string, reason: unknown): Promise<void> {
    this.logger?.warn(`${this.label}: corrupt entry dropped`, reason instanceof Error ? reason.message : reason);
    const rel = this.relPath(username, key);
    return this.locked(() => this.remove(rel).catch(() => undefined));
  }

  /**
   * Keeps an entry. Dropped if it alone exceeds the budget, or if the user's cache was cleared since `epoch`
   * was taken. Evicts the least recently used entries (of any user) until the budget holds.
   */
  protected writeEntry(username: string, key: string, bytes: Buffer, epoch: number): Promise<void> {
    const rel = this.relPath(username, key);
    return this.locked(async () => {
      if (epoch !== this.epoch(username)) return;
      const index = await this.loadIndex();
      if (bytes.length > this.maxBytes) {
        await this.remove(rel);
        return;
      }
      await mkdir(this.folderOf(username), { recursive: true, mode: 0o700 });
      await writeFileAtomic(join(this.root, rel), bytes);
      this.forget(rel);
      index.set(rel, bytes.length);
      this.total += bytes.length;
      await this.evict(rel);
    });
  }

  /** Whether this user holds an entry for this key (not a use). */
  has(username: string, key: string): Promise<boolean> {
    const rel = this.relPath(username, key);
    return this.locked(async () => (await this.loadIndex()).has(rel));
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
      return [...index.keys()].filter((rel) => rel.startsWith(prefix)).map((rel) => rel.slice(prefix.length, -this.extension.length));
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
      await this.remove(rel).catch((error: unknown) => this.logger?.warn(`${this.label}: eviction failed`, error));
    }
  }
}
