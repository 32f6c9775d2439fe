import { describe, expect, it } from 'vitest';
import { shell } from '../../support/fake-electron';
import { HELP_URL, startApp } from './harness';

/** Never to the system: files, shares, application schemes, script. */
const HOSTILE = ['file:///etc/passwd', 'smb://x/y', 'ms-msdt:/id PCWDiagnostic /skip force', 'javascript:alert(document.cookie)', 'app://evil/index.html', 'data:text/html,<b>x</b>'];

describe('main window (src/main/window.ts, guards.ts)', () => {
  it('is sandboxed and isolated, without node, webview, insecure content, experimental or auxclick features', async () => {
    const { window } = await startApp();
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(window.options.webPreferences?.enableBlinkFeatures).toBeUndefined();
    expect(window.options.title).toBe('Pupitre');
  });

  describe('will-navigate', () => {
    it('keeps the app’s own pages in the window', async () => {
      const { window } = await startApp();
      expect(window.webContents.navigate('app://pupitre/auteurs')).toBe(true);
      expect(window.webContents.navigate('app://pupitre/auteurs/12?onglet=images')).toBe(true);
      expect(window.webContents.getURL()).toBe('app://pupitre/auteurs/12?onglet=images');
      expect(shell.openedExternal).toEqual([]);
    });

    it('sends the help site and a record’s links to the system browser, never into the window', async () => {
      const { window } = await startApp();
      expect(window.webContents.navigate(`${HELP_URL}auteurs.html`)).toBe(false);
      expect(window.webContents.navigate('https://www.linkedin.com/in/auteur')).toBe(false);
      expect(window.webContents.navigate('mailto:auteur@example.fr')).toBe(false);
      expect(shell.openedExternal).toEqual([`${HELP_URL}auteurs.html`, 'https://www.linkedin.com/in/auteur', 'mailto:auteur@example.fr']);
      expect(window.webContents.getURL()).toBe('app://pupitre/');
    });

    it.each(HOSTILE)('blocks %s and opens nothing', async (url) => {
      const { window } = await startApp();
      expect(window.webContents.navigate(url)).toBe(false);
      expect(shell.openedExternal).toEqual([]);
    });
  });

  it('will-redirect and will-frame-navigate (sub-frames) stay on app://pupitre and open nothing', async () => {
    const { window } = await startApp();
    expect(window.webContents.redirect('app://pupitre/index.html')).toBe(true);
    expect(window.webContents.redirect('https://evil.example/')).toBe(false);
    expect(window.webContents.navigateSubFrame('app://pupitre/apercu.html')).toBe(true);
    expect(window.webContents.navigateSubFrame('https://evil.example/')).toBe(false);
    expect(window.webContents.navigateSubFrame('file:///etc/passwd')).toBe(false);
    expect(shell.openedExternal).toEqual([]);
  });

  describe('window.open (setWindowOpenHandler)', () => {
    it('always denies a window; an allowed site or a record’s link opens in the system’s handler', async () => {
      const { window, core } = await startApp();
      expect(window.webContents.openWindow(`${HELP_URL}page`)).toEqual({ action: 'deny' });
      expect(window.webContents.openWindow('https://auteur.example.org/')).toEqual({ action: 'deny' });
      expect(window.webContents.openWindow('mailto:auteur@example.fr')).toEqual({ action: 'deny' });
      expect(shell.openedExternal).toEqual([`${HELP_URL}page`, 'https://auteur.example.org/', 'mailto:auteur@example.fr']);
      expect(core.session.current.authServerUrl).toBeNull();
    });

    it.each(HOSTILE)('denies %s and opens nothing', async (url) => {
      const { window } = await startApp();
      expect(window.webContents.openWindow(url)).toEqual({ action: 'deny' });
      expect(shell.openedExternal).toEqual([]);
    });
  });

  it('refuses a <webview> in the app page', async () => {
    const { window } = await startApp();
    expect(window.webContents.attachWebview('https://evil.example/')).toBe(false);
  });
});
