import { describe, expect, it } from 'vitest';
import { session } from '../../support/fake-electron';
import { startApp } from './harness';

const permissions = session.defaultSession;

describe('session permission handlers (src/main/guards.ts)', () => {
  it('grants clipboard writes ("Copier pour Word") to the app’s own page, by request and by check', async () => {
    const { window } = await startApp();
    expect(await permissions.requestPermission('clipboard-sanitized-write', 'app://pupitre/auteurs/12', window.webContents)).toBe(true);
    expect(permissions.checkPermission('clipboard-sanitized-write', 'app://pupitre')).toBe(true);
  });

  it.each(['https://evil.example/', 'file:///tmp/placard.pdf', 'app://evil/', 'http://127.0.0.1:4320/', 'null', ''])(
    'refuses clipboard writes to %j',
    async (url) => {
      await startApp();
      expect(await permissions.requestPermission('clipboard-sanitized-write', url)).toBe(false);
      expect(permissions.checkPermission('clipboard-sanitized-write', url)).toBe(false);
    },
  );

  it('refuses a cross-origin frame embedded in the app page', async () => {
    await startApp();
    expect(permissions.checkPermission('clipboard-sanitized-write', 'https://evil.example', 'app://pupitre')).toBe(false);
    expect(permissions.checkPermission('clipboard-sanitized-write', 'app://pupitre', 'https://evil.example')).toBe(false);
  });

  it.each(['clipboard-read', 'media', 'geolocation', 'notifications', 'openExternal', 'fileSystem', 'hid', 'usb', 'serial', 'fullscreen', 'unknown'])(
    'refuses %s even to the app’s own page',
    async (permission) => {
      const { window } = await startApp();
      expect(await permissions.requestPermission(permission, 'app://pupitre/index.html', window.webContents)).toBe(false);
      expect(permissions.checkPermission(permission, 'app://pupitre')).toBe(false);
    },
  );
});
