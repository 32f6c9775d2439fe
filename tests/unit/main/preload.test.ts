import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dispatch } from '../../../src/core/bridge/dispatcher';
import type { RawBridge } from '../../../src/shared/contract';
import { registerAppScheme } from '../../../src/main/app-protocol';
import { registerBridge } from '../../../src/main/ipc';
import { app, contextBridge, FakeFrame, ipcRenderer } from '../../support/fake-electron';
import { appFrame } from './harness';

/** The preload runs once, at import, as in a renderer: what it exposed is kept for every test. */
let exposedKeys: string[] = [];
let bridge: RawBridge;

beforeAll(async () => {
  await import('../../../src/preload/index');
  exposedKeys = [...contextBridge.exposed.keys()];
  bridge = contextBridge.exposed.get('pupitre') as RawBridge;
});

describe('preload (src/preload/index.ts)', () => {
  const dispatch = vi.fn<Dispatch>();
  beforeEach(() => {
    registerAppScheme();
    app.emitReady();
    dispatch.mockReset();
    dispatch.mockResolvedValue({ ok: true, value: 'réponse' });
    registerBridge(dispatch);
    ipcRenderer.frame = appFrame();
  });

  it('exposes exactly `pupitre`, with invoke, on and pathForFile', () => {
    expect(exposedKeys).toEqual(['pupitre']);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on', 'pathForFile']);
  });

  it('invokes a contract method over its IPC channel, answered by main', async () => {
    expect(await bridge.invoke('app.getConfig', [])).toEqual({ ok: true, value: 'réponse' });
    expect(ipcRenderer.invoked).toEqual([{ channel: 'pupitre:invoke:app.getConfig', args: [[]] }]);
    expect(dispatch).toHaveBeenCalledWith('app.getConfig', []);
  });

  it.each(['fs.readFile', 'electron-store-get-data', '__proto__', 'constructor', 'pupitre:invoke:app.getConfig', ''])(
    'refuses %j without calling ipcRenderer',
    async (name) => {
      expect(await bridge.invoke(name, ['/etc/passwd'])).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
      expect(ipcRenderer.invoked).toEqual([]);
    },
  );

  it('is refused by main when the page is not the app’s', async () => {
    ipcRenderer.frame = new FakeFrame({ url: 'https://evil.example/' });
    expect(await bridge.invoke('app.getConfig', [])).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('passes on contract events, without Electron’s event object, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const off = bridge.on('auth.changed', listener);
    ipcRenderer.emit('pupitre:event:auth.changed', { sender: 'ipc' }, { status: 'signedOut' });
    expect(listener).toHaveBeenCalledWith({ status: 'signedOut' });
    off();
    ipcRenderer.emit('pupitre:event:auth.changed', { sender: 'ipc' }, { status: 'signedIn' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ipcRenderer.listenerCount('pupitre:event:auth.changed')).toBe(0);
  });

  it('listens to nothing outside the contract’s events', () => {
    const off = bridge.on('electron-store-get-data', vi.fn());
    expect(ipcRenderer.eventNames()).toEqual([]);
    expect(off).toBeTypeOf('function');
  });

  it('gives a dropped file’s path from webUtils', () => {
    expect(bridge.pathForFile?.(new File(['x'], 'portrait.jpg'))).toBe('/chemin/depose/portrait.jpg');
  });
});
