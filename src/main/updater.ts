import { app } from 'electron';
import electronUpdater, { type AppUpdater } from 'electron-updater';
import { redact } from '../core/log/redact';
import type { LoggerPort, UpdaterPort } from '../core/ports';
import { nothingToInstall } from '../core/updates/handlers';
import type { UpdateStatus } from '../shared/domain/updates';
import { updateFeedUrl } from '../shared/schemas';
import type { SettingsFile } from './settings';

/** What the app uses of electron-updater's AppUpdater (its autoUpdater in the app; a real one over Node's http in tests). */
export type UpdateEngine = Pick<AppUpdater, 'autoDownload' | 'autoInstallOnAppQuit' | 'logger' | 'setFeedURL' | 'checkForUpdates' | 'quitAndInstall' | 'on'>;

/** A check at start, then this often while the app runs. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

export interface UpdaterOptions {
  settings: SettingsFile;
  logger: LoggerPort;
  onChange(status: UpdateStatus): void;
  /** electron-updater's autoUpdater unless given; created on first use only (it reads the installed app). */
  engine?: () => UpdateEngine;
  intervalMs?: number;
}

export interface Updater extends UpdaterPort {
  dispose(): void;
}

/**
 * Updates from the feed of the settings (`updateFeedUrl`, none by default): checked at start and every few
 * hours, downloaded as soon as found, installed at the next quit or on request. Only an installed build looks
 * (app.isPackaged: a development run never does; the main-process tests play an installed one through the
 * fake's isPackaged). The address is checked again here, not only by the settings page: a hand-edited
 * settings file cannot point the app at a plain-http feed.
 */
export function startUpdater({ settings, logger, onChange, engine: makeEngine = () => electronUpdater.autoUpdater, intervalMs = UPDATE_CHECK_INTERVAL_MS }: UpdaterOptions): Updater {
  let status: UpdateStatus = { state: 'off' };
  let engine: UpdateEngine | null = null;
  let feed: string | null = null;
  let timer: NodeJS.Timeout | null = null;

  const set = (next: UpdateStatus): void => {
    status = next;
    onChange(next);
  };

  function getEngine(): UpdateEngine {
    if (engine) return engine;
    const created = makeEngine();
    created.logger = logger;
    created.autoDownload = true;
    created.autoInstallOnAppQuit = true;
    created.on('checking-for-update', () => set({ state: 'checking' }));
    created.on('update-not-available', () => set({ state: 'upToDate', checkedAt: new Date().toISOString() }));
    created.on('update-available', (info) => set({ state: 'available', version: info.version }));
    created.on('update-downloaded', (info) => set({ state: 'downloaded', version: info.version }));
    created.on('error', (error) => set({ state: 'error', message: `La mise à jour a échoué : ${error.message}` }));
    engine = created;
    return created;
  }

  async function check(): Promise<UpdateStatus> {
    // Once downloaded, the update waits for the next start: looking again would only download it again.
    if (!feed || status.state === 'downloaded') return status;
    try {
      await getEngine().checkForUpdates();
    } catch {
      // electron-updater has emitted 'error' (the status says why) and logged it.
    }
    return status;
  }

  function configure(): void {
    if (timer) clearInterval(timer);
    timer = null;
    feed = null;
    if (!app.isPackaged) return set({ state: 'unavailable', reason: 'development' });
    const stored = updateFeedUrl.safeParse(settings.get('updateFeedUrl') ?? null);
    if (!stored.success) {
      // Refused as typed, which may hold a user and password: masked here, whatever logger the app was given.
      logger.warn('update feed refused', redact(settings.get('updateFeedUrl')));
      return set({ state: 'error', message: stored.error.issues.map((issue) => issue.message).join(' ') });
    }
    if (stored.data === null) return set({ state: 'off' });
    feed = stored.data;
    getEngine().setFeedURL({ provider: 'generic', url: feed });
    set({ state: 'idle' });
    void check();
    timer = setInterval(() => void check(), intervalMs);
    timer.unref();
  }

  configure();
  const stopFollowing = settings.onDidChange('updateFeedUrl', configure);

  return {
    status: () => status,
    check,
    install() {
      if (status.state !== 'downloaded' || !engine) throw nothingToInstall();
      engine.quitAndInstall();
    },
    dispose() {
      stopFollowing();
      if (timer) clearInterval(timer);
    },
  };
}
