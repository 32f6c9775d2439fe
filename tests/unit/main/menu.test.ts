import { describe, expect, it } from 'vitest';
import { app, BrowserWindow, Menu } from '../../support/fake-electron';
import { IPC_EVENT_PREFIX } from '../../../src/shared/contract';
import { startApp } from './harness';

describe('the application menu (src/main/menu.ts)', () => {
  it('is in French, with the usual roles; reload and the developer tools only in development', async () => {
    await startApp();
    const menu = Menu.getApplicationMenu();
    expect(menu?.template.map((item) => item.label)).toEqual(expect.arrayContaining(['Fichier', 'Édition', 'Affichage', 'Aide']));
    expect(menu?.find('Copier')?.role).toBe('copy');
    expect(menu?.find('Coller')?.role).toBe('paste');
    expect(menu?.find('Zoom avant')?.role).toBe('zoomIn');
    expect(menu?.find('Recharger')?.role).toBe('reload');
    expect(menu?.find('Outils de développement')?.role).toBe('toggleDevTools');
  });

  it('has no reload nor developer tools in the installed app', async () => {
    app.isPackaged = true;
    await startApp();
    const menu = Menu.getApplicationMenu();
    expect(menu?.find('Recharger')).toBeUndefined();
    expect(menu?.find('Outils de développement')).toBeUndefined();
    expect(menu?.find('Zoom avant')?.role).toBe('zoomIn');
  });

  it('has "Fichier": quick search, save and settings with their shortcuts, then Quitter', async () => {
    await startApp();
    const menu = Menu.getApplicationMenu();
    const file = menu?.find('Fichier')?.submenu;
    if (!Array.isArray(file)) throw new Error('"Fichier" has a submenu');
    expect(file.map((item) => [item.label ?? item.type, item.accelerator])).toEqual([
      ['Recherche rapide…', 'CmdOrCtrl+K'],
      ['Enregistrer', 'CmdOrCtrl+S'],
      ['Paramètres…', 'CmdOrCtrl+,'],
      ['separator', undefined],
      ['Quitter', undefined],
    ]);
    expect(menu?.find('Quitter')?.role).toBe('quit');
  });

  it('sends the chosen command to the page of the focused window only', async () => {
    const { window } = await startApp();
    const other = new BrowserWindow();
    const commands = (win: { webContents: { sent: { channel: string; args: unknown[] }[] } }) =>
      win.webContents.sent.filter((m) => m.channel === `${IPC_EVENT_PREFIX}app.menuCommand`).map((m) => m.args[0]);
    const menu = Menu.getApplicationMenu();
    // No window has the focus: nothing is sent, nothing throws.
    menu?.click('Enregistrer');
    window.focus();
    menu?.click('Enregistrer');
    menu?.click('Recherche rapide…');
    menu?.click('Paramètres…');
    expect(commands(window)).toEqual([{ command: 'save' }, { command: 'quickSearch' }, { command: 'settings' }]);
    expect(commands(other)).toEqual([]);
    other.focus();
    window.focused = false;
    menu?.click('Enregistrer');
    expect(commands(other)).toEqual([{ command: 'save' }]);
    expect(commands(window)).toHaveLength(3);
  });
});
