import { Readable } from 'node:stream';
import { protocol } from 'electron';
import type { Media, MediaResponse } from '../core/media/media';

export const MEDIA_SCHEME = 'pupitre-media';

/**
 * Registered with the app scheme, before app ready: images load from pupitre-media://image/{id}?size=, the
 * editor's picture previews from pupitre-media://asset/{id}?token=&document=&variant=.
 */
export const MEDIA_SCHEME_PRIVILEGES = { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true } } as const;

/** What each host of the scheme serves, by the path's id. */
function answerOf(media: Media, url: URL, ifNoneMatch: string | undefined): Promise<MediaResponse> | null {
  const id = /^\/(\d{1,12})$/.exec(url.pathname)?.[1];
  if (id === undefined) return null;
  if (url.host === 'image') return media.image(Number(id), url.searchParams, ifNoneMatch);
  if (url.host === 'asset') return media.editorAsset(id, url.searchParams, ifNoneMatch);
  return null;
}

/** Serves image bytes to the page through core, which holds the token (see core/media). */
export function serveMedia(media: Media): void {
  protocol.handle(MEDIA_SCHEME, async (request) => {
    const pending = answerOf(media, new URL(request.url), request.headers.get('if-none-match') ?? undefined);
    if (!pending) return new Response(null, { status: 404 });
    const answer = await pending;
    const body = answer.body ? (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>) : null;
    return new Response(body, { status: answer.status, headers: answer.headers });
  });
}
