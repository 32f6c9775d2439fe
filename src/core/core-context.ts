import type { AppConfig, EventName, EventPayload } from '../shared/contract';
import type { Session } from './auth/session';
import type { BackOfficeExtensions } from './http/extensions';
import type { RestClient } from './http/rest-client';
import type { AppWindowPort, DialogPort, FileOpenerPort, LoggerPort, NotifierPort, OpenExternalPort, PdfPrinterPort, SecretStorePort, SettingsStorePort, TaskbarPort, UpdaterPort } from './ports';

/** What the host (Electron main or the web host) gives core: configuration and OS ports. */
export interface HostOptions {
  apiUrl: string;
  helpUrl: string;
  host: AppConfig['host'];
  version: string;
  /** The user's profile folder (Electron userData): offline cache and drafts live below it. */
  profileDir: string;
  browser: OpenExternalPort;
  secrets: SecretStorePort;
  logger: LoggerPort;
  dialogs: DialogPort;
  opener: FileOpenerPort;
  taskbar: TaskbarPort;
  notifier: NotifierPort;
  settingsStore: SettingsStorePort;
  /** Opening a record beside the page ("Aperçu" of the editor); absent (test beds), it is refused. */
  windows?: AppWindowPort;
  /** The desktop app prints its window as a PDF; absent (the web host prints from the browser), it is refused. */
  printer?: PdfPrinterPort;
  /** The desktop app's updater; absent in the web host (and test beds), whose status is then `unavailable`. */
  updater?: UpdaterPort;
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  loginTimeoutMs?: number;
  /**
   * Web host only: the folder WATCH_DIR names, which "Choisir le dossier surveillé" takes (a browser has no
   * folder dialog). The desktop app asks with its native dialog.
   */
  watchDir?: string;
  /** Tuning of the watched folder (tests): how long a file must stay still, how soon a failed one is tried again. */
  watchFolder?: { stableMs?: number; retryMs?: number };
  /** How often core reads a publication whose placard or printer PDF it watches (default 2,000 ms). */
  processPollMs?: number;
}

/** What every area of core receives: the host's ports plus the session and the REST client. */
export interface CoreContext extends HostOptions {
  session: Session;
  /** Authenticated REST client (bearer from the session, offline cache for reads). */
  rest: RestClient;
  /** What the back-office offers beyond the specs, asked once. */
  extensions: BackOfficeExtensions;
}
