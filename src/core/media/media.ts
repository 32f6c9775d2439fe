import type { Readable } from 'node:stream';
import { request as undiciRequest } from 'undici';
import { IMAGE_SIZES } from '../../shared/domain/image';
import type { TokenSource } from '../http/rest-client';
import { isNetworkError } from '../http/rest-client';

export interface MediaResponse {
  status: number;
  headers: Record<string, string>;
  body: Readable | null;
}

/** Headers of the back office's answer that the page may see. */
const FORWARDED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/**
 * Image bytes for display (spec 1 §7 GET /api/image/{id}?version=&size=). The page cannot hold the bearer
 * token, so each host serves these through core: a custom protocol in Electron, /media in the web host.
 * Only the image route and its display parameters pass; the body streams through.
 */
export function createMedia(apiUrl: string, tokens: TokenSource) {
  async function send(id: number, params: URLSearchParams, ifNoneMatch: string | undefined): Promise<MediaResponse> {
    const url = new URL(`/api/image/${id}`, apiUrl);
    const size = params.get('size');
    if (size && (IMAGE_SIZES as readonly string[]).includes(size)) url.searchParams.set('size', size);
    const version = params.get('version');
    if (version && /^\d{1,9}$/.test(version)) url.searchParams.set('version', version);
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

  return {
    async image(id: number, params: URLSearchParams, ifNoneMatch?: string): Promise<MediaResponse> {
      try {
        let response = await send(id, params, ifNoneMatch);
        if (response.status === 401 && (await tokens.onUnauthorized())) {
          response.body?.resume();
          response = await send(id, params, ifNoneMatch);
        }
        return response;
      } catch (error) {
        if (isNetworkError(error) || (error instanceof Error && 'code' in error && error.code === 'OFFLINE')) {
          return { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: null };
        }
        if (error instanceof Error && 'code' in error && error.code === 'UNAUTHENTICATED') {
          return { status: 401, headers: {}, body: null };
        }
        throw error;
      }
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
