import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsStore, openSettings } from '../../../src/main/settings';
import { restoredBounds } from '../../../src/main/window-state';
import { app, BrowserWindow, screen, type FakeBrowserWindow } from '../../support/fake-electron';
import { startApp } from './harness';

const settingsFile = (): Record<string, unknown> => JSON.parse(readFileSync(join(app.getPath('userData'), 'settings.json'), 'utf8')) as Record<string, unknown>;

describe('desktop settings (src/main/settings.ts over the real electron-store)', () => {
  it('starts from the defaults, with the system Downloads folder until one is chosen', () => {
    const store = createSettingsStore(openSettings());
    expect(store.read()).toEqual({ downloadDir: app.getPath('downloads'), askWhereToSave: false, pdfViewer: 'app', theme: 'system', watchFolder: null });
  });

  it('writes settings.json in the profile, read back by the next run; tokens never go there', () => {
    const chosen = { downloadDir: '/srv/telechargements', askWhereToSave: true, pdfViewer: 'system', theme: 'dark', watchFolder: '/srv/depot' } as const;
    createSettingsStore(openSettings()).write(chosen);
    expect(settingsFile()).toMatchObject({ ...chosen, apiUrl: 'http://127.0.0.1:4310' });
    expect(createSettingsStore(openSettings()).read()).toEqual(chosen);
    expect(JSON.stringify(settingsFile())).not.toMatch(/token|jeton/i);
  });

  it('restores the window maximised, over the bounds it returns to', async () => {
    const { window } = await startApp();
    window.setBounds({ x: 100, y: 80, width: 1200, height: 760 });
    window.maximize();
    window.close();
    expect(settingsFile()).toMatchObject({ windowBounds: { x: 100, y: 80, width: 1200, height: 760 }, windowMaximized: true });
    app.emit('activate');
    const [next] = BrowserWindow.getAllWindows() as FakeBrowserWindow[];
    expect(next?.options).toMatchObject({ x: 100, y: 80, width: 1200, height: 760 });
    expect(next?.isMaximized()).toBe(true);
  });

  it('opens centred when the last bounds lie on a display that is gone', async () => {
    const { window } = await startApp();
    window.setBounds({ x: 2500, y: 100, width: 1200, height: 760 });
    window.close();
    screen.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }];
    app.emit('activate');
    const [next] = BrowserWindow.getAllWindows();
    expect(next?.options).toMatchObject({ width: 1200, height: 760 });
    expect(next?.options.x).toBeUndefined();
  });

  it('keeps bounds that show enough of the window on some display (100 px at least)', () => {
    const screens = [
      { x: 0, y: 0, width: 1920, height: 1080 },
      { x: 1920, y: 0, width: 1280, height: 1024 },
    ];
    expect(restoredBounds({ x: 2000, y: 50, width: 800, height: 600 }, screens)).toEqual({ x: 2000, y: 50, width: 800, height: 600 });
    expect(restoredBounds({ x: 1850, y: 50, width: 800, height: 600 }, screens)).toEqual({ x: 1850, y: 50, width: 800, height: 600 });
    expect(restoredBounds({ x: 3150, y: 50, width: 800, height: 600 }, screens)).toEqual({ width: 800, height: 600 });
    expect(restoredBounds({ x: 100, y: 1030, width: 800, height: 600 }, screens)).toEqual({ width: 800, height: 600 });
    expect(restoredBounds({ width: 800, height: 600 }, screens)).toEqual({ width: 800, height: 600 });
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
