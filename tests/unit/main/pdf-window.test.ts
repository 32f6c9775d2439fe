import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOpener } from '../../../src/main/host-ports';
import { app, BrowserWindow, shell } from '../../support/fake-electron';

const PDF = '%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n';

describe('PDF window (src/main/pdf-window.ts, host-ports.ts openPdf)', () => {
  let dir: string;
  beforeEach(() => {
    app.emitReady();
    dir = app.getPath('downloads');
  });
  const file = (name: string, content: string): string => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('opens a sandboxed window without node or preload, showing the PDF file and nothing else', async () => {
    const path = file('Placard BJS 12.pdf', PDF);
    await createOpener(() => null).openPdf(path, 'app');
    const [win] = BrowserWindow.getAllWindows();
    const fileUrl = pathToFileURL(path).href;
    expect(win?.webContents.loaded).toEqual([fileUrl]);
    expect(win?.options.title).toBe('Placard BJS 12.pdf');
    expect(win?.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(win?.options.webPreferences?.preload).toBeUndefined();
    expect(win?.options.webPreferences?.enableBlinkFeatures).toBeUndefined();
    const contents = win?.webContents;
    expect(contents?.navigate(`${fileUrl}#page=2`)).toBe(true);
    expect(contents?.navigate(pathToFileURL(join(dir, 'autre.pdf')).href)).toBe(false);
    expect(contents?.navigate('file:///etc/passwd')).toBe(false);
    expect(contents?.navigate('https://evil.example/')).toBe(false);
    expect(contents?.redirect('https://evil.example/')).toBe(false);
    expect(contents?.openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(shell.openedExternal).toEqual([]);
  });

  it.each([
    ['an XHTML page', 'page.xht', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
    ['an HTML page named .pdf', 'faux.pdf', '<!doctype html><script>alert(1)</script>'],
    ['an XML file', 'donnees.xml', '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['a PDF not named .pdf', 'placard.html', PDF],
  ])('refuses %s with NOT_ALLOWED and a French message, opening no window', async (_label, name, content) => {
    await expect(createOpener(() => null).openPdf(file(name, content), 'app')).rejects.toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Ce fichier n’est pas un PDF : il ne peut pas être affiché dans la fenêtre PDF de Pupitre.',
    });
    expect(BrowserWindow.getAllWindows()).toEqual([]);
  });

  it('refuses a file that does not exist', async () => {
    await expect(createOpener(() => null).openPdf(join(dir, 'absent.pdf'), 'app')).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    expect(BrowserWindow.getAllWindows()).toEqual([]);
  });

  it('hands the file to the system viewer when the settings say so', async () => {
    const path = file('bat.pdf', PDF);
    await createOpener(() => null).openPdf(path, 'system');
    expect(shell.openedPaths).toEqual([path]);
    expect(BrowserWindow.getAllWindows()).toEqual([]);
  });

  it('says so, in French, when the system cannot open a file', async () => {
    shell.openPathResult = 'Aucune application associée';
    await expect(createOpener(() => null).open(file('export.csv', 'a;b'))).rejects.toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Impossible d’ouvrir le fichier : Aucune application associée',
    });
  });
});
