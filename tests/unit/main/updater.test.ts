import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import Store from 'electron-store';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_PREFIX, IPC_INVOKE_PREFIX } from '../../../src/shared/contract';
import type { UpdateStatus } from '../../../src/shared/domain/updates';
import { policyPlace, readPolicy } from '../../../src/main/policy-file';
import { app, ipcMain, type FakeBrowserWindow } from '../../support/fake-electron';
import { generateKeyPairSync } from 'node:crypto';
import { realUpdateEngine, startUpdateFeed, type FeedOptions, type UpdateFeed } from '../../support/update-feed';
import { appFrame, silentLogger, startApp, testPolicyPlace, writePolicy, UNREACHABLE_API, HELP_URL } from './harness';
import { untilState } from '../../support/until-state';

/**
 * The updater in the main process (src/main/updater.ts) with the real electron-updater against a feed served
 * on loopback (tests/support/update-feed.ts: only its HTTP and app adapter are swapped, Electron's net being
 * absent here); the policy file is one the test writes in its profile. The fake app plays an installed build (isPackaged) unless a test says otherwise.
 */

const ENV = { PUPITRE_API_URL: UNREACHABLE_API, PUPITRE_HELP_URL: HELP_URL };
const feeds: UpdateFeed[] = [];
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close();
});

