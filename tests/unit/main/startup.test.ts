import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_PREFIX, IPC_INVOKE_PREFIX, METHOD_NAMES } from '../../../src/shared/contract';
import type { ConnectivityState } from '../../../src/shared/domain/files';
import { startDesktopApp } from '../../../src/main/app';
import { createSecretStore } from '../../../src/main/secret-store';
import { MAX_PREVIEW_WINDOWS } from '../../../src/main/preview-windows';
import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, session, shell } from '../../support/fake-electron';
import { appFrame, HELP_URL, makeOutDir, silentLogger, startApp, UNREACHABLE_API } from './harness';

describe('desktop startup (src/main/app.ts, run for real)', () => {
  it('quits at once, and installs nothing, when another instance holds the lock', async () => {
    app.singleInstanceLock = false;
    const desktop = startDesktopApp({ outDir: makeOutDir(), env: {}, logger: silentLogger });
    app.emitReady();
    expect(await desktop.ready).toBe(false);
    expect(app.quitCalls).toBe(1);
    expect(protocol.privileged).toEqual([]);
    expect(ipcMain.channels()).toEqual([]);
    expect(BrowserWindow.getAllWindows()).toEqual([]);
  });

  it('registers app:// and pupitre-media:// as privileged schemes before ready (the fake throws after)', () => {
    startDesktopApp({ outDir: makeOutDir(), env: { PUPITRE_API_URL: UNREACHABLE_API }, logger: silentLogger });
    expect(app.isReady()).toBe(false);
    expect(protocol.privileged).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
      { scheme: 'pupitre-media', privileges: { standard: true, secure: true } },
    ]);
    // Nothing that needs ready has run yet.
    expect(ipcMain.channels()).toEqual([]);
  });

  it('once ready: both protocol handlers, one IPC handler per contract method, the menu, permission handlers, one window', async () => {
    const { window, outDir } = await startApp();
    expect(protocol.isProtocolHandled('app')).toBe(true);
    expect(protocol.isProtocolHandled('pupitre-media')).toBe(true);
    expect(ipcMain.channels().sort()).toEqual(METHOD_NAMES.map((name) => IPC_INVOKE_PREFIX + name).sort());
    expect(session.defaultSession.hasPermissionHandlers).toBe(true);
    const menu = Menu.getApplicationMenu();
    expect(menu?.template.map((item) => item.label)).toEqual(expect.arrayContaining(['Fichier', 'Édition', 'Affichage', 'Fenêtre', 'Aide']));
    expect(BrowserWindow.getAllWindows()).toEqual([window]);
    expect(window.webContents.loaded).toEqual(['app://pupitre/']);
    expect(window.options.webPreferences?.preload).toBe(`${outDir}/preload/index.cjs`);
  });

  it('starts the real core on an unreachable server without hanging, and answers app.getConfig through IPC', async () => {
    const { window } = await startApp();
    const answer = await ipcMain.invoke(`${IPC_INVOKE_PREFIX}app.getConfig`, window.webContents.mainFrame, []);
    expect(answer).toEqual({ ok: true, value: { apiUrl: UNREACHABLE_API, helpUrl: HELP_URL, host: 'electron', version: '0.1.0-test' } });
  });

  it('does not hang either when a stored refresh token makes start() try the unreachable server', async () => {
    await createSecretStore().set('refreshToken', 'jeton-de-rafraichissement');
    const started = Date.now();
    const { core } = await startApp();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(core.session.current.status).not.toBe('signedIn');
  });

  it('reads the server address from the settings file when PUPITRE_API_URL is unset', async () => {
    const { hostOptions } = await startApp({ PUPITRE_HELP_URL: HELP_URL });
    expect(hostOptions.apiUrl).toBe('http://127.0.0.1:4310');
    expect(hostOptions.host).toBe('electron');
    expect(hostOptions.profileDir).toBe(app.getPath('userData'));
  });

  it('sends core events to the window, and nothing once it is closed', async () => {
    const { window, hostOptions } = await startApp();
    const state: ConnectivityState = { online: false, cachedAt: null };
    hostOptions.emit('connectivity.changed', state);
    expect(window.webContents.sent).toEqual([{ channel: `${IPC_EVENT_PREFIX}connectivity.changed`, args: [state] }]);
    window.close();
    expect(() => hostOptions.emit('connectivity.changed', state)).not.toThrow();
  });

  it('gives core the system notifications: a placard notice is shown, and its click brings the main window back', async () => {
    const { window, hostOptions } = await startApp();
    window.minimize();
    expect(hostOptions.notifier.notify({ title: 'Placard prêt', body: 'Le placard de la publication BJS_2025_4 est prêt.' })).toBe(true);
    expect(Notification.shown.map((n) => n.options.title)).toEqual(['Placard prêt']);
    Notification.shown[0]?.emit('click');
    expect(window.isMinimized()).toBe(false);
    expect(window.focused).toBe(true);
  });

  it('a second launch brings the window back; closing the last window quits (not on macOS); activate reopens one', async () => {
    const { desktop, window } = await startApp();
    window.minimize();
    app.emit('second-instance');
    expect(window.isMinimized()).toBe(false);
    expect(window.focused).toBe(true);

    window.close();
    expect(desktop.mainWindow).toBeNull();
    app.emit('window-all-closed');
    expect(app.quitCalls).toBe(process.platform === 'darwin' ? 0 : 1);
    app.emit('activate');
    expect(BrowserWindow.getAllWindows()).toHaveLength(1);
    expect(desktop.mainWindow).toBe(BrowserWindow.getAllWindows()[0]);
  });

  it('disposes core on before-quit', async () => {
    const { core } = await startApp();
    const dispose = vi.spyOn(core, 'dispose');
    app.quit();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('"Aide en ligne de Pupitre" opens the help site, and only a secure web address', async () => {
    await startApp();
    Menu.getApplicationMenu()?.click('Aide en ligne de Pupitre');
    expect(shell.openedExternal).toEqual([HELP_URL]);
  });

  it.each(['file:///etc/passwd', 'smb://serveur/partage', 'http://aide.example/'])('a help URL set to %s opens nothing', async (helpUrl) => {
    await startApp({ PUPITRE_API_URL: UNREACHABLE_API, PUPITRE_HELP_URL: helpUrl });
    Menu.getApplicationMenu()?.click('Aide en ligne de Pupitre');
    expect(shell.openedExternal).toEqual([]);
  });

  it('any other web contents gets no pop-up window and no <webview> (web-contents-created)', async () => {
    await startApp();
    const other = new BrowserWindow();
    expect(other.webContents.openWindow('https://aide.pupitre.example/')).toEqual({ action: 'deny' });
    expect(other.webContents.attachWebview('https://evil.example/')).toBe(false);
    expect(shell.openedExternal).toEqual([]);
  });

  it('« Aperçu » of the editor (app.openPreview): a second window of the app on the record view, checked sender and arguments (issue 25)', async () => {
    const { window, hostOptions } = await startApp();
    const OPEN = `${IPC_INVOKE_PREFIX}app.openPreview`;
    expect(await ipcMain.invoke(OPEN, appFrame('/articles/12/modifier'), ['article', 12])).toEqual({ ok: true });
    const preview = BrowserWindow.getAllWindows().find((w) => w !== window);
    expect(preview?.webContents.loaded).toEqual(['app://pupitre/articles/12?mode=fullscreen']);
    // Sandboxed and isolated like the main window, with the same preload; the main window is untouched.
    expect(preview?.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(window.webContents.loaded).toEqual(['app://pupitre/']);
    // Core's events reach it too (the session, the downloads).
    const state: ConnectivityState = { online: true, cachedAt: null };
    hostOptions.emit('connectivity.changed', state);
    expect(preview?.webContents.sent).toEqual([{ channel: `${IPC_EVENT_PREFIX}connectivity.changed`, args: [state] }]);
    expect(await ipcMain.invoke(OPEN, appFrame(), ['bundle', 7])).toEqual({ ok: true });
    expect(BrowserWindow.getAllWindows().at(-1)?.webContents.loaded).toEqual(['app://pupitre/lots/7?mode=fullscreen']);
    const count = BrowserWindow.getAllWindows().length;

    // Anything but a kind and a record id is refused before core; a page elsewhere is not heard at all.
    for (const args of [['auteur', 3], ['article', '../../etc'], ['article', -1], ['article', 12, 'https://evil.example/']]) {
      expect(await ipcMain.invoke(OPEN, appFrame(), args)).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    }
    const elsewhere = appFrame();
    elsewhere.navigate('https://evil.example/page');
    expect(await ipcMain.invoke(OPEN, elsewhere, ['article', 12])).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(BrowserWindow.getAllWindows()).toHaveLength(count);
  });

  it('« Planches » saved as a PDF (app.savePdf): main prints the main window A3 landscape, then saves where the dialog says (issue 36)', async () => {
    const { window } = await startApp();
    const SAVE = `${IPC_INVOKE_PREFIX}app.savePdf`;
    const path = join(await mkdtemp(join(tmpdir(), 'pupitre-planches-')), 'planches-GDP_2025_3.pdf');
    dialog.saveDialogResult = { canceled: false, filePath: path };
    expect(await ipcMain.invoke(SAVE, appFrame('/publications/3/organiser?vue=planches'), ['planches-GDP_2025_3.pdf'])).toEqual({ ok: true, value: path });
    expect(window.webContents.printed).toEqual([{ pageSize: 'A3', landscape: true, printBackground: true, preferCSSPageSize: true }]);
    expect(await readFile(path, 'utf8')).toBe('%PDF-1.7 planches');
    expect(dialog.saveDialogs.at(-1)?.defaultPath).toMatch(/planches-GDP_2025_3\.pdf$/);
    // A name that is not a PDF's file name never reaches core.
    expect(await ipcMain.invoke(SAVE, appFrame(), ['../../etc/passwd'])).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('« Aperçu » brings back the window of a record already open, and opens no more than the cap', async () => {
    const { window } = await startApp();
    const OPEN = `${IPC_INVOKE_PREFIX}app.openPreview`;
    const previews = () => BrowserWindow.getAllWindows().filter((w) => w !== window);
    expect(await ipcMain.invoke(OPEN, appFrame(), ['article', 12])).toEqual({ ok: true });
    const first = previews()[0];
    first?.minimize();
    expect(await ipcMain.invoke(OPEN, appFrame(), ['article', 12])).toEqual({ ok: true });
    expect(previews()).toEqual([first]);
    expect(first).toMatchObject({ minimized: false, focused: true });

    for (let id = 13; id < 12 + MAX_PREVIEW_WINDOWS; id += 1) expect(await ipcMain.invoke(OPEN, appFrame(), ['article', id])).toEqual({ ok: true });
    expect(previews()).toHaveLength(MAX_PREVIEW_WINDOWS);
    expect(await ipcMain.invoke(OPEN, appFrame(), ['article', 99])).toEqual({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: `${MAX_PREVIEW_WINDOWS} aperçus sont déjà ouverts : fermez-en un pour en ouvrir un autre.` },
    });
    expect(previews()).toHaveLength(MAX_PREVIEW_WINDOWS);
    // A closed one makes room, and its record opens afresh.
    first?.close();
    expect(await ipcMain.invoke(OPEN, appFrame(), ['article', 99])).toEqual({ ok: true });
    expect(await ipcMain.invoke(OPEN, appFrame(), ['article', 12])).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(previews().at(-1)?.webContents.loaded).toEqual(['app://pupitre/articles/99?mode=fullscreen']);
  });

  it('the app page calls through the real IPC handler and dispatcher', async () => {
    const { dispatch } = await startApp();
    expect(await ipcMain.invoke(`${IPC_INVOKE_PREFIX}auth.getState`, appFrame(), [])).toMatchObject({ ok: true, value: { status: 'signedOut' } });
    expect(dispatch).toHaveBeenCalledWith('auth.getState', []);
  });
});
