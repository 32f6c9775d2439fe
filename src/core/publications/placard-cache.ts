import { PLACARD_MAX_DRAWN_PAGES, PLACARD_THUMBNAIL_PATTERN, type PlacardThumbnails } from '../../shared/domain/placard-pages';
import { LruFiles } from '../offline/lru-files';
import { sha256 } from '../offline/request-key';
import type { LoggerPort } from '../ports';

/** 100 MB by default: a placard's thumbnails weigh a few hundred kilobytes. */
export const DEFAULT_PLACARD_CACHE_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Key of a placard's thumbnails: the publication and its PDF's SHA-256, hashed together. Neither value ever
 * reaches a path: the file is `<root>/<sha256(user)>/<key>.placard` (LruFiles refuses any key but 64 hex).
 */
export function placardKey(publicationId: number, pdfSha256: string): string {
  return sha256(JSON.stringify(['pupitre-placard-1', publicationId, pdfSha256]));
}

interface StoredEntry extends PlacardThumbnails {
  key: string;
}

function isThumbnails(entry: Partial<StoredEntry>): entry is StoredEntry {
  const { pageCount, thumbnails } = entry;
  return (
    Number.isInteger(pageCount) &&
    Array.isArray(thumbnails) &&
    thumbnails.length <= Math.min(pageCount ?? 0, PLACARD_MAX_DRAWN_PAGES) &&
    thumbnails.every((t) => typeof t === 'string' && PLACARD_THUMBNAIL_PATTERN.test(t))
  );
}

/**
 * The thumbnails of the placards the page drew (issue 36), kept per user under the profile so that a placard
 * already seen is not drawn again: each file holds the JSON of its key, page count and WebP data URLs.
 */
export class PlacardCache extends LruFiles {
  constructor(options: { root: string; maxBytes?: number; logger?: LoggerPort }) {
    super({ root: options.root, maxBytes: options.maxBytes ?? DEFAULT_PLACARD_CACHE_MAX_BYTES, extension: '.placard', label: 'placard cache', logger: options.logger });
  }

  /** The thumbnails kept for this user under this key, or null; a hit counts as a use, a damaged entry goes. */
  async get(username: string, key: string): Promise<PlacardThumbnails | null> {
    const bytes = await this.readEntry(username, key);
    if (!bytes) return null;
    try {
      const entry = JSON.parse(bytes.toString('utf8')) as Partial<StoredEntry>;
      if (entry.key !== key || !isThumbnails(entry)) throw new Error('entry does not match its key');
      return { pageCount: entry.pageCount, thumbnails: entry.thumbnails };
    } catch (error) {
      await this.dropEntry(username, key, error);
      return null;
    }
  }

  async put(username: string, key: string, pages: PlacardThumbnails, epoch = this.epoch(username)): Promise<void> {
    const entry: StoredEntry = { key, pageCount: pages.pageCount, thumbnails: pages.thumbnails };
    await this.writeEntry(username, key, Buffer.from(JSON.stringify(entry), 'utf8'), epoch);
  }
}