async function feedOf(version: string, options?: FeedOptions): Promise<UpdateFeed> {
  const feed = await startUpdateFeed(version, options);
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

describe('updates from the build’s feed or the administrator’s policy, never from the page', () => {
  it('follows the feed written into the build when no policy file is there: finds, downloads, tells the page, installs on request', async () => {
    const feed = await feedOf('0.2.0');
    app.isPackaged = true;
    const engine = realUpdateEngine(feed.url);
    const setFeed = vi.spyOn(engine, 'setFeedURL');
    const install = vi.spyOn(engine, 'quitAndInstall').mockImplementation(() => undefined);
    const installAtQuit = vi.spyOn(engine, 'install').mockImplementation(() => true);
    const { window } = await startApp(ENV, undefined, { updateEngine: () => engine });

    await untilState(() => expect(heard(window).at(-1)).toEqual({ state: 'downloaded', version: '0.2.0' }));
    // Signed by the publisher's key: installed at the next quit (electron-updater's own quit handler).
    expect(engine.autoInstallOnAppQuit).toBe(true);
    engine.playQuit();
    expect(installAtQuit).toHaveBeenCalledTimes(1);
    // 'checking' comes before the window opens (the page reads the status when it loads); the rest it hears.
    expect(heard(window).slice(-2)).toEqual([
      { state: 'available', version: '0.2.0' },
      { state: 'downloaded', version: '0.2.0' },
    ]);
    expect(await statusOf()).toEqual({ state: 'downloaded', version: '0.2.0' });
    expect(await call('updates.getFeed')).toEqual({ ok: true, value: { from: 'build' } });
    expect(setFeed).not.toHaveBeenCalled();
    expect(feed.requests).toEqual([expect.stringMatching(/^\/latest[\w-]*\.yml$/), '/pupitre_0.2.0_amd64.deb']);
    expect(existsSync(join(app.getPath('cache'), 'pupitre-updater', 'pending', 'pupitre_0.2.0_amd64.deb'))).toBe(true);

    // Looking again would only download the same package again: the update waits for the restart.
    expect(await call('updates.check')).toEqual({ ok: true, value: { state: 'downloaded', version: '0.2.0' } });
    expect(feed.requests).toHaveLength(2);
    expect(await call('updates.install')).toEqual({ ok: true });
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('follows the feed of the administrator’s policy file over the build’s, and says so to the page', async () => {
    const built = await feedOf('0.3.0');
    const chosen = await feedOf('0.1.0-test', { tls: true });
    app.isPackaged = true;
    const policyFile = writePolicy({ updateFeedUrl: chosen.url });
    const { window } = await startApp(ENV, undefined, { updateEngine: () => realUpdateEngine(built.url), policyPlace: testPolicyPlace(policyFile) });
    await untilState(() => expect(heard(window).at(-1)?.state).toBe('upToDate'));
    expect(await call('updates.getFeed')).toEqual({ ok: true, value: { from: 'policy', file: policyFile, url: chosen.url } });
    expect(chosen.requests).toEqual([expect.stringMatching(/^\/latest[\w-]*\.yml$/)]);
    expect(built.requests).toEqual([]);
  });

  it('refuses a feed from the page, and ignores one left in the settings file', async () => {
    const built = await feedOf('0.1.0-test');
    const planted = await feedOf('9.0.0');
    app.isPackaged = true;
    new Store<Record<string, unknown>>({ name: 'settings' }).set('updateFeedUrl', planted.url);
    const { window } = await startApp(ENV, undefined, { updateEngine: () => realUpdateEngine(built.url) });
    await untilState(() => expect(heard(window).at(-1)?.state).toBe('upToDate'));

    expect(await call('settings.update', { updateFeedUrl: planted.url })).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(await call('settings.get')).not.toMatchObject({ value: { updateFeedUrl: expect.anything() } });
    expect(await call('updates.check')).toMatchObject({ ok: true, value: { state: 'upToDate' } });
    expect(planted.requests).toEqual([]);
    expect(built.requests).toHaveLength(2);
  });

  it('refuses a policy feed over plain http, and then looks nowhere', async () => {
    app.isPackaged = true;
    const engine = vi.fn(() => realUpdateEngine());
    const message = 'L’adresse des mises à jour doit être en https, sans identifiants.';
    const policyFile = writePolicy({ updateFeedUrl: 'http://maj.example.com/pupitre/' });
    await startApp(ENV, undefined, { updateEngine: engine, policyPlace: testPolicyPlace(policyFile) });
    expect(await statusOf()).toEqual({ state: 'error', message });
    expect(await call('updates.getFeed')).toEqual({ ok: true, value: { from: 'policy', file: policyFile, url: null } });
    expect(await call('updates.check')).toEqual({ ok: true, value: { state: 'error', message } });
    expect(engine).not.toHaveBeenCalled();
  });

  it('logs a refused policy address with its user and password masked', async () => {
    app.isPackaged = true;
    const engine = vi.fn(() => realUpdateEngine());
    silentLogger.warn.mockClear();
    await startApp(ENV, undefined, { updateEngine: engine, policyPlace: testPolicyPlace(writePolicy({ updateFeedUrl: 'https://pupitre:s3cret@maj.example.com/pupitre/?token=abc' })) });
    expect(await statusOf()).toMatchObject({ state: 'error' });
    expect(silentLogger.warn).toHaveBeenCalledWith('update policy refused', 'https://[masqué]@maj.example.com/pupitre/?token=[masqué]');
    expect(JSON.stringify(silentLogger.warn.mock.calls)).not.toContain('s3cret');
    expect(engine).not.toHaveBeenCalled();
  });

  it('never looks in a development run, whatever the policy says', async () => {
    const feed = await feedOf('0.2.0');
    const engine = vi.fn(() => realUpdateEngine(feed.url));
    await startApp(ENV, undefined, { updateEngine: engine, policyPlace: testPolicyPlace(writePolicy({ updateFeedUrl: feed.url })) });
    expect(await statusOf()).toEqual({ state: 'unavailable', reason: 'development' });
    expect(await call('updates.check')).toEqual({ ok: true, value: { state: 'unavailable', reason: 'development' } });
    expect(engine).not.toHaveBeenCalled();
    expect(feed.requests).toEqual([]);
  });
});

describe('an update installs only when the publisher signed its manifest: name, version, channel and bytes', () => {
  /**
   * A feed serving `version` as `options` say: downloaded, then refused with `message`, logged, installed neither
   * at quit nor on request.
   */
  async function expectRefused(version: string, options: FeedOptions, reason: string, message: string): Promise<void> {
    const feed = await feedOf(version, options);
    app.isPackaged = true;
    const engine = realUpdateEngine(feed.url);
    const installAtQuit = vi.spyOn(engine, 'install').mockImplementation(() => true);
    const quitAndInstall = vi.spyOn(engine, 'quitAndInstall').mockImplementation(() => undefined);
    silentLogger.error.mockClear();
    const { window } = await startApp(ENV, undefined, { updateEngine: () => engine });

    await untilState(() => expect(heard(window).at(-1)).toEqual({ state: 'error', message }));
    expect(feed.requests).toContain(`/${options.fileName ?? `pupitre_${version}_amd64.deb`}`);
    expect(engine.autoInstallOnAppQuit).toBe(false);
    engine.playQuit();
    expect(installAtQuit).not.toHaveBeenCalled();
    expect(await call('updates.install')).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(quitAndInstall).not.toHaveBeenCalled();
    expect(silentLogger.error).toHaveBeenCalledWith(`update refused: ${reason}`, expect.objectContaining({ version: options.offeredAs ?? version }));
  }

  const notTheSignedFile = 'Le fichier de la version 0.2.0 n’est pas celui que l’éditeur a signé : elle ne sera pas installée.';

  it('refuses a file changed after it was signed (its sha512 in the feed matching the change)', async () => {
    await expectRefused('0.2.0', { tamper: true }, 'file', notTheSignedFile);
  });

  it('refuses a release signed by another key', async () => {
    const message = 'La signature de la version 0.2.0 n’est pas celle de l’éditeur : elle ne sera pas installée.';
    await expectRefused('0.2.0', { signWith: generateKeyPairSync('ed25519').privateKey }, 'mismatch', message);
  });

  it('refuses a release without a signed manifest', async () => {
    await expectRefused('0.2.0', { signWith: null }, 'missing', 'La version 0.2.0 n’est pas signée par l’éditeur : elle ne sera pas installée.');
  });

  it('refuses a file whose name would reach the root shell of the Debian install, even one the manifest lists', async () => {
    // electron-updater saves the file under this name, and its install runs `bash -c '… dpkg -i <path>'` as root.
    const hostile = "Pupitre-9.9.9'$(touch /tmp/pupitre-pwned)'.deb";
    await expectRefused('0.2.0', { fileName: hostile }, 'name', 'Le fichier de la version 0.2.0 porte un nom refusé : elle ne sera pas installée.');
  });

  it('refuses a genuine signed file the feed renamed', async () => {
    await expectRefused('0.2.0', { fileName: 'pupitre_0.3.0_amd64.deb', signedName: 'pupitre_0.2.0_amd64.deb' }, 'file', notTheSignedFile);
  });

  it('refuses an older signed build offered as a newer version (no rollback)', async () => {
    const message = 'La version 99.0.0 n’est pas une version plus récente signée par l’éditeur : elle ne sera pas installée.';
    await expectRefused('0.0.9', { offeredAs: '99.0.0' }, 'version', message);
  });

  it('refuses a release signed for another channel', async () => {
    const message = 'La version 0.2.0 n’est pas signée pour ce canal de mises à jour : elle ne sera pas installée.';
    await expectRefused('0.2.0', { channel: 'beta-linux' }, 'channel', message);
  });

  it.each(['at quit', 'on request'] as const)('checks the file again right before installing %s: changed in the cache since, it installs neither way', async (when) => {
    const feed = await feedOf('0.2.0');
    app.isPackaged = true;
    const engine = realUpdateEngine(feed.url);
    const installAtQuit = vi.spyOn(engine, 'install').mockImplementation(() => true);
    const quitAndInstall = vi.spyOn(engine, 'quitAndInstall').mockImplementation(() => undefined);
    const { window } = await startApp(ENV, undefined, { updateEngine: () => engine });
    await untilState(() => expect(heard(window).at(-1)).toEqual({ state: 'downloaded', version: '0.2.0' }));

    writeFileSync(join(app.getPath('cache'), 'pupitre-updater', 'pending', 'pupitre_0.2.0_amd64.deb'), 'paquet Debian remplacé dans le cache');
    if (when === 'at quit') engine.playQuit();
    expect(await call('updates.install')).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    if (when === 'on request') engine.playQuit();
    expect(installAtQuit).not.toHaveBeenCalled();
    expect(quitAndInstall).not.toHaveBeenCalled();
    expect(engine.autoInstallOnAppQuit).toBe(false);
    expect(heard(window).at(-1)).toEqual({ state: 'error', message: 'Le fichier de la version 0.2.0 a changé depuis son téléchargement : elle ne sera pas installée.' });
  });

  it('downloads nothing from a feed over plain http off this machine', async () => {
    app.isPackaged = true;
    const engine = vi.fn(() => realUpdateEngine());
    await startApp(ENV, undefined, { updateEngine: engine, policyPlace: testPolicyPlace(writePolicy({ updateFeedUrl: 'http://maj.example.com/pupitre/' })) });
    expect(await statusOf()).toMatchObject({ state: 'error' });
    expect(await call('updates.install')).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(engine).not.toHaveBeenCalled();
  });
});

describe('the administrator’s policy', () => {
  it('is where only an administrator writes, on each system: a root file on Linux and macOS, the machine’s registry on Windows', () => {
    expect(policyPlace('linux')).toEqual({ file: '/etc/pupitre/policy.json', owner: 0 });
    expect(policyPlace('darwin')).toEqual({ file: '/Library/Application Support/Pupitre/policy.json', owner: 0 });
    expect(policyPlace('win32')).toEqual({ registryKey: 'HKLM\\SOFTWARE\\Policies\\Pupitre', query: expect.any(Function) });
  });

  it('refuses a policy feed over http even on this machine, in an installed build, and then looks nowhere', async () => {
    const feed = await feedOf('0.2.0');
    app.isPackaged = true;
    const engine = vi.fn(() => realUpdateEngine());
    await startApp(ENV, undefined, { updateEngine: engine, policyPlace: testPolicyPlace(writePolicy({ updateFeedUrl: feed.url })) });
    expect(await statusOf()).toEqual({ state: 'error', message: 'L’adresse des mises à jour doit être en https, sans identifiants.' });
    expect(engine).not.toHaveBeenCalled();
    expect(feed.requests).toEqual([]);
  });

  it.each([
    ['writable by others', (file: string) => chmodSync(file, 0o666)],
    ['in a folder writable by others', (file: string) => chmodSync(dirname(file), 0o777)],
  ])('refuses a policy file %s, and then looks nowhere', async (_case, loosen) => {
    const feed = await feedOf('0.2.0', { tls: true });
    app.isPackaged = true;
    const engine = vi.fn(() => realUpdateEngine());
    const file = writePolicy({ updateFeedUrl: feed.url });
    loosen(file);
    await startApp(ENV, undefined, { updateEngine: engine, policyPlace: testPolicyPlace(file) });
    expect(await statusOf()).toEqual({ state: 'error', message: expect.stringContaining(`Le fichier de politique ${file} est ignoré : seul un administrateur doit pouvoir le modifier`) });
    expect(await call('updates.getFeed')).toEqual({ ok: true, value: { from: 'policy', file, url: null } });
    expect(engine).not.toHaveBeenCalled();
    expect(feed.requests).toEqual([]);
  });

  it('refuses a policy file another user owns than the one trusted (root on the system)', async () => {
    app.isPackaged = true;
    const engine = vi.fn(() => realUpdateEngine());
    const file = writePolicy({ updateFeedUrl: 'https://maj.example.com/pupitre/' });
    await startApp(ENV, undefined, { updateEngine: engine, policyPlace: { file, owner: (process.getuid?.() ?? 0) + 1 } });
    expect(await statusOf()).toMatchObject({ state: 'error', message: expect.stringContaining('est ignoré') });
    expect(engine).not.toHaveBeenCalled();
  });

  it('reads the same JSON from the registry’s Policy value on Windows; none there, none at all', async () => {
    const output = ['', 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Pupitre', '    Policy    REG_SZ    {"updateFeedUrl": "https://maj.example.com/pupitre/"}', ''].join('\r\n');
    const query = vi.fn((_key: string): string | null => output);
    const key = 'HKLM\\SOFTWARE\\Policies\\Pupitre';
    await startApp(ENV, undefined, { updateEngine: () => realUpdateEngine(), policyPlace: { registryKey: key, query } });
    expect(query).toHaveBeenCalledWith(key);
    expect(await call('updates.getFeed')).toEqual({ ok: true, value: { from: 'policy', file: key, url: 'https://maj.example.com/pupitre/' } });
    expect(readPolicy({ registryKey: key, query: () => null })).toEqual({ ok: true, content: null });
  });
});
