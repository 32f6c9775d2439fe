import { describe, expect, it } from 'vitest';
import { createBrowserPort, openOutside } from '../../../src/main/external';
import { ipcMain, shell } from '../../support/fake-electron';
import { startApp } from './harness';

const HOSTILE = ['file:///etc/passwd', 'smb://x/y', 'ms-msdt:/id PCWDiagnostic', 'javascript:alert(1)', 'http://idp.example/auth', 'https://user:pass@idp.example/'];

describe('external URLs from main (src/main/external.ts)', () => {
  it('core’s openExternal port opens a secure web page (the login page)', async () => {
    const port = createBrowserPort();
    await port.openExternal('https://idp.example/realms/pupitre/protocol/openid-connect/auth?client_id=pupitre');
    await port.openExternal('http://127.0.0.1:4310/realms/pupitre/protocol/openid-connect/auth');
    expect(shell.openedExternal).toHaveLength(2);
  });

  it.each(HOSTILE)('core’s openExternal port refuses %s with NOT_ALLOWED: it never reaches the system', async (url) => {
    await expect(createBrowserPort().openExternal(url)).rejects.toMatchObject({ code: 'NOT_ALLOWED', message: 'Cette adresse externe n’est pas autorisée.' });
    expect(shell.openedExternal).toEqual([]);
  });

  it('startup gives core the checked port (an authorization URL from a discovery document cannot be file:)', async () => {
    const { hostOptions } = await startApp();
    await expect(hostOptions.browser.openExternal('file:///etc/passwd')).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    expect(shell.openedExternal).toEqual([]);
  });

  it('app.openExternal through IPC opens only the allowed sites', async () => {
    const { window } = await startApp();
    const frame = window.webContents.mainFrame;
    expect(await ipcMain.invoke('pupitre:invoke:app.openExternal', frame, ['https://aide.pupitre.example/raccourcis'])).toEqual({ ok: true });
    expect(await ipcMain.invoke('pupitre:invoke:app.openExternal', frame, ['https://evil.example/'])).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(shell.openedExternal).toEqual(['https://aide.pupitre.example/raccourcis']);
  });

  it('a record’s link: web pages and mail addresses only', () => {
    expect(openOutside('https://www.example.org/auteur', [])).toBe(true);
    expect(openOutside('mailto:auteur@example.fr', [])).toBe(true);
    expect(openOutside('mailto:?body=x', [])).toBe(false);
    for (const url of HOSTILE.slice(0, 4)) expect(openOutside(url, [])).toBe(false);
    expect(shell.openedExternal).toEqual(['https://www.example.org/auteur', 'mailto:auteur@example.fr']);
  });
});
