import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_PREFIX, IPC_INVOKE_PREFIX } from '../../../src/shared/contract';
import type { UpdateStatus } from '../../../src/shared/domain/updates';
import { openSettings } from '../../../src/main/settings';
import { app, ipcMain, type FakeBrowserWindow } from '../../support/fake-electron';
import { realUpdateEngine, startUpdateFeed, type UpdateFeed } from '../../support/update-feed';
import { appFrame, silentLogger, startApp, UNREACHABLE_API, HELP_URL } from './harness';

/**
 * The updater in the main process (src/main/updater.ts) with the real electron-updater against a feed served
 * on loopback (tests/support/update-feed.ts: only its HTTP and app adapter are swapped, Electron's net being
 * absent here). The fake app plays an installed build (isPackaged) unless a test says otherwise.
 */

const ENV = { PUPITRE_API_URL: UNREACHABLE_API, PUPITRE_HELP_URL: HELP_URL };
const feeds: UpdateFeed[] = [];
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close();
});

async function feedOf(version: string): Promise<UpdateFeed> {
  const feed = await startUpdateFeed(version);
  feeds.push(feed);
  return feed;
}

/** What the page heard on the updates.changed event, in order. */
const heard = (window: FakeBrowserWindow): UpdateStatus[] =>
  window.webContents.sent.filter((m) => m.channel === `${IPC_EVENT_PREFIX}updates.changed`).map((m) => m.args[0] as UpdateStatus);

const call = (name: string, ...args: unknown[]) => ipcMain.invoke(`${IPC_INVOKE_PREFIX}${name}`, appFrame(), args);

async function statusOf(): Promise<UpdateStatus> {
  const answer = (await call('updates.getStatus')) as { ok: true; value: UpdateStatus };
  return answer.value;
}

describe('updates from the feed of the settings', () => {
  it('checks at start, finds the newer version, downloads it, tells the page, and installs on request', async () => {
    const feed = await feedOf('0.2.0');
    openSettings().set('updateFeedUrl', feed.url);
    app.isPackaged = true;
    const engine = realUpdateEngine();
    const install = vi.spyOn(engine, 'quitAndInstall').mockImplementation(() => undefined);
    const { window } = await startApp(ENV, undefined, { updateEngine: () => engine });

    await vi.waitFor(() => expect(heard(window).at(-1)).toEqual({ state: 'downloaded', version: '0.2.0' }), { timeout: 10_000 });
    // 'checking' comes before the window opens (the page reads the status when it loads); the rest it hears.
    expect(heard(window).slice(-2)).toEqual([
      { state: 'available', version: '0.2.0' },
      { state: 'downloaded', version: '0.2.0' },
    ]);
    expect(await statusOf()).toEqual({ state: 'downloaded', version: '0.2.0' });
    expect(feed.requests).toEqual([expect.stringMatching(/^\/latest[\w-]*\.yml$/), '/pupitre_0.2.0_amd64.deb']);
    expect(existsSync(join(app.getPath('cache'), 'pupitre-updater', 'pending', 'pupitre_0.2.0_amd64.deb'))).toBe(true);

    // Looking again would only download the same package again: the update waits for the restart.
    expect(await call('updates.check')).toEqual({ ok: true, value: { state: 'downloaded', version: '0.2.0' } });
    expect(feed.requests).toHaveLength(2);
    expect(await call('updates.install')).toEqual({ ok: true });
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('checks nothing while no feed is set (the default), then follows the address saved in the settings', async () => {
    const feed = await feedOf('0.1.0-test');
    app.isPackaged = true;
    const engine = vi.fn(realUpdateEngine);
    const { window } = await startApp(ENV, undefined, { updateEngine: engine });
    expect(await statusOf()).toEqual({ state: 'off' });
    expect(await call('updates.check')).toEqual({ ok: true, value: { state: 'off' } });
    expect(await call('updates.install')).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED', message: 'Aucune mise à jour n’est téléchargée.' } });
    expect(engine).not.toHaveBeenCalled();
    expect(feed.requests).toEqual([]);

    expect(await call('settings.update', { updateFeedUrl: feed.url })).toMatchObject({ ok: true, value: { updateFeedUrl: feed.url } });
    await vi.waitFor(() => expect(heard(window).at(-1)?.state).toBe('upToDate'), { timeout: 10_000 });
    expect(heard(window).map((s) => s.state)).toEqual(['idle', 'checking', 'upToDate']);
    expect(feed.requests).toEqual([expect.stringMatching(/^\/latest[\w-]*\.yml$/)]);

    expect(await call('settings.update', { updateFeedUrl: null })).toMatchObject({ ok: true, value: { updateFeedUrl: null } });
    expect(await statusOf()).toEqual({ state: 'off' });
  });

  it('refuses a feed over plain http off this machine, from the page and from a hand-edited settings file', async () => {
    app.isPackaged = true;
    openSettings().set('updateFeedUrl', 'http://maj.example.com/pupitre/');
    const engine = vi.fn(realUpdateEngine);
    await startApp(ENV, undefined, { updateEngine: engine });
    const message = 'L’adresse des mises à jour doit être en https (http n’est accepté que sur cette machine), sans identifiants.';
    expect(await statusOf()).toEqual({ state: 'error', message });
    expect(engine).not.toHaveBeenCalled();

    const refused = await call('settings.update', { updateFeedUrl: 'http://maj.example.com/pupitre/' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(JSON.stringify(refused)).toContain(message);
    expect(await call('settings.update', { updateFeedUrl: 'https://pupitre:secret@maj.example.com/' })).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(engine).not.toHaveBeenCalled();
  });

  it('logs a refused address of a hand-edited settings file with its user and password masked', async () => {
    app.isPackaged = true;
    openSettings().set('updateFeedUrl', 'https://pupitre:s3cret@maj.example.com/pupitre/?token=abc');
    silentLogger.warn.mockClear();
    await startApp(ENV, undefined, { updateEngine: vi.fn(realUpdateEngine) });
    expect(await statusOf()).toMatchObject({ state: 'error' });
    expect(silentLogger.warn).toHaveBeenCalledWith('update feed refused', 'https://[masqué]@maj.example.com/pupitre/?token=[masqué]');
    expect(JSON.stringify(silentLogger.warn.mock.calls)).not.toContain('s3cret');
  });

  it('never looks in a development run, whatever the settings say', async () => {
    const feed = await feedOf('0.2.0');
    openSettings().set('updateFeedUrl', feed.url);
    const engine = vi.fn(realUpdateEngine);
    await startApp(ENV, undefined, { updateEngine: engine });
    expect(await statusOf()).toEqual({ state: 'unavailable', reason: 'development' });
    expect(await call('updates.check')).toEqual({ ok: true, value: { state: 'unavailable', reason: 'development' } });
    expect(engine).not.toHaveBeenCalled();
    expect(feed.requests).toEqual([]);
  });
});
