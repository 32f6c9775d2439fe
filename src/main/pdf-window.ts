import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow } from 'electron';

/**
 * PDFs the specs open "in a new window" (placard, BAT, printer PDF): an app window showing the downloaded
 * file with Chromium's PDF viewer. Sandboxed, no preload, no node; it shows this file and nothing else.
 */
export function openPdfWindow(path: string): BrowserWindow {
  const fileUrl = pathToFileURL(path).href;
  const win = new BrowserWindow({
    width: 1100,
    height: 900,
    title: basename(path),
    autoHideMenuBar: true,
    webPreferences: {
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      // The PDF viewer is a plug-in: off by default.
      plugins: true,
      javascript: true,
      spellcheck: false,
    },
  });
  const onlyThisFile = (event: Electron.Event, url: string): void => {
    if (url.split('#')[0] !== fileUrl) event.preventDefault();
  };
  win.webContents.on('will-navigate', onlyThisFile);
  win.webContents.on('will-redirect', onlyThisFile);
  win.webContents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame && event.url.split('#')[0] !== fileUrl) event.preventDefault();
  });
  // Links inside a PDF open nothing here; the user can open the file in their own viewer instead.
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.on('page-title-updated', (event) => event.preventDefault());
  void win.loadURL(fileUrl);
  return win;
}
