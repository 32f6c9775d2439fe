import { describe, expect, it } from 'vitest';
import type { BrowserWindow as ElectronWindow } from 'electron';
import { createDialogs, createOpener, createPdfPrinter, createTaskbar } from '../../../src/main/host-ports';
import { BrowserWindow, dialog, shell } from '../../support/fake-electron';

/** src/main is typed against Electron; the fake window stands in for it at run time. */
const asElectron = (win: BrowserWindow | null): ElectronWindow | null => win as unknown as ElectronWindow | null;

describe('native dialogs, file manager and taskbar (src/main/host-ports.ts)', () => {
  it('asks for a folder in French, attached to the window; a cancelled dialog changes nothing', async () => {
    const win = new BrowserWindow();
    const dialogs = createDialogs(() => asElectron(win));
    expect(await dialogs.chooseFolder('/home/redaction/Téléchargements')).toBeNull();
    dialog.openDialogResult = { canceled: false, filePaths: ['/srv/placards'] };
    expect(await dialogs.chooseFolder('/home/redaction/Téléchargements')).toBe('/srv/placards');
    expect(dialog.openDialogs[0]).toMatchObject({ title: 'Choisir un dossier', buttonLabel: 'Choisir', defaultPath: '/home/redaction/Téléchargements' });
  });

  it('asks where to save in French, and works without a window', async () => {
    const dialogs = createDialogs(() => null);
    dialog.saveDialogResult = { canceled: false, filePath: '/srv/export.csv' };
    expect(await dialogs.chooseSavePath('export.csv')).toBe('/srv/export.csv');
    expect(dialog.saveDialogs[0]).toMatchObject({ title: 'Enregistrer sous', buttonLabel: 'Enregistrer', defaultPath: 'export.csv' });
  });

  it('shows a file in the file manager', async () => {
    await createOpener(() => null).showInFolder('/srv/placards/bjs.pdf');
    expect(shell.shownInFolder).toEqual(['/srv/placards/bjs.pdf']);
  });

  it('drags a file out of the window with the system’s icon of it; refused once the window is gone', async () => {
    const win = new BrowserWindow();
    const opener = createOpener(() => asElectron(win));
    await opener.startDrag('/home/redaction/Téléchargements/placard-12.pdf');
    expect(win.webContents.dragged).toEqual([
      { file: '/home/redaction/Téléchargements/placard-12.pdf', icon: { iconOf: '/home/redaction/Téléchargements/placard-12.pdf' } },
    ]);
    win.close();
    await expect(opener.startDrag('/home/redaction/Téléchargements/placard-12.pdf')).rejects.toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'La fenêtre de Pupitre est fermée.',
    });
    await expect(createOpener(() => null).startDrag('/tmp/x.pdf')).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
  });

  it('shows download progress on the taskbar, bounded, and removes it with null; nothing once the window is gone', () => {
    const win = new BrowserWindow();
    const taskbar = createTaskbar(() => asElectron(win));
    taskbar.setProgress(0.4);
    expect(win.progress).toBe(0.4);
    taskbar.setProgress(7);
    expect(win.progress).toBe(1);
    taskbar.setProgress(null);
    expect(win.progress).toBe(-1);
    win.close();
    expect(() => taskbar.setProgress(0.5)).not.toThrow();
    expect(win.progress).toBe(-1);
  });

  it('prints the main window as an A3 landscape PDF (« Planches »); refused once the window is gone', async () => {
    const win = new BrowserWindow();
    const printer = createPdfPrinter(() => asElectron(win));
    const bytes = await printer.printToPdf();
    expect(Buffer.from(bytes).toString()).toBe('%PDF-1.7 planches');
    expect(win.webContents.printed).toEqual([{ pageSize: 'A3', landscape: true, printBackground: true, preferCSSPageSize: true }]);
    win.close();
    await expect(printer.printToPdf()).rejects.toMatchObject({ code: 'NOT_ALLOWED', message: 'La fenêtre de Pupitre est fermée.' });
  });
});
