import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/app';
import { IPC_INVOKE_PREFIX } from '../../../src/shared/contract';
import { editorDraftKey } from '../../../src/shared/rules/editor-draft';
import { TEST_BOUND_MS } from '../../support/bounds';
import { ipcMain, shell } from '../../support/fake-electron';
import { scriptedLogin } from '../../support/scripted-browser';
import { seededPglite } from '../../support/seeded-database';
import { startReferenceServer } from '../node/reference-server';
import { HELP_URL, startApp } from './harness';

/** A call of the page's bridge, as the preload sends it, from `frame`. */
const call = (method: string, frame: unknown, args: unknown[]) => ipcMain.invoke(IPC_INVOKE_PREFIX + method, frame as never, args);

let server: RunningServer;
beforeAll(async () => {
  server = await startReferenceServer({ initialData: await seededPglite() });
}, TEST_BOUND_MS);
afterAll(() => server.close());

describe('the editor’s draft in the desktop app (issue 33 item 3)', () => {
  it('written through the page’s bridge, it survives the renderer killed: main loads the page again, which gets it back', async () => {
    const { window } = await startApp({ PUPITRE_API_URL: server.url, PUPITRE_HELP_URL: HELP_URL });
    expect(window.webContents.navigate('app://pupitre/articles/42/modifier')).toBe(true);
    // Signing in: main hands the provider's page to the system browser, where the user signs in.
    const login = call('auth.login', window.webContents.mainFrame, []);
    await expect.poll(() => shell.openedExternal.length).toBe(1);
    await scriptedLogin(shell.openedExternal[0] ?? '', 'redaction', 'redaction');
    expect(await login).toMatchObject({ ok: true, value: { status: 'signedIn' } });

    const draft = { documentId: 42, xml: '<article id="42"><titre>Tapé avant la fin de la page</titre></article>', basedOn: '7' };
    expect(await call('drafts.save', window.webContents.mainFrame, [editorDraftKey(42), draft])).toEqual({ ok: true, value: undefined });

    // The renderer is killed (the system ending it, a crash): its frame is gone, calls from it are refused,
    // and main loads the page again where it was, which gets the draft back whole.
    const killed = window.webContents.mainFrame;
    const where = killed.url;
    window.webContents.crash('killed');
    expect(await call('drafts.load', killed, [editorDraftKey(42)])).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(window.webContents.reloads).toBe(1);
    expect(window.webContents.mainFrame.url).toBe(where);
    expect(await call('drafts.load', window.webContents.mainFrame, [editorDraftKey(42)])).toMatchObject({ ok: true, value: { data: draft, savedAt: expect.any(String) } });
    // The save's clean-up reaches it the same way.
    expect(await call('drafts.discard', window.webContents.mainFrame, [editorDraftKey(42)])).toEqual({ ok: true, value: undefined });
    expect(await call('drafts.load', window.webContents.mainFrame, [editorDraftKey(42)])).toEqual({ ok: true, value: null });
  });
});
