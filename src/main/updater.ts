import { app } from 'electron';
import electronUpdater, { type AppUpdater } from 'electron-updater';
import { redact } from '../shared/log/redact';
import type { LoggerPort, UpdaterPort } from '../core/ports';
import { nothingToInstall } from '../core/updates/handlers';
import type { UpdateStatus } from '../shared/domain/updates';
import { UPDATE_PUBLIC_KEY } from './update-key';
import { policyFilePath, readUpdatePolicy } from './update-policy';
import { signatureOf, verifyUpdateFile, type SignatureCheck } from './update-signature';

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
  /** The publisher's Ed25519 public key (PEM): the built-in one unless a test gives its own. */
  publicKey?: string;
}

/** Why a downloaded update is not installed, in French. */
function refusal(version: string, reason: Exclude<SignatureCheck, { ok: true }>['reason']): string {
  return reason === 'missing'
    ? `La version ${version} n’est pas signée par l’éditeur : elle ne sera pas installée.`
    : `La signature de la version ${version} n’est pas celle de l’éditeur : elle ne sera pas installée.`;
}

export interface Updater extends UpdaterPort {
  dispose(): void;
}

/**
 * Updates from the build's feed (app-update.yml, which electron-updater reads when no feed is set) or the one
 * of the administrator's policy file, read once at start: never from the page or the user's settings.
 * Checked at start and every few hours, downloaded as soon as found; installed at the next quit or on request
 * only once the file's Ed25519 signature is checked against the publisher's key (src/main/update-signature.ts):
 * electron-updater's own check is only the sha512 that the same feed gives.
 * Only an installed build looks (app.isPackaged: a development run never does; the main-process tests play an
 * installed one through the fake's isPackaged).
 */
export function startUpdater({ logger, onChange, engine: makeEngine = () => electronUpdater.autoUpdater, intervalMs = UPDATE_CHECK_INTERVAL_MS, policyFile = policyFilePath(), publicKey = UPDATE_PUBLIC_KEY }: UpdaterOptions): Updater {
  let status: UpdateStatus = { state: 'off' };
  let engine: UpdateEngine | null = null;
  let timer: NodeJS.Timeout | null = null;
  const choice = readUpdatePolicy(policyFile);
  let looking = false;
  /** The version whose file was found signed by the publisher: the only one install() may install. */
  let verified: string | null = null;

  const set = (next: UpdateStatus): void => {
    status = next;
    onChange(next);
  };

  function getEngine(): UpdateEngine {
    if (engine) return engine;
    const created = makeEngine();
    created.logger = logger;
    created.autoDownload = true;
    // Off until the signature is checked: electron-updater would otherwise install whatever the feed served.
    created.autoInstallOnAppQuit = false;
    created.on('checking-for-update', () => set({ state: 'checking' }));
    created.on('update-not-available', () => set({ state: 'upToDate', checkedAt: new Date().toISOString() }));
    created.on('update-available', (info) => set({ state: 'available', version: info.version }));
    created.on('update-downloaded', (event) => {
      // Runs before electron-updater decides on installing at quit, which it does only if this sets the flag.
      const checked = verifyUpdateFile(event.downloadedFile, signatureOf(event.files, event.downloadedFile), publicKey);
      if (!checked.ok) {
        created.autoInstallOnAppQuit = false;
        logger.error(`update refused: signature ${checked.reason}`, { version: event.version, file: event.downloadedFile });
        return set({ state: 'error', message: refusal(event.version, checked.reason) });
      }
      verified = event.version;
      created.autoInstallOnAppQuit = true;
      set({ state: 'downloaded', version: event.version });
    });
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
      if (status.state !== 'downloaded' || status.version !== verified || !engine) throw nothingToInstall();
      engine.quitAndInstall();
    },
    dispose() {
      if (timer) clearInterval(timer);
    },
  };
}
