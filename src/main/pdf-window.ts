import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow } from 'electron';

/**
 * PDFs the specs open "in a new window" (placard, BAT, printer PDF): an app window showing the downloaded
 * file with Chromium's PDF viewer. Sandboxed, no preload, no node; it shows this file and nothing else.
 * Callers check first that the file is a PDF by content (host-ports): the viewer needs JavaScript on, so an
 * HTML or XHTML file here would run its script.
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
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      // The PDF viewer is a plug-in: off by default.
      plugins: true,
      javascript: true,
      spellcheck: false,
    },
  });
  const isThisFile = (url: string): boolean => url.split('#')[0] === fileUrl;
  win.webContents.on('will-navigate', (event) => {
    if (!isThisFile(event.url)) event.preventDefault();
  });
  win.webContents.on('will-redirect', (event) => {
    if (!isThisFile(event.url)) event.preventDefault();
  });
  // The viewer's own frames (the plug-in's) are sub-frames: only the top frame is held to the file.
  win.webContents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame && !isThisFile(event.url)) event.preventDefault();
  });
  // Links inside a PDF open nothing here; the user can open the file in their own viewer instead.
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.on('page-title-updated', (event) => event.preventDefault());
  void win.loadURL(fileUrl);
  return win;
}
