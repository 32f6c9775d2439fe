import type { DesktopSettings } from '../shared/domain/files';
import { BridgeError } from '../shared/errors';
import type { DialogPort, FileOpenerPort, NotifierPort, SettingsStorePort, TaskbarPort } from '../core/ports';

/**
 * The web host's settings: in memory, starting from DOWNLOAD_DIR. A browser tab has no native dialogs, so
 * "Demander où enregistrer chaque fichier" cannot be honoured: the store keeps it off whatever is written,
 * and every download goes to the configured folder (where the end-to-end tests find it).
 */
export class WebSettingsStore implements SettingsStorePort {
  private values: Partial<DesktopSettings>;
  constructor(downloadDir: string) {
    this.values = { downloadDir, askWhereToSave: false };
  }
  read(): Partial<DesktopSettings> {
    return { ...this.values, askWhereToSave: false };
  }
  write(settings: DesktopSettings): void {
    this.values = { ...settings, askWhereToSave: false };
  }
}

/** No native dialog: null. With askWhereToSave forced off, core only asks from settings.chooseDownloadDir. */
export const webDialogs: DialogPort = {
  chooseFolder: () => Promise.resolve(null),
  chooseSavePath: () => Promise.resolve(null),
};

export const noTaskbar: TaskbarPort = { setProgress: () => undefined };

/** A browser page has no system notifications here: the page shows a toast for each notice. */
export const noNotifier: NotifierPort = { notify: () => false };

export interface WebOpenerOptions {
  /** The path under which the web host serves a downloaded file (`/files/{itemId}`), or null. */
  fileUrl(path: string): Promise<string | null>;
  /** Asks the page to open a URL in a new tab; false when no page is there to do it. */
  openInPage(url: string): boolean;
}

/** Files open in a new tab of the browser, from the web host's own file route; no file manager. */
export function createWebOpener({ fileUrl, openInPage }: WebOpenerOptions): FileOpenerPort {
  async function openInTab(path: string): Promise<void> {
    const url = await fileUrl(path);
    if (!url) throw new BridgeError('NOT_FOUND', 'Ce fichier n’a pas été téléchargé par Pupitre.');
    if (!openInPage(url)) throw new BridgeError('NOT_ALLOWED', 'Aucune page Pupitre ouverte pour afficher le fichier.');
  }
  return {
    open: openInTab,
    openPdf: (path) => openInTab(path),
    showInFolder: () => Promise.reject(new BridgeError('NOT_ALLOWED', 'Indisponible dans le navigateur.')),
    startDrag: () => Promise.reject(new BridgeError('NOT_ALLOWED', 'Indisponible dans le navigateur.')),
  };
}
