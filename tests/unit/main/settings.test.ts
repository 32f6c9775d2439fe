import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsStore, openSettings } from '../../../src/main/settings';
import { app, BrowserWindow } from '../../support/fake-electron';
import { startApp } from './harness';

const settingsFile = (): Record<string, unknown> => JSON.parse(readFileSync(join(app.getPath('userData'), 'settings.json'), 'utf8')) as Record<string, unknown>;

describe('desktop settings (src/main/settings.ts over the real electron-store)', () => {
  it('starts from the defaults, with the system Downloads folder until one is chosen', () => {
    const store = createSettingsStore(openSettings());
    expect(store.read()).toEqual({ downloadDir: app.getPath('downloads'), askWhereToSave: false, pdfViewer: 'app', watchedFolder: null, theme: 'system', updateFeedUrl: null });
  });

  it('writes settings.json in the profile, read back by the next run; tokens never go there', () => {
    const chosen = { downloadDir: '/srv/telechargements', askWhereToSave: true, pdfViewer: 'system', watchedFolder: '/srv/depot', theme: 'dark', updateFeedUrl: 'https://maj.example/pupitre/' } as const;
    createSettingsStore(openSettings()).write(chosen);
    expect(settingsFile()).toMatchObject({ ...chosen, apiUrl: 'http://127.0.0.1:4310' });
    expect(createSettingsStore(openSettings()).read()).toEqual(chosen);
    expect(JSON.stringify(settingsFile())).not.toMatch(/token|jeton/i);
  });

  it('keeps the window’s bounds when it closes, for the next window', async () => {
    const { window } = await startApp();
    window.setBounds({ x: 40, y: 30, width: 1280, height: 800 });
    window.close();
    expect(settingsFile()['windowBounds']).toEqual({ x: 40, y: 30, width: 1280, height: 800 });
    app.emit('activate');
    const [next] = BrowserWindow.getAllWindows();
    expect(next?.options).toMatchObject({ x: 40, y: 30, width: 1280, height: 800 });
  });
});
