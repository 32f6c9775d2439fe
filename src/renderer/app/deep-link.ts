/**
 * The web host sends a deep link opened without its cookie to `/?suite=/auteurs/12` (src/webhost/deep-link.ts):
 * `/` sets the cookie, and the page goes back to the path once, before the router starts.
 */
export const DEEP_LINK_PARAM = 'suite';

const MAX_DEEP_LINK_CHARS = 2048;
/** One leading slash then no second slash or backslash (`//evil`, `/\evil` are other hosts), no controls. */
const SAME_APP_PATH = /^\/(?![/\\])[^\\\p{Cc}]*$/u;

/**
 * The path to go back to, read from the page's query (`location.search`), or null. Only a path of this app:
 * it starts with a single `/`, never `//`, a backslash or a scheme, so the page cannot be sent elsewhere.
 */
export function deepLinkTarget(search: string): string | null {
  const target = new URLSearchParams(search).get(DEEP_LINK_PARAM);
  if (target === null || target.length > MAX_DEEP_LINK_CHARS || !SAME_APP_PATH.test(target)) return null;
  return target;
}

/** The history of the window, as far as the deep link needs it. */
export interface DeepLinkWindow {
  location: { search: string; hash: string; origin: string; pathname: string };
  history: { replaceState(data: unknown, unused: string, url: string): void };
}

/**
 * At start: `/?suite=/auteurs/12#x` becomes `/auteurs/12#x` in place (no new history entry); a `suite` that is
 * not a path of this app is dropped and the app opens at its root. Only from `/`, where the web host puts it.
 */
export function followDeepLink({ location, history }: DeepLinkWindow): void {
  if (location.pathname !== '/' || !new URLSearchParams(location.search).has(DEEP_LINK_PARAM)) return;
  const target = deepLinkTarget(location.search);
  // Resolved against this origin as a last check: whatever is not of this origin opens the root.
  const url = target === null ? null : new URL(target, location.origin);
  history.replaceState(null, '', url && url.origin === location.origin ? `${url.pathname}${url.search}${url.hash || location.hash}` : '/');
}
