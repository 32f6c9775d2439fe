import type { MediaTarget } from '../media/media';
import type { LoggerPort } from '../ports';
import { LruFiles } from './lru-files';
import { sha256 } from './request-key';

/** 200 MB by default (issue 14), apart from the 100 MB of list answers. */
export const DEFAULT_MEDIA_CACHE_MAX_BYTES = 200 * 1024 * 1024;
/** A picture over 2 MB is never kept: lists show renditions of a few kilobytes, not originals. */
export const MEDIA_CACHE_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export interface CachedMedia {
  /** The server's headers the page may see (content type, ETag, cache control), content length aside. */
  headers: Record<string, string>;
  bytes: Buffer;
}

interface StoredHeader {
  key: string;
  headers: Record<string, string>;
}

export interface MediaCacheOptions {
  /** `<profileDir>/media-cache`: one folder per user below it, as the list answers. */
  root: string;
  maxBytes?: number;
  logger?: LoggerPort;
}

/**
 * Key of a picture in a user's cache: the user, the image, its rendition and its version. The `refesh` stamp is
 * no part of it: offline, the rendition kept last answers.
 */
export function mediaKey(username: string, target: Pick<MediaTarget, 'id' | 'size' | 'version'>): string {
  return sha256(JSON.stringify(['pupitre-media-1', username, target.id, target.size, target.version]));
}

/**
 * The thumbnails of the lists, kept for offline browsing: `<root>/<sha256(user)>/<key>.media`, each file a
 * 4-byte length, a JSON header (key, headers), then the picture's bytes.
 */
export class MediaCache extends LruFiles {
  constructor(options: MediaCacheOptions) {
    super({
      root: options.root,
      maxBytes: options.maxBytes ?? DEFAULT_MEDIA_CACHE_MAX_BYTES,
      extension: '.media',
      label: 'thumbnail cache',
      logger: options.logger,
    });
  }

  /** The picture kept for this user under this key, or null; a hit counts as a use. */
  async get(username: string, key: string): Promise<CachedMedia | null> {
    const file = await this.readEntry(username, key);
    if (!file) return null;
    try {
      const headerLength = file.readUInt32BE(0);
      const header = JSON.parse(file.subarray(4, 4 + headerLength).toString('utf8')) as StoredHeader;
      if (header.key !== key || typeof header.headers !== 'object') throw new Error('entry does not match its key');
      return { headers: header.headers, bytes: file.subarray(4 + headerLength) };
    } catch (error) {
      await this.dropEntry(username, key, error);
      return null;
    }
  }

  /** Keeps a picture, unless it is over MEDIA_CACHE_MAX_ENTRY_BYTES (see LruFiles for the budget and `epoch`). */
  put(username: string, key: string, media: CachedMedia, epoch = this.epoch(username)): Promise<void> {
    if (media.bytes.length > MEDIA_CACHE_MAX_ENTRY_BYTES) return Promise.resolve();
    const header = Buffer.from(JSON.stringify({ key, headers: media.headers } satisfies StoredHeader), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    return this.writeEntry(username, key, Buffer.concat([length, header, media.bytes]), epoch);
  }
}
