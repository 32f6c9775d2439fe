import { Readable } from 'node:stream';
import { isUnreachable, type MediaGate, type MediaResponse } from '../media/media';
import type { LoggerPort } from '../ports';
import type { Connectivity } from './connectivity';
import { MEDIA_CACHE_MAX_ENTRY_BYTES, mediaKey, type CachedMedia, type MediaCache } from './media-cache';

export interface MediaGateOptions {
  cache: MediaCache;
  connectivity: Pick<Connectivity, 'current' | 'markOffline' | 'markOnline'>;
  /** The signed-in user, whose cache the pictures go to (null: nothing is kept). */
  currentUser(): string | null;
  logger: LoggerPort;
}

/** The page's revalidation tag names this picture: it holds these bytes already. */
function matches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  return etag !== undefined && ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/** Kept bytes as an answer to the page: 304 when its tag names them, else the picture. */
function answer(media: CachedMedia, ifNoneMatch: string | undefined): MediaResponse {
  if (matches(ifNoneMatch, media.headers['etag'])) return { status: 304, headers: media.headers, body: null };
  return { status: 200, headers: { ...media.headers, 'content-length': String(media.bytes.length) }, body: Readable.from([media.bytes]) };
}

/** What is kept of the server's headers: the length is the kept bytes' own. */
function withoutLength(headers: Record<string, string>): Record<string, string> {
  const { 'content-length': _length, ...rest } = headers;
  return rest;
}

/**
 * The whole body when it is at most `limit` bytes; else a stream of what was read and the rest, so that a
 * large picture still reaches the page whole without being held in memory.
 */
async function readUpTo(body: Readable, limit: number): Promise<Buffer | Readable> {
  const chunks: Buffer[] = [];
  let total = 0;
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return Buffer.concat(chunks, total);
    chunks.push(next.value);
    total += next.value.length;
    if (total > limit) {
      return Readable.from(
        (async function* rest() {
          try {
            yield* chunks;
            for (let more = await iterator.next(); !more.done; more = await iterator.next()) yield more.value;
          } finally {
            // The page went away before the end: the server's answer is closed too.
            await iterator.return?.();
          }
        })(),
      );
    }
  }
}

/**
 * Thumbnails for offline browsing. Online, each rendition the server sends (THUMBNAIL, MEDIUM; never an
 * original) is kept in the signed-in user's media cache. When the server cannot be reached, a kept picture
 * answers instead and connectivity turns offline; while offline, kept pictures answer from disk at once and
 * others still try the server (a miss then gets the unreachable answer, and the page its placeholder).
 */
export function createMediaGate(options: MediaGateOptions): MediaGate {
  const { cache, connectivity, logger } = options;

  async function kept(username: string, key: string, ifNoneMatch: string | undefined): Promise<MediaResponse | null> {
    const hit = await cache.get(username, key).catch((error: unknown) => {
      logger.warn('thumbnail cache read failed', error);
      return null;
    });
    return hit ? answer(hit, ifNoneMatch) : null;
  }

  return {
    async run(target, ifNoneMatch, send) {
      const username = options.currentUser();
      if (username === null || target.size === null) return send(ifNoneMatch);
      const key = mediaKey(username, target);
      if (!connectivity.current.online) {
        const hit = await kept(username, key, ifNoneMatch);
        if (hit) return hit;
      }
      const epoch = cache.epoch(username);
      // Not kept yet: ask the whole picture even if the page holds it, so that it can be kept.
      const held = await cache.has(username, key).catch(() => false);
      let response: MediaResponse;
      let body: Buffer | Readable | null;
      try {
        response = await send(held ? ifNoneMatch : undefined);
        const keepable = response.status === 200 && response.headers['content-type']?.startsWith('image/') === true;
        body = keepable && response.body ? await readUpTo(response.body, MEDIA_CACHE_MAX_ENTRY_BYTES) : response.body;
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        connectivity.markOffline();
        const hit = await kept(username, key, ifNoneMatch);
        if (hit) return hit;
        throw error;
      }
      connectivity.markOnline();
      if (!Buffer.isBuffer(body)) return { ...response, body };
      const media = { headers: withoutLength(response.headers), bytes: body };
      await cache.put(username, key, media, epoch).catch((error: unknown) => logger.warn('thumbnail cache write failed', error));
      return answer(media, ifNoneMatch);
    },
  };
}
