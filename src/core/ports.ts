import type { DesktopSettings } from '../shared/domain/files';
import type { UpdateFeedSource, UpdateStatus } from '../shared/domain/updates';

/**
 * What core needs from the operating system, as small ports. Electron main and the web host each provide
 * adapters; unit tests may fake them here and nowhere else.
 */
export interface OpenExternalPort {
  /** Opens a URL in the system browser (never in an embedded window). */
  openExternal(url: string): Promise<void>;
}

/** A second window of the app on one of its paths (the desktop app), or a new tab of the browser (the web host). */
export interface AppWindowPort {
  openAppWindow(path: string): Promise<void>;
}

/** The desktop app's window printed as a PDF (A3 landscape, with the page's print stylesheet): « Planches ». */
export interface PdfPrinterPort {
  printToPdf(): Promise<Uint8Array>;
}

/** Where secrets rest between runs. Electron: safeStorage; without a real keyring: memory only. */
export interface SecretStorePort {
  /** False when the backend cannot encrypt (safeStorage 'basic_text'): secrets then live in memory only. */
  readonly persistent: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface LoggerPort {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export class MemorySecretStore implements SecretStorePort {
  readonly persistent = false;
  private readonly values = new Map<string, string>();
  get(key: string): Promise<string | null> {
    return Promise.resolve(this.values.get(key) ?? null);
  }
  set(key: string, value: string): Promise<void> {
    this.values.set(key, value);
    return Promise.resolve();
  }
  delete(key: string): Promise<void> {
    this.values.delete(key);
    return Promise.resolve();
  }
}

export const consoleLogger: LoggerPort = {
  info: (m, d) => console.info(`[pupitre] ${m}`, d ?? ''),
  warn: (m, d) => console.warn(`[pupitre] ${m}`, d ?? ''),
  error: (m, d) => console.error(`[pupitre] ${m}`, d ?? ''),
};

/** Native dialogs. The web host has none: it answers null and the configured folders are used. */
export interface DialogPort {
  chooseFolder(defaultPath: string): Promise<string | null>;
  chooseSavePath(defaultPath: string): Promise<string | null>;
}

/** Opening what was downloaded: the system's handler, the file manager, a PDF window. */
export interface FileOpenerPort {
  open(path: string): Promise<void>;
  /** Rejects NOT_ALLOWED where the host cannot show a folder (the browser). */
  showInFolder(path: string): Promise<void>;
  /** PDFs the specs open "in a new window": an app window (or the system viewer, per the settings). */
  openPdf(path: string, viewer: 'app' | 'system'): Promise<void>;
  /** Drags a checked file out of the window to the file manager; rejects NOT_ALLOWED where the host cannot (the browser). */
  startDrag(path: string): Promise<void>;
}

/** Overall download progress in the taskbar (Electron); a no-op elsewhere. null clears it. */
export interface TaskbarPort {
  setProgress(fraction: number | null): void;
}

/** System notifications (Electron's Notification); the web host has none and answers false (the page shows a toast). */
export interface NotifierPort {
  /** True when the system showed it. */
  notify(notification: { title: string; body: string }): boolean;
}

/** Where desktop settings rest: electron-store in Electron, memory in the web host. */
export interface SettingsStorePort {
  read(): Partial<DesktopSettings>;
  write(settings: DesktopSettings): void;
}

/** The app's updates (electron-updater in Electron). The web host has none. */
export interface UpdaterPort {
  status(): UpdateStatus;
  /** Where the feed comes from (the build or the administrator's policy). */
  feed(): UpdateFeedSource;
  /** Looks at the feed now (when there is one); the status after the check. */
  check(): Promise<UpdateStatus>;
  /** Quits and installs the downloaded update. */
  install(): void;
}
