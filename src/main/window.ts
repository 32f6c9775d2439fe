import { join } from 'node:path';
import { BrowserWindow, dialog, screen, type WebContents } from 'electron';
import { LEAVE_CONFIRMATION } from '../shared/messages';
import { APP_ORIGIN } from './app-protocol';
import { reloadAfterCrash } from './crash-reload';
import type { AllowedSites } from './external';
import { keepInApp } from './guards';
import type { SettingsFile } from './settings';
import { showSpellingMenu } from './spellcheck';
import { restoredBounds } from './window-state';

export interface MainWindowOptions {
  /** out/preload: the bundled CommonJS preload (sandbox: true needs it). */
  preloadDir: string;
  settings: SettingsFile;
  allowedSites: AllowedSites;
  /** The app path the window opens on (a deep link the app was launched with); the root otherwise. */
  initialPath?: string;
  /**
   * The main window keeps its size and position for the next start; a second window (a record's preview,
   * app.openPreview) neither takes nor leaves them.
   */
  remember?: boolean;
}

export const LEAVE_BUTTONS = ['Rester', 'Quitter la page'] as const;

/** A screen with unsaved changes refuses to unload (beforeunload): ask with the spec's sentence. */
function confirmUnload(win: BrowserWindow, contents: WebContents): void {
  contents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(win, {
      type: 'question',
      buttons: [...LEAVE_BUTTONS],
      defaultId: 0,
      cancelId: 0,
      title: 'Modifications non enregistrées',
      message: LEAVE_CONFIRMATION,
    });
    // preventDefault here overrides the page's refusal: the page unloads.
    if (LEAVE_BUTTONS[choice] === 'Quitter la page') event.preventDefault();
  });
}

/** One window: sandboxed, isolated, no node; navigation locked to the app; pop-ups only to allowed sites. */
export function createMainWindow({ preloadDir, settings, allowedSites, initialPath = '/', remember = true }: MainWindowOptions): BrowserWindow {
  const win = new BrowserWindow({
    ...(remember
      ? restoredBounds(
          settings.get('windowBounds'),
          screen.getAllDisplays().map((display) => display.workArea),
        )
      : {}),
    minWidth: 1024,
    minHeight: 640,
    title: 'Pupitre',
    show: false,
    webPreferences: {
      preload: join(preloadDir, 'index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // No auxclick event: a middle click is one more way to open a new window (Electronegativity AUXCLICK).
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true,
    },
  });
  if (remember && settings.get('windowMaximized')) win.maximize();
  win.once('ready-to-show', () => win.show());
  // A maximised window keeps the bounds it returns to: the next start opens maximised over them.
  if (remember) win.on('close', () => settings.set({ windowBounds: win.getNormalBounds(), windowMaximized: win.isMaximized() }));
  keepInApp(win.webContents, allowedSites);
  confirmUnload(win, win.webContents);
  reloadAfterCrash(win.webContents);
  showSpellingMenu(win.webContents);
  void win.loadURL(`${APP_ORIGIN}${initialPath}`);
  return win;
}
