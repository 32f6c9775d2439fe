import { join } from 'node:path';
import type { AuthState } from '../../shared/domain/session';
import { BridgeError } from '../../shared/errors';
import type { Session } from '../auth/session';
import { onSessionEnd } from '../auth/session-end';
import type { Handlers } from '../bridge/dispatcher';
import type { HostOptions } from '../core-context';
import type { OutgoingRequest, RequestGate, RestClient, TokenSource } from '../http/rest-client';
import type { MediaGate } from '../media/media';
import { Connectivity } from './connectivity';
import { DiskCache } from './disk-cache';
import { MediaCache } from './media-cache';
import { createMediaGate } from './media-gate';
import { requestKey } from './request-key';

export { Connectivity, DEFAULT_PROBE_INTERVAL_MS } from './connectivity';
export { DiskCache, DEFAULT_CACHE_MAX_BYTES, type CachedAnswer } from './disk-cache';
export { MediaCache, DEFAULT_MEDIA_CACHE_MAX_BYTES, MEDIA_CACHE_MAX_ENTRY_BYTES, mediaKey, type CachedMedia } from './media-cache';
export { requestKey, canonicalTarget, stableStringify, userFolderName } from './request-key';

/** The French message of a write refused while offline (the tooltip of disabled actions says the same). */
export const OFFLINE_WRITE_MESSAGE = 'Indisponible hors ligne';
/** What the probe asks, anonymously: the identity configuration every client reads first. */
export const PROBE_PATH = '/api/config/keycloak.json';

export interface Offline {
  /** The authenticated REST client whose reads are cached per user and served from disk when offline. */
  rest: RestClient;
  /** The gate of every picture fetch: thumbnails kept per user and served from disk when offline. */
  media: MediaGate;
  handlers: Pick<Handlers, 'connectivity.get'>;
  /** Signed out: the caches (answers and thumbnails) of that user are cleared. */
  onAuthChanged(state: AuthState): void;
  dispose(): void;
}

export type OfflineOptions = Pick<HostOptions, 'profileDir' | 'logger' | 'emit'> & {
  session: Pick<Session, 'current'> & TokenSource;
  /** The client without tokens: the probe goes through it, and the authenticated client is made from it. */
  anonymous: RestClient;
  /** Budget of `<profileDir>/cache` (100 MB by default). */
  cacheMaxBytes?: number;
  /** Budget of `<profileDir>/media-cache` (200 MB by default). */
  mediaCacheMaxBytes?: number;
  /** Probe period while offline (3 s by default). */
  probeIntervalMs?: number;
};

const NOT_CACHED: unique symbol = Symbol('not cached');

function isOfflineError(error: unknown): boolean {
  return error instanceof BridgeError && error.code === 'OFFLINE';
}

/** The server answered, even if with an error, or took the request and is slow to answer: it can be reached. */
function reachedServer(error: unknown): boolean {
  return error instanceof BridgeError && (error.code === 'HTTP' || error.code === 'SLOW' || error.status !== undefined);
}

/**
 * Offline-tolerant browsing. Online, every request goes to the server and each cacheable read (GET, POST
 * …/search) is written to the signed-in user's cache. When the server cannot be reached, a cacheable read
 * answers its last cached answer and connectivity turns offline (with that answer's fetch date); a server
 * slow to answer is not offline: the read fails SLOW and the cache stays out of it. While
 * offline, cached reads answer from disk at once, other reads still try the server, and writes fail fast.
 * A probe brings connectivity back online as soon as the server answers.
 */
export function createOffline(options: OfflineOptions): Offline {
  const { session, logger } = options;
  const cache = new DiskCache({
    root: join(options.profileDir, 'cache'),
    logger,
    ...(options.cacheMaxBytes === undefined ? {} : { maxBytes: options.cacheMaxBytes }),
  });
  const mediaCache = new MediaCache({
    root: join(options.profileDir, 'media-cache'),
    logger,
    ...(options.mediaCacheMaxBytes === undefined ? {} : { maxBytes: options.mediaCacheMaxBytes }),
  });
  const connectivity = new Connectivity({
    probe: async () => {
      await options.anonymous.request('GET', PROBE_PATH, { anonymous: true, cache: false });
      return true;
    },
    onChange: (state) => options.emit('connectivity.changed', state),
    logger,
    ...(options.probeIntervalMs === undefined ? {} : { intervalMs: options.probeIntervalMs }),
  });

  async function cached(username: string, key: string): Promise<unknown> {
    const hit = await cache.get(username, key).catch((error: unknown) => {
      logger.warn('offline cache read failed', error);
      return null;
    });
    if (!hit) return NOT_CACHED;
    connectivity.markOffline(hit.fetchedAt);
    return hit.value;
  }

  const gate: RequestGate = {
    async run(request: OutgoingRequest, send: () => Promise<unknown>): Promise<unknown> {
      const username = request.anonymous ? null : (session.current.user?.username ?? null);
      const key = request.cacheable && username !== null ? requestKey(username, request) : null;
      const isRead = request.method === 'GET' || request.cacheable;

      if (!connectivity.current.online) {
        if (!isRead) throw new BridgeError('OFFLINE', OFFLINE_WRITE_MESSAGE);
        if (key && username) {
          const value = await cached(username, key);
          if (value !== NOT_CACHED) return value;
        }
      }

      const epoch = username === null ? 0 : cache.epoch(username);
      let value: unknown;
      try {
        value = await send();
      } catch (error) {
        if (isOfflineError(error)) {
          if (key && username) {
            const fallback = await cached(username, key);
            if (fallback !== NOT_CACHED) return fallback;
          }
          connectivity.markOffline();
        } else if (reachedServer(error)) {
          connectivity.markOnline();
        }
        throw error;
      }
      connectivity.markOnline();
      if (key && username) {
        await cache.put(username, key, value, new Date(), epoch).catch((error: unknown) => logger.warn('offline cache write failed', error));
      }
      return value;
    },
  };

  const onAuthChanged = onSessionEnd((username) => {
    cache.clearUser(username).catch((error: unknown) => logger.warn('offline cache clearing failed', error));
    mediaCache.clearUser(username).catch((error: unknown) => logger.warn('thumbnail cache clearing failed', error));
  });

  return {
    rest: options.anonymous.withTokens(session).withGate(gate),
    media: createMediaGate({ cache: mediaCache, connectivity, currentUser: () => session.current.user?.username ?? null, logger }),
    handlers: {
      'connectivity.get': () => connectivity.current,
    },
    // Signed out, or another user signed in over the previous one: that session is over, and so is its cache.
    onAuthChanged,
    dispose() {
      connectivity.dispose();
    },
  };
}
