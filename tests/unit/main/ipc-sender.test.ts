import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dispatch } from '../../../src/core/bridge/dispatcher';
import { IPC_INVOKE_PREFIX } from '../../../src/shared/contract';
import { registerAppScheme } from '../../../src/main/app-protocol';
import { registerBridge } from '../../../src/main/ipc';
import { app, FakeFrame, ipcMain, shell } from '../../support/fake-electron';
import { appFrame, startApp } from './harness';

const GET_CONFIG = `${IPC_INVOKE_PREFIX}app.getConfig`;
const ANSWER = { ok: true, value: 'réponse du répartiteur' } as const;
const FORBIDDEN = { ok: false, error: { code: 'FORBIDDEN_SENDER', message: 'Appel refusé.' } };

describe('IPC sender check (src/main/ipc.ts)', () => {
  let dispatch: ReturnType<typeof vi.fn<Dispatch>>;
  beforeEach(() => {
    // As at startup: the schemes are privileged before ready (so that app:// has a real origin), handlers after.
    registerAppScheme();
    app.emitReady();
    dispatch = vi.fn<Dispatch>(() => Promise.resolve(ANSWER));
    registerBridge(dispatch);
  });

  it('answers the app page in the top frame (app://pupitre/index.html) with the dispatcher’s envelope', async () => {
    expect(await ipcMain.invoke(GET_CONFIG, appFrame(), [])).toEqual(ANSWER);
    expect(await ipcMain.invoke(GET_CONFIG, appFrame('/auteurs/12?onglet=images#haut'), [])).toEqual(ANSWER);
    expect(dispatch).toHaveBeenCalledWith('app.getConfig', []);
  });

  const refused: [string, () => FakeFrame | null][] = [
    ['an iframe of the app page', () => new FakeFrame({ url: 'app://pupitre/index.html', parent: appFrame() })],
    ['a file: page', () => new FakeFrame({ url: 'file:///opt/pupitre/resources/app/out/renderer/index.html' })],
    ['the web host’s page', () => new FakeFrame({ url: 'http://127.0.0.1:4320/' })],
    ['a remote site', () => new FakeFrame({ url: 'https://evil.example/' })],
    ['another host of the app scheme', () => new FakeFrame({ url: 'app://evil/index.html' })],
    ['the app host with credentials', () => new FakeFrame({ url: 'app://x@pupitre/index.html' })],
    ['the app URL in an opaque (sandboxed) document', () => new FakeFrame({ url: 'app://pupitre/index.html', origin: 'null' })],
    ['the app URL with a foreign origin', () => new FakeFrame({ url: 'app://pupitre/index.html', origin: 'https://evil.example' })],
    ['a frame detached by a navigation', () => new FakeFrame({ url: 'app://pupitre/index.html', detached: true })],
    ['no frame (gone before the call arrived)', () => null],
    [
      'a destroyed frame',
      () => {
        const frame = appFrame();
        frame.destroy();
        return frame;
      },
    ],
    [
      'the app window navigated elsewhere',
      () => {
        const frame = appFrame();
        frame.navigate('https://evil.example/page');
        return frame;
      },
    ],
    ['an about:blank pop-up', () => new FakeFrame({ url: 'about:blank', origin: 'app://pupitre' })],
    ['a data: page', () => new FakeFrame({ url: 'data:text/html,<script>1</script>' })],
  ];

  it.each(refused)('refuses %s with FORBIDDEN_SENDER; the dispatcher is never called', async (_label, frame) => {
    expect(await ipcMain.invoke(GET_CONFIG, frame(), [])).toEqual(FORBIDDEN);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('guards every contract method, not only one', async () => {
    for (const channel of ipcMain.channels()) {
      expect(await ipcMain.invoke(channel, new FakeFrame({ url: 'https://evil.example/' }), [])).toEqual(FORBIDDEN);
    }
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('IPC arguments through the real dispatcher', () => {
  it.each([
    ['app.openExternal', ['file:///etc/passwd']],
    ['app.openExternal', ['javascript:alert(1)']],
    ['app.openExternal', [42]],
    ['app.openExternal', []],
    ['app.getConfig', ['en trop']],
    ['authors.get', [{ $ne: null }]],
    ['search.proposals', ['x'.repeat(401)]],
    ['downloads.cancel', [null]],
    ['drafts.load', 'pas une liste'],
    ['auth.getState', undefined],
  ])('%s with %j is answered INVALID_ARGUMENT, nothing opened', async (method, args) => {
    const { window } = await startApp();
    const answer = await ipcMain.invoke(IPC_INVOKE_PREFIX + method, window.webContents.mainFrame, args);
    expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT', message: expect.stringContaining(`Arguments invalides pour ${method}`) } });
    expect(shell.openedExternal).toEqual([]);
  });
});
