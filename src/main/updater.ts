import { app } from 'electron';
import electronUpdater, { type AppUpdater } from 'electron-updater';
import { redact } from '../shared/log/redact';
import type { LoggerPort, UpdaterPort } from '../core/ports';
import { nothingToInstall } from '../core/updates/handlers';
import type { UpdateStatus } from '../shared/domain/updates';
import { UPDATE_PUBLIC_KEY } from './update-key';
import type { FeedChoice } from './update-policy';
import { checkDownloadedUpdate, fileMatches, updateChannel, type ManifestFile, type UpdateRefusal } from './update-manifest';

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
  /** The feed: the build's, or the one of the administrator's policy (src/main/update-policy.ts). */
  feed: FeedChoice;
  /** The publisher's Ed25519 public key (PEM): the built-in one unless a test gives its own. */
  publicKey?: string;
}

/** Why a downloaded update is not installed, in French ('changed': its file changed in the cache since it was checked). */
function refusal(version: string, reason: UpdateRefusal | 'changed'): string {
  const messages: Record<UpdateRefusal | 'changed', string> = {
    name: `Le fichier de la version ${version} porte un nom refusé : elle ne sera pas installée.`,
    missing: `La version ${version} n’est pas signée par l’éditeur : elle ne sera pas installée.`,
    mismatch: `La signature de la version ${version} n’est pas celle de l’éditeur : elle ne sera pas installée.`,
    channel: `La version ${version} n’est pas signée pour ce canal de mises à jour : elle ne sera pas installée.`,
    version: `La version ${version} n’est pas une version plus récente signée par l’éditeur : elle ne sera pas installée.`,
    file: `Le fichier de la version ${version} n’est pas celui que l’éditeur a signé : elle ne sera pas installée.`,
    changed: `Le fichier de la version ${version} a changé depuis son téléchargement : elle ne sera pas installée.`,
  };
  return messages[reason];
}

export interface Updater extends UpdaterPort {
  dispose(): void;
}

/**
 * Updates from the build's feed (app-update.yml, which electron-updater reads when no feed is set) or the one
 * of the administrator's policy, read once at start: never from the page or the user's settings.
 * Checked at start and every few hours, downloaded as soon as found; installed at the next quit or on request
 * only once the release's manifest, signed with the publisher's Ed25519 key, lists the file's name and bytes for
 * this version and channel (src/main/update-manifest.ts): electron-updater's own check is only the sha512 that
 * the same feed gives. The file waits in a cache the user can write: its bytes are checked again right before
 * it installs (at quit, or on request).
 * Only an installed build looks (app.isPackaged: a development run never does; the main-process tests play an
 * installed one through the fake's isPackaged).
 */
export function startUpdater({ logger, onChange, engine: makeEngine = () => electronUpdater.autoUpdater, intervalMs = UPDATE_CHECK_INTERVAL_MS, feed: choice, publicKey = UPDATE_PUBLIC_KEY }: UpdaterOptions): Updater {
  let status: UpdateStatus = { state: 'off' };
  let engine: UpdateEngine | null = null;
  let timer: NodeJS.Timeout | null = null;
  let looking = false;
  /** The update found signed, and its manifest entry: the only one install() may install, checked again then. */
  let pending: { version: string; file: string; entry: ManifestFile } | null = null;

  const set = (next: UpdateStatus): void => {
    status = next;
    onChange(next);
  };

  const refuse = (version: string, file: string, reason: UpdateRefusal | 'changed'): void => {
    if (engine) engine.autoInstallOnAppQuit = false;
    pending = null;
    logger.error(`update refused: ${reason}`, { version, file });
    set({ state: 'error', message: refusal(version, reason) });
  };

  /** Whether the pending file still holds the signed bytes; if not, the update is dropped. */
  function stillSigned(): boolean {
    if (!pending) return false;
    if (fileMatches(pending.entry, pending.file)) return true;
    refuse(pending.version, pending.file, 'changed');
    return false;
  }

  function getEngine(): UpdateEngine {
    if (engine) return engine;
    const created = makeEngine();
    created.logger = logger;
    created.autoDownload = true;
    // Off until the signed manifest is checked: electron-updater would otherwise install whatever the feed served.
    created.autoInstallOnAppQuit = false;
    created.on('checking-for-update', () => set({ state: 'checking' }));
    created.on('update-not-available', () => set({ state: 'upToDate', checkedAt: new Date().toISOString() }));
    created.on('update-available', (info) => set({ state: 'available', version: info.version }));
    created.on('update-downloaded', (event) => {
      // Runs before electron-updater decides on installing at quit, which it does only if this sets the flag.
      const checked = checkDownloadedUpdate(event, { publicKeyPem: publicKey, currentVersion: app.getVersion(), channel: updateChannel() });
      if (!checked.ok) return refuse(event.version, event.downloadedFile, checked.reason);
      pending = { version: event.version, file: event.downloadedFile, entry: checked.file };
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
    // 'will-quit' comes before 'quit', where electron-updater installs: the file is checked again first.
    app.on('will-quit', stillSigned);
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
      if (status.state !== 'downloaded' || status.version !== pending?.version || !engine || !stillSigned()) throw nothingToInstall();
      engine.quitAndInstall();
    },
    dispose() {
      if (timer) clearInterval(timer);
    },
  };
}
