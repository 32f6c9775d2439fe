import type { Session, WebContents } from 'electron';
import { isAppUrl } from './app-protocol';
import { openOutside, type AllowedSites } from './external';

/**
 * Every web contents, whatever creates it: no pop-up window and no <webview>. A window that needs pop-ups
 * (the main window, for links) replaces the window-open handler with its own, which still denies.
 */
export function denyByDefault(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/**
 * The main window never becomes a browser: its frames stay on app://pupitre; a link to an allowed site or a
 * record's link goes to the system's handler instead; window.open always denies (and may open outside).
 */
export function keepInApp(contents: WebContents, allowedSites: AllowedSites): void {
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    openOutside(event.url, allowedSites());
  });
  // Sub-frames and server redirects never leave the app either; they open nothing outside.
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url, allowedSites());
    return { action: 'deny' };
  });
}

/** Only "Copier pour Word" and "Copié" need a permission: clipboard writes, from the app's own pages. */
function allowed(permission: string, url: string | undefined): boolean {
  return permission === 'clipboard-sanitized-write' && url !== undefined && isAppUrl(url);
}

/** Every other permission (camera, notifications, geolocation, clipboard read...) is refused, in every window. */
export function installPermissionHandlers(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(allowed(permission, details.requestingUrl)));
  session.setPermissionCheckHandler(
    (_contents, permission, requestingOrigin, details) =>
      allowed(permission, requestingOrigin) && (details.embeddingOrigin === undefined || isAppUrl(details.embeddingOrigin)),
  );
}
