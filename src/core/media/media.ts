import type { Readable } from 'node:stream';
import { request as undiciRequest } from 'undici';
import { IMAGE_SIZES, type ImageSize } from '../../shared/domain/image';
import { editorAssetOf, editorAssetUrl } from './editor-asset';
import { networkFailure } from '../http/network-failure';
import type { TokenSource } from '../http/rest-client';

export interface MediaResponse {
  status: number;
  headers: Record<string, string>;
  body: Readable | null;
}

/** One rendition of one image as the page asks it (spec 1 §7 GET /api/image/{id}?size=&version=). */
export interface MediaTarget {
  id: number;
  /** null: the original. */
  size: ImageSize | null;
  version: number | null;
  /** Spec 1 §7's `refesh` timestamp (sic): a cache buster for an image without a version. */
  refresh: number | null;
}

/** Fetches the target from the server; `ifNoneMatch` is the ETag to revalidate, if any. */
export type MediaSend = (ifNoneMatch: string | undefined) => Promise<MediaResponse>;

/** Wraps every fetch of a picture: the offline layer keeps the renditions and answers them offline. */
export interface MediaGate {
  run(target: MediaTarget, ifNoneMatch: string | undefined, send: MediaSend): Promise<MediaResponse>;
}

const DIRECT: MediaGate = { run: (_target, ifNoneMatch, send) => send(ifNoneMatch) };

/** Headers of the back office's answer that the page may see. */
const FORWARDED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/** Only the display parameters pass: a known rendition, a numeric version, a numeric `refesh`. */
function targetOf(id: number, params: URLSearchParams): MediaTarget {
  const size = params.get('size');
  const version = params.get('version');
  const refresh = params.get('refesh');
  return {
    id,
    size: size && (IMAGE_SIZES as readonly string[]).includes(size) ? (size as ImageSize) : null,
    version: version && /^\d{1,9}$/.test(version) ? Number(version) : null,
    refresh: refresh && /^\d{1,15}$/.test(refresh) ? Number(refresh) : null,
  };
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/** The server cannot be reached (the connection, or a token refresh that found no server); a slow one can. */
export function isUnreachable(error: unknown): boolean {
  return networkFailure(error) === 'unreachable' || hasCode(error, 'OFFLINE');
}

/**
 * Image bytes for display (spec 1 §7 GET /api/image/{id}?version=&size=). The page cannot hold the bearer
 * token, so each host serves these through core: a custom protocol in Electron, /media in the web host.
 * Only the image route and its display parameters pass; the body streams through, or comes from the
 * offline layer's gate.
 */
export function createMedia(apiUrl: string, tokens: TokenSource, gate: MediaGate = DIRECT) {
  async function fetchOnce(url: URL, ifNoneMatch: string | undefined): Promise<MediaResponse> {
    const headers: Record<string, string> = { authorization: `Bearer ${await tokens.getAccessToken()}` };
    if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
    const res = await undiciRequest(url, { method: 'GET', headers });
    const out: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = res.headers[name];
      if (typeof value === 'string') out[name] = value;
    }
    return { status: res.statusCode, headers: out, body: res.body };
  }

  async function fetchSignedIn(url: URL, ifNoneMatch: string | undefined): Promise<MediaResponse> {
    let response = await fetchOnce(url, ifNoneMatch);
    if (response.status === 401 && (await tokens.onUnauthorized())) {
      response.body?.resume();
      response = await fetchOnce(url, ifNoneMatch);
    }
    return response;
  }

  function imageUrl(target: MediaTarget): URL {
    const url = new URL(`/api/image/${target.id}`, apiUrl);
    if (target.size) url.searchParams.set('size', target.size);
    if (target.version !== null) url.searchParams.set('version', String(target.version));
    if (target.refresh !== null) url.searchParams.set('refesh', String(target.refresh));
    return url;
  }

  /** The server's answer, or the page's when the server cannot be reached or nobody is signed in. */
  async function answered(fetching: () => Promise<MediaResponse>): Promise<MediaResponse> {
    try {
      return await fetching();
    } catch (error) {
      if (isUnreachable(error)) return { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: null };
      if (hasCode(error, 'UNAUTHENTICATED')) return { status: 401, headers: {}, body: null };
      throw error;
    }
  }

  return {
    async image(id: number, params: URLSearchParams, ifNoneMatch?: string): Promise<MediaResponse> {
      const target = targetOf(id, params);
      return answered(() => gate.run(target, ifNoneMatch, (tag) => fetchSignedIn(imageUrl(target), tag)));
    },
    /**
     * An editor's picture preview (issue 33: Fonto's GET {base}/asset/preview), asked with the session's context;
     * never kept offline (the editor works online only). A malformed request is not sent: 404.
     */
    async editorAsset(id: string, params: URLSearchParams, ifNoneMatch?: string): Promise<MediaResponse> {
      const asset = editorAssetOf(id, params);
      if (!asset) return { status: 404, headers: {}, body: null };
      return answered(() => fetchSignedIn(editorAssetUrl(apiUrl, asset), ifNoneMatch));
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
