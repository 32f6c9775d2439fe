import { join } from 'node:path';
import { app, BrowserWindow, shell } from 'electron';
import { createCore } from '../core/app-core';
import { isAllowedExternalUrl } from '../shared/rules/urls';
import { consoleLogger } from '../core/ports';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { serveMedia } from './media-protocol';
import { registerBridge, sendEvent } from './ipc';
import { installMenu } from './menu';
import { createDialogs, createOpener, createTaskbar } from './host-ports';
import { createSecretStore } from './secret-store';
import { createSettingsStore, settings } from './settings';
import { createMainWindow } from './window';

const HELP_URL = process.env['PUPITRE_HELP_URL'] ?? 'https://aide.pupitre.example/';

if (!app.requestSingleInstanceLock()) app.quit();
registerAppScheme();

let mainWindow: BrowserWindow | null = null;

app.on('second-instance', () => {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

void app.whenReady().then(async () => {
  const outDir = join(import.meta.dirname, '..');
  serveRenderer(join(outDir, 'renderer'));
  const core = createCore({
    apiUrl: process.env['PUPITRE_API_URL'] ?? settings.get('apiUrl'),
    helpUrl: HELP_URL,
    host: 'electron',
    version: app.getVersion(),
    logger: consoleLogger,
    secrets: createSecretStore(),
    browser: { openExternal: (url) => shell.openExternal(url) },
    profileDir: app.getPath('userData'),
    settingsStore: createSettingsStore(),
    dialogs: createDialogs(() => mainWindow),
    opener: createOpener(),
    taskbar: createTaskbar(() => mainWindow),
    emit: (name, payload) => sendEvent(mainWindow?.webContents ?? null, name, payload),
  });
  registerBridge(core.dispatch);
  serveMedia(core.media);
  installMenu(() => void shell.openExternal(HELP_URL));
  await core.start();
  const allowed = (url: string): boolean => isAllowedExternalUrl(url, [HELP_URL, core.session.current.authServerUrl]);
  mainWindow = createMainWindow(join(outDir, 'preload'), allowed);
  mainWindow.on('closed', () => (mainWindow = null));
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow(join(outDir, 'preload'), allowed);
  });
  app.on('before-quit', () => core.dispose());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
