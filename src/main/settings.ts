import { app } from 'electron';
import Store from 'electron-store';
import type { SettingsStorePort } from '../core/ports';
import type { DesktopSettings, ThemeChoice } from '../shared/domain/files';

/** Desktop settings (design.md): server URL, window bounds, downloads. Tokens never go here. */
export interface Settings {
  apiUrl: string;
  windowBounds: { x?: number; y?: number; width: number; height: number };
  /** Whether the window was maximised when it closed (its bounds are then the ones it returns to). */
  windowMaximized: boolean;
  /** Unset until the user picks one: the system Downloads folder then. */
  downloadDir?: string;
  askWhereToSave: boolean;
  pdfViewer: 'app' | 'system';
  theme: ThemeChoice;
  /** The watched import folder; null or unset: off. */
  watchFolder?: string | null;
}

export type SettingsFile = Store<Settings>;

/** The settings file in the user's profile (userData/settings.json), opened once at startup. */
export function openSettings(): SettingsFile {
  return new Store<Settings>({
    name: 'settings',
    defaults: { apiUrl: 'http://127.0.0.1:4310', windowBounds: { width: 1440, height: 900 }, windowMaximized: false, askWhereToSave: false, pdfViewer: 'app', theme: 'system' },
  });
}

/** Core's settings port over electron-store; core validates what it reads (a hand-edited file cannot break it). */
export function createSettingsStore(settings: SettingsFile): SettingsStorePort {
  return {
    read: (): Partial<DesktopSettings> => ({
      // The OS's own Downloads folder (known-folder redirection on Windows, XDG on Linux) when none is chosen.
      downloadDir: settings.get('downloadDir') ?? app.getPath('downloads'),
      askWhereToSave: settings.get('askWhereToSave'),
      pdfViewer: settings.get('pdfViewer'),
      theme: settings.get('theme'),
      watchFolder: settings.get('watchFolder') ?? null,
    }),
    write: (value) => {
      settings.set({
        downloadDir: value.downloadDir,
        askWhereToSave: value.askWhereToSave,
        pdfViewer: value.pdfViewer,
        theme: value.theme,
        watchFolder: value.watchFolder,
      });
    },
  };
}
