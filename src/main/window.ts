import { join } from 'node:path';
import { BrowserWindow, dialog, session, shell } from 'electron';
import { LEAVE_CONFIRMATION } from '../shared/messages';
import { APP_ORIGIN } from './app-protocol';
import { settings } from './settings';

/** Links of records (an author's web profiles and e-mail addresses): web pages and mail only. */
function isContentLink(url: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** One window: sandboxed, isolated, no node; navigation locked to the app; pop-ups only to allowed sites. */
export function createMainWindow(preloadDir: string, isAllowedExternal: (url: string) => boolean): BrowserWindow {
  const win = new BrowserWindow({
    ...settings.get('windowBounds'),
    minWidth: 1024,
    minHeight: 640,
    title: 'Pupitre',
    show: false,
    webPreferences: {
      preload: join(preloadDir, 'index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
    },
  });
  win.once('ready-to-show', () => win.show());
  win.on('close', () => settings.set('windowBounds', win.getBounds()));

  // Never an embedded browser: the app's own pages stay in the window; the help site, the identity provider,
  // and links that authors' records carry (web profiles, mail addresses) go to the system's handlers.
  const openOutside = (url: string): void => {
    if (isAllowedExternal(url) || isContentLink(url)) void shell.openExternal(url);
  };
  win.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin === APP_ORIGIN) return;
    event.preventDefault();
    openOutside(url);
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  // Every permission is refused but writing to the clipboard ("Copier pour Word", "Copié"), for the app only.
  const allowed = (permission: string, origin: string): boolean => permission === 'clipboard-sanitized-write' && origin === APP_ORIGIN;
  session.defaultSession.setPermissionRequestHandler((wc, permission, callback) => callback(allowed(permission, new URL(wc.getURL()).origin)));
  session.defaultSession.setPermissionCheckHandler((_wc, permission, origin) => allowed(permission, origin));

  // A screen with unsaved changes refuses to unload (beforeunload): ask with the spec's sentence.
  win.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(win, {
      type: 'question',
      buttons: ['Rester', 'Quitter la page'],
      defaultId: 0,
      cancelId: 0,
      title: 'Modifications non enregistrées',
      message: LEAVE_CONFIRMATION,
    });
    if (choice === 1) event.preventDefault();
  });

  void win.loadURL(`${APP_ORIGIN}/`);
  return win;
}
