import { Readable } from 'node:stream';
import { protocol } from 'electron';
import type { Media } from '../core/media/media';

export const MEDIA_SCHEME = 'pupitre-media';

/** Registered with the app scheme, before app ready: images load from pupitre-media://image/{id}?size=. */
export const MEDIA_SCHEME_PRIVILEGES = { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true } } as const;

/** Serves image bytes to the page through core, which holds the token (see core/media). */
export function serveMedia(media: Media): void {
  protocol.handle(MEDIA_SCHEME, async (request) => {
    const url = new URL(request.url);
    const match = /^\/(\d{1,12})$/.exec(url.pathname);
    if (url.host !== 'image' || !match) return new Response(null, { status: 404 });
    const answer = await media.image(Number(match[1]), url.searchParams, request.headers.get('if-none-match') ?? undefined);
    const body = answer.body ? (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>) : null;
    return new Response(body, { status: answer.status, headers: answer.headers });
  });
}
