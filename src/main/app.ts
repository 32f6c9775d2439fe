import { join } from 'node:path';
import { app, BrowserWindow, session } from 'electron';
import { createCore as createRealCore, type Core, type HostOptions } from '../core/app-core';
import { consoleLogger, type LoggerPort } from '../core/ports';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { createBrowserPort, openAllowedSite } from './external';
import { denyByDefault, installPermissionHandlers } from './guards';
import { createDialogs, createNotifier, createOpener, createPdfPrinter, createTaskbar } from './host-ports';
import { registerBridge, sendEvent } from './ipc';
import { serveMedia } from './media-protocol';
import { installMenu } from './menu';
import { createSecretStore } from './secret-store';
import { createSettingsStore, openSettings } from './settings';
import { deepLinkInArguments, deepLinkPath, DEEP_LINK_SCHEME } from '../shared/rules/deep-link';
import { followThemeSetting } from './theme';
import { startUpdater, type UpdateEngine } from './updater';
import { dictionarySource, installSpellChecker } from './spellcheck';
import { placeName, policyPlace, readPolicy, type PolicyPlace } from './policy-file';
import { updateFeedChoice } from './update-policy';
import { createMainWindow } from './window';
import { previewWindows } from './preview-windows';

export const DEFAULT_HELP_URL = 'https://aide.pupitre.example/';

export interface DesktopAppOptions {
  /** The build's out/ folder: renderer/ and preload/ sit below it. */
  outDir: string;
  /** Where PUPITRE_API_URL and PUPITRE_HELP_URL are read: process.env in the app. */
  env: Readonly<Record<string, string | undefined>>;
  /** The process's arguments, where the system puts a pupitre:// link the app is launched with. */
  argv?: readonly string[];
  /** Core's factory: the real one unless a test wraps it. */
  createCore?: (options: HostOptions) => Core;
  logger?: LoggerPort;
  /** electron-updater's autoUpdater unless a test gives its own. */
  updateEngine?: () => UpdateEngine;
  /** Where the administrator's policy is read (updates, spell checker): the system's place unless a test gives its own. */
  policyPlace?: PolicyPlace;
  /** The publisher's update-signing public key (PEM): the built-in one unless a test gives its own. */
  updatePublicKey?: string;
}

export interface DesktopApp {
  /** Settles once the main window is open; false when another instance runs (this one then quits). */
  readonly ready: Promise<boolean>;
  readonly mainWindow: BrowserWindow | null;
  readonly core: Core | null;
}

/**
 * The desktop app's lifecycle: one instance, the app's schemes, core behind the contract's IPC handlers, the
 * menu, then the window. src/main/index.ts only calls this; tests run it against a faked electron module.
 */
export function startDesktopApp(options: DesktopAppOptions): DesktopApp {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { ready: Promise.resolve(false), mainWindow: null, core: null };
  }
  // Before ready: the first page must load from standard, secure app:// and pupitre-media:// schemes.
  registerAppScheme();
  const helpUrl = options.env['PUPITRE_HELP_URL'] ?? DEFAULT_HELP_URL;
  const settings = openSettings();
  let mainWindow: BrowserWindow | null = null;
  let core: Core | null = null;

  // A pupitre:// link opens its record: at launch the window opens on it; later (a second launch hands its
  // arguments over, macOS sends open-url) the page is told and goes there, after sign-in if need be.
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  let pendingPath = deepLinkInArguments(options.argv ?? process.argv);
  const openDeepLink = (path: string | null) => {
    if (!path) return;
    if (!mainWindow) {
      pendingPath = path;
      return;
    }
    sendEvent(mainWindow.webContents, 'app.deepLink', { path });
  };
  app.on('second-instance', (_event, argv: string[] = []) => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    openDeepLink(deepLinkInArguments(argv));
  });
  app.on('open-url', (event, url: string) => {
    event.preventDefault();
    openDeepLink(deepLinkPath(url));
  });
  app.on('web-contents-created', (_event, contents) => denyByDefault(contents));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  const ready = app.whenReady().then(async () => {
    const outDir = options.outDir;
    serveRenderer(join(outDir, 'renderer'));
    installPermissionHandlers(session.defaultSession);
    followThemeSetting(settings);
    const logger = options.logger ?? consoleLogger;
    const place = options.policyPlace ?? policyPlace();
    const policy = readPolicy(place);
    const dictionaries = dictionarySource(policy);
    if (dictionaries.from === 'off' && dictionaries.refused) logger.warn('spell checker policy refused: spell checking off', dictionaries.refused);
    installSpellChecker(session.defaultSession, dictionaries);
    // Every window of the app hears core (a preview window follows the session too).
    // Second windows of the app: records opened beside the page ("Aperçu" of the editor, app.openPreview).
    // The path comes from core (previewPath of a kind and an id the contract checked): an app path only.
    const previews = previewWindows((path) =>
      createMainWindow({ preloadDir: join(outDir, 'preload'), settings, allowedSites: () => [helpUrl, core?.session.current.authServerUrl ?? null], initialPath: path, remember: false }),
    );
    const emit: HostOptions['emit'] = (name, payload) => {
      sendEvent(mainWindow?.webContents ?? null, name, payload);
      for (const preview of previews.all()) sendEvent(preview.webContents, name, payload);
    };
    logger.info(`Pupitre ${app.getVersion()} starting`);
    const updater = startUpdater({
      logger,
      onChange: (status) => emit('updates.changed', status),
      ...(options.updateEngine ? { engine: options.updateEngine } : {}),
      feed: updateFeedChoice(policy, placeName(place)),
      ...(options.updatePublicKey ? { publicKey: options.updatePublicKey } : {}),
    });
    const started = (options.createCore ?? createRealCore)({
      apiUrl: options.env['PUPITRE_API_URL'] ?? settings.get('apiUrl'),
      helpUrl,
      host: 'electron',
      version: app.getVersion(),
      logger,
      secrets: createSecretStore(),
      browser: createBrowserPort(),
      profileDir: app.getPath('userData'),
      settingsStore: createSettingsStore(settings),
      dialogs: createDialogs(() => mainWindow),
      opener: createOpener(() => mainWindow),
      taskbar: createTaskbar(() => mainWindow),
      notifier: createNotifier(() => mainWindow),
      windows: { openAppWindow: (path) => previews.open(path) },
      printer: createPdfPrinter(() => mainWindow),
      updater,
      emit,
    });
    core = started;
    registerBridge(started.dispatch);
    serveMedia(started.media);
    installMenu(() => {
      openAllowedSite(helpUrl, [helpUrl]);
    });
    app.on('before-quit', () => {
      started.dispose();
      updater.dispose();
    });
    await started.start();

    // Read at each use: the identity provider is known once a sign-in has begun.
    const allowedSites = (): readonly (string | null)[] => [helpUrl, started.session.current.authServerUrl];
    const openWindow = (): void => {
      const win = createMainWindow({ preloadDir: join(outDir, 'preload'), settings, allowedSites, initialPath: pendingPath ?? '/' });
      pendingPath = null;
      win.on('closed', () => {
        if (mainWindow === win) mainWindow = null;
      });
      mainWindow = win;
    };
    openWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
    return true;
  });

  return {
    ready,
    get mainWindow() {
      return mainWindow;
    },
    get core() {
      return core;
    },
  };
}
