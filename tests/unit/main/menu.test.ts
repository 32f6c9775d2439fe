import { describe, expect, it } from 'vitest';
import { app, Menu } from '../../support/fake-electron';
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
});
