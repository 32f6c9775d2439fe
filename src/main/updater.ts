import { app } from 'electron';
import electronUpdater, { type AppUpdater } from 'electron-updater';
import { redact } from '../core/log/redact';
import type { LoggerPort, UpdaterPort } from '../core/ports';
import { nothingToInstall } from '../core/updates/handlers';
import type { UpdateStatus } from '../shared/domain/updates';
import { policyFilePath, readUpdatePolicy } from './update-policy';

/** What the app uses of electron-updater's AppUpdater (its autoUpdater in the app; a real one over Node's http in tests). */
export type UpdateEngine = Pick<AppUpdater, 'autoDownload' | 'autoInstallOnAppQuit' | 'logger' | 'setFeedURL' | 'checkForUpdates' | 'quitAndInstall' | 'on'>;

/** A check at start, then this often while the app runs. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

export interface UpdaterOptions {
  logger: LoggerPort;
  onChange(status: UpdateStatus): void;
  /** electron-updater's autoUpdater unless given; created on first use only (it reads the installed app). */
  engine?: () => UpdateEngine;
  intervalMs?: number;
  /** The administrator's policy file: the system's place (policyFilePath) unless a test gives its own. */
  policyFile?: string;
}

export interface Updater extends UpdaterPort {
  dispose(): void;
}

/**
 * Updates from the build's feed (app-update.yml, which electron-updater reads when no feed is set) or the one
 * of the administrator's policy file, read once at start: never from the page or the user's settings.
 * Checked at start and every few hours, downloaded as soon as found, installed at the next quit or on request.
 * Only an installed build looks (app.isPackaged: a development run never does; the main-process tests play an
 * installed one through the fake's isPackaged).
 */
export function startUpdater({ logger, onChange, engine: makeEngine = () => electronUpdater.autoUpdater, intervalMs = UPDATE_CHECK_INTERVAL_MS, policyFile = policyFilePath() }: UpdaterOptions): Updater {
  let status: UpdateStatus = { state: 'off' };
  let engine: UpdateEngine | null = null;
  let timer: NodeJS.Timeout | null = null;
  const choice = readUpdatePolicy(policyFile);
  let looking = false;

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
    if (!looking || status.state === 'downloaded') return status;
    try {
      await getEngine().checkForUpdates();
    } catch {
      // electron-updater has emitted 'error' (the status says why) and logged it.
    }
    return status;
  }

  function start(): void {
    if (!app.isPackaged) return set({ state: 'unavailable', reason: 'development' });
    if (choice.refused) {
      // Refused as written, which may hold a user and password: masked here, whatever logger the app was given.
      logger.warn('update policy refused', redact(choice.refused.value));
      return set({ state: 'error', message: choice.refused.message });
    }
    // The build's feed needs nothing: electron-updater reads app-update.yml when no feed URL is set.
    if (choice.source.from === 'policy' && choice.source.url) getEngine().setFeedURL({ provider: 'generic', url: choice.source.url });
    looking = true;
    set({ state: 'idle' });
    void check();
    timer = setInterval(() => void check(), intervalMs);
    timer.unref();
  }

  start();

  return {
    status: () => status,
    feed: () => choice.source,
    check,
    install() {
      if (status.state !== 'downloaded' || !engine) throw nothingToInstall();
      engine.quitAndInstall();
    },
    dispose() {
      if (timer) clearInterval(timer);
    },
  };
}
