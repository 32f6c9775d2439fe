/**
 * A deep link (`/auteurs/12`) opened without the secret cookie goes to `/`, which sets it; the path rides
 * along as `?suite=` and the page goes back to it once (src/renderer/app/deep-link.ts reads it).
 */
export const DEEP_LINK_PARAM = 'suite';

/** Longer paths are not carried over: the page simply opens at `/`. */
const MAX_DEEP_LINK_CHARS = 2048;

export function deepLinkRedirect(url: string): string {
  if (url.length > MAX_DEEP_LINK_CHARS || !url.startsWith('/') || url.startsWith('//')) return '/';
  return `/?${new URLSearchParams({ [DEEP_LINK_PARAM]: url }).toString()}`;
}
