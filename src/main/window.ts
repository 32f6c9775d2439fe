import { join } from 'node:path';
import { BrowserWindow, session, shell } from 'electron';
import { APP_ORIGIN } from './app-protocol';
import { settings } from './settings';

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

  win.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== APP_ORIGIN) event.preventDefault();
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  void win.loadURL(`${APP_ORIGIN}/`);
  return win;
}
