import { Notification, app, dialog, shell, type BrowserWindow } from 'electron';
import type { DialogPort, FileOpenerPort, NotifierPort, PdfPrinterPort, TaskbarPort } from '../core/ports';
import { isPdfFile } from '../core/downloads/pdf-content';
import { BridgeError } from '../shared/errors';
import { openPdfWindow } from './pdf-window';

type WindowGetter = () => BrowserWindow | null;

/** Native dialogs, attached to the main window when there is one. */
export function createDialogs(getWindow: WindowGetter): DialogPort {
  return {
    async chooseFolder(defaultPath) {
      const win = getWindow();
      const options: Electron.OpenDialogOptions = {
        title: 'Choisir un dossier',
        buttonLabel: 'Choisir',
        defaultPath,
        properties: ['openDirectory', 'createDirectory', 'promptToCreate'],
      };
      const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseSavePath(defaultPath) {
      const win = getWindow();
      const options: Electron.SaveDialogOptions = {
        title: 'Enregistrer sous',
        buttonLabel: 'Enregistrer',
        defaultPath,
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      };
      const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  };
}

/**
 * The system's handler, the file manager, or an app window for files that are PDFs by name and content; and
 * dragging a download out of the main window (core has checked the file is one that may leave).
 */
export function createOpener(getWindow: WindowGetter): FileOpenerPort {
  async function openWithSystem(path: string): Promise<void> {
    const failure = await shell.openPath(path);
    if (failure) throw new BridgeError('NOT_ALLOWED', `Impossible d’ouvrir le fichier : ${failure}`);
  }
  return {
    open: openWithSystem,
    showInFolder: (path) => {
      shell.showItemInFolder(path);
      return Promise.resolve();
    },
    openPdf: async (path, viewer) => {
      if (viewer === 'system') return openWithSystem(path);
      if (!(await isPdfFile(path))) {
        throw new BridgeError('NOT_ALLOWED', 'Ce fichier n’est pas un PDF : il ne peut pas être affiché dans la fenêtre PDF de Pupitre.');
      }
      openPdfWindow(path);
    },
    startDrag: async (path) => {
      const win = getWindow();
      if (!win || win.isDestroyed()) throw new BridgeError('NOT_ALLOWED', 'La fenêtre de Pupitre est fermée.');
      // The system's own icon of the file: what is dragged looks like what the file manager will show.
      const icon = await app.getFileIcon(path, { size: 'normal' });
      win.webContents.startDrag({ file: path, icon });
    },
  };
}

/** The main window printed as a PDF: A3 landscape (the page's print stylesheet says the same), backgrounds kept. */
export function createPdfPrinter(getWindow: WindowGetter): PdfPrinterPort {
  return {
    async printToPdf() {
      const win = getWindow();
      if (!win || win.isDestroyed()) throw new BridgeError('NOT_ALLOWED', 'La fenêtre de Pupitre est fermée.');
      const data = await win.webContents.printToPDF({ pageSize: 'A3', landscape: true, printBackground: true, preferCSSPageSize: true });
      return new Uint8Array(data);
    },
  };
}

/** Overall download progress on the main window's taskbar button (dock on macOS); -1 removes it. */
export function createTaskbar(getWindow: WindowGetter): TaskbarPort {
  return {
    setProgress(fraction) {
      const win = getWindow();
      if (!win || win.isDestroyed()) return;
      win.setProgressBar(fraction === null ? -1 : Math.min(1, Math.max(0, fraction)));
    },
  };
}

/**
 * System notifications (a placard or printer PDF ready or failed). Clicking one brings the main window back;
 * where the system has none, the page shows a toast instead.
 */
export function createNotifier(getWindow: WindowGetter): NotifierPort {
  return {
    notify({ title, body }) {
      if (!Notification.isSupported()) return false;
      const notification = new Notification({ title, body, silent: false });
      notification.on('click', () => {
        const win = getWindow();
        if (!win || win.isDestroyed()) return;
        if (win.isMinimized()) win.restore();
        win.focus();
      });
      notification.show();
      return true;
    },
  };
}
