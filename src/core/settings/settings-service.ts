import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { DesktopSettings } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import { settingsPatch } from '../../shared/schemas';
import type { SettingsStorePort } from '../ports';

/**
 * A change of settings inside core. The bridge's patch (settingsPatch) has no downloadDir nor watchFolder: core
 * sets those folders itself, from the native folder dialog (settings.chooseDownloadDir, watchFolder.choose).
 */
export type SettingsPatch = z.output<typeof settingsPatch> & { downloadDir?: string; watchFolder?: string | null };

/** A stored folder (downloads, watched folder): an absolute path of reasonable length. */
const storedFolder = z.string().min(1).max(4096).refine(isAbsolute);

export interface SystemFolders {
  env?: NodeJS.ProcessEnv;
  home?: string;
  platform?: NodeJS.Platform;
}

/**
 * The system Downloads folder: `~/Downloads`, or on Linux the XDG user directory when XDG_DOWNLOAD_DIR is
 * set (`$HOME/Téléchargements` on a French desktop). Electron hosts may pass app.getPath('downloads') instead.
 */
export function systemDownloadDir({ env = process.env, home = homedir(), platform = process.platform }: SystemFolders = {}): string {
  const xdg = platform === 'linux' ? env['XDG_DOWNLOAD_DIR']?.trim() : undefined;
  if (xdg) {
    const expanded = xdg.replace(/^"(.*)"$/, '$1').replace(/^(\$HOME|\$\{HOME\}|~)(?=\/|$)/, home);
    if (isAbsolute(expanded)) return resolve(expanded);
  }
  return join(home, 'Downloads');
}

export function defaultSettings(folders: SystemFolders = {}): DesktopSettings {
  return { downloadDir: systemDownloadDir(folders), askWhereToSave: false, pdfViewer: 'app', theme: 'system', watchFolder: null };
}

export interface SettingsService {
  /** The stored settings over the defaults; whatever is invalid in the store is ignored. */
  get(): DesktopSettings;
  /** Validates and stores a patch (downloadDir: from the folder dialog only); answers the settings as stored. */
  update(patch: SettingsPatch): DesktopSettings;
  /** The download folder, created if missing. */
  ensureDownloadDir(): Promise<string>;
}

/** Only what passes the contract's schema, key by key: a hand-edited settings file cannot break the app. */
function sanitiseStored(stored: Partial<DesktopSettings>): Partial<DesktopSettings> {
  const out: Partial<DesktopSettings> = {};
  const { askWhereToSave, pdfViewer, theme } = settingsPatch.shape;
  const dir = storedFolder.safeParse(stored.downloadDir);
  if (dir.success) out.downloadDir = dir.data;
  const watched = storedFolder.nullable().safeParse(stored.watchFolder);
  if (watched.success) out.watchFolder = watched.data;
  const ask = askWhereToSave.safeParse(stored.askWhereToSave);
  if (ask.success && ask.data !== undefined) out.askWhereToSave = ask.data;
  const viewer = pdfViewer.safeParse(stored.pdfViewer);
  if (viewer.success && viewer.data !== undefined) out.pdfViewer = viewer.data;
  const chosenTheme = theme.safeParse(stored.theme);
  if (chosenTheme.success && chosenTheme.data !== undefined) out.theme = chosenTheme.data;
  return out;
}

/** Desktop settings over the host's store (electron-store in Electron, memory in the web host). */
export function createSettingsService(store: SettingsStorePort, defaults: DesktopSettings = defaultSettings()): SettingsService {
  function get(): DesktopSettings {
    let stored: Partial<DesktopSettings> = {};
    try {
      stored = sanitiseStored(store.read());
    } catch {
      // an unreadable store: the defaults
    }
    return { ...defaults, ...stored };
  }

  return {
    get,
    update(patch) {
      const next = { ...get() };
      if (patch.downloadDir !== undefined) {
        if (!storedFolder.safeParse(patch.downloadDir).success) throw new BridgeError('INVALID_ARGUMENT', 'Le dossier de téléchargement doit être un chemin absolu.');
        next.downloadDir = resolve(patch.downloadDir);
      }
      if (patch.watchFolder !== undefined) {
        if (patch.watchFolder !== null && !storedFolder.safeParse(patch.watchFolder).success) {
          throw new BridgeError('INVALID_ARGUMENT', 'Le dossier surveillé doit être un chemin absolu.');
        }
        next.watchFolder = patch.watchFolder === null ? null : resolve(patch.watchFolder);
      }
      if (patch.askWhereToSave !== undefined) next.askWhereToSave = patch.askWhereToSave;
      if (patch.pdfViewer !== undefined) next.pdfViewer = patch.pdfViewer;
      if (patch.theme !== undefined) next.theme = patch.theme;
      store.write(next);
      return get();
    },
    async ensureDownloadDir() {
      const dir = get().downloadDir;
      try {
        await mkdir(dir, { recursive: true });
      } catch {
        throw new BridgeError('NOT_ALLOWED', `Le dossier de téléchargement est inaccessible : ${dir}`);
      }
      return dir;
    },
  };
}

/** A store in memory (web host, tests). */
export class MemorySettingsStore implements SettingsStorePort {
  private values: Partial<DesktopSettings>;
  constructor(initial: Partial<DesktopSettings> = {}) {
    this.values = { ...initial };
  }
  read(): Partial<DesktopSettings> {
    return { ...this.values };
  }
  write(settings: DesktopSettings): void {
    this.values = { ...settings };
  }
}
