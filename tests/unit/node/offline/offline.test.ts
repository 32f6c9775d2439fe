import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Session } from '../../../../src/core/auth/session';
import { RestClient } from '../../../../src/core/http/rest-client';
import { createMedia } from '../../../../src/core/media/media';
import { createOffline, OFFLINE_WRITE_MESSAGE, userFolderName, type Offline } from '../../../../src/core/offline';
import { MemorySecretStore } from '../../../../src/core/ports';
import type { EventName } from '../../../../src/shared/contract';
import type { ConnectivityState } from '../../../../src/shared/domain/files';
import type { Periodical } from '../../../../src/shared/domain/periodical';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import { scriptedLogin } from '../../../support/scripted-browser';
import { untilState } from '../../../support/until-state';

const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const PROBE_MS = 200;

let server: RunningServer | null = null;
let serverUrl = '';
let port = 0;
const dirs: string[] = [];
const disposers: (() => void)[] = [];

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite() });
  serverUrl = server.url;
  port = Number(new URL(serverUrl).port);
});
afterAll(async () => {
  for (const dispose of disposers) dispose();
  await server?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function stopServer(): Promise<void> {
  await server?.close();
  server = null;
}
async function restartServer(): Promise<void> {
  server = await startReferenceServer({ port, dataDir: null, initialData: await seededPglite() });
  expect(server.url).toBe(serverUrl);
}

async function profileDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pupitre-offline-'));
  dirs.push(dir);
  return dir;
}

/** What core does for one user: a Session signed in through the login page, and the offline layer over it. */
async function signedIn(username: string, dir: string, probeIntervalMs = PROBE_MS) {
  const events: ConnectivityState[] = [];
  const holder: { offline?: Offline } = {};
  const secrets = new MemorySecretStore();
  /** Who the scripted browser signs in as: changed to sign another user in over this one. */
  const login = { username };
  const session = new Session({
    rest: new RestClient(serverUrl),
    secrets,
    browser: { openExternal: async (url) => void scriptedLogin(url, login.username, login.username) },
    logger: silent,
    onChange: (state) => holder.offline?.onAuthChanged(state),
  });
  const offline = createOffline({
    profileDir: dir,
    logger: silent,
    emit: (name: EventName, payload: unknown) => {
      if (name === 'connectivity.changed') events.push(payload as ConnectivityState);
    },
    session,
    anonymous: new RestClient(serverUrl),
    probeIntervalMs,
  });
  holder.offline = offline;
  disposers.push(() => {
    offline.dispose();
    session.dispose();
  });
  await session.signIn();
  return { session, offline, events, secrets, login, rest: offline.rest, folder: join(dir, 'cache', userFolderName(username)) };
}

async function filesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}

describe('offline-tolerant browsing against the reference server', () => {
  let periodicals: Periodical[] = [];
  let fetchedBetween: [number, number] = [0, 0];
  let a: Awaited<ReturnType<typeof signedIn>>;
  let lateComer: Awaited<ReturnType<typeof signedIn>>;

  it('caches reads per user on disk, never the tokens', async () => {
    a = await signedIn('redaction', await profileDir());
    // Signed in before the server goes down; its probe will not run for a minute.
    lateComer = await signedIn('production', await profileDir(), 60_000);
    const before = Date.now();
    periodicals = await a.rest.request<Periodical[]>('GET', '/api/periodical');
    fetchedBetween = [before, Date.now()];
    expect(periodicals.map((p) => p.id)).toContain('BJS');
    expect(await a.offline.handlers['connectivity.get']()).toEqual({ online: true, cachedAt: null });

    const files = await filesIn(a.folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.json$/);
    const stored = await readFile(join(a.folder, files[0] ?? ''), 'utf8');
    expect(JSON.parse(stored)).toMatchObject({ value: periodicals });
    const accessToken = await a.session.getAccessToken();
    const refreshToken = (await a.secrets.get('refreshToken')) ?? 'none';
    expect(stored).not.toContain(accessToken.slice(-40));
    expect(stored).not.toContain(refreshToken.slice(-40));
    expect(stored.toLowerCase()).not.toContain('bearer');

    // Writes are never cached (the server refuses this one, an author that does not exist: still nothing stored).
    await expect(a.rest.request('PUT', '/api/author/999999', { body: { label: 'x' } })).rejects.toMatchObject({ code: 'HTTP' });
    expect(await filesIn(a.folder)).toHaveLength(1);
  });

  it('server down: the cached answer comes back, connectivity says offline since its fetch date', async () => {
    await stopServer();
    const again = await a.rest.request<Periodical[]>('GET', '/api/periodical');
    expect(again).toEqual(periodicals);
    const state = await a.offline.handlers['connectivity.get']();
    expect(state.online).toBe(false);
    const cachedAt = Date.parse(state.cachedAt ?? '');
    expect(cachedAt).toBeGreaterThanOrEqual(fetchedBetween[0]);
    expect(cachedAt).toBeLessThanOrEqual(fetchedBetween[1]);
    expect(a.events).toEqual([{ online: false, cachedAt: state.cachedAt }]);
  });

  it('server down: a request never seen fails OFFLINE, a write fails fast with "Indisponible hors ligne"', async () => {
    await expect(a.rest.request('GET', '/api/periodical', { query: { page: 2 } })).rejects.toMatchObject({ code: 'OFFLINE' });
    for (const [method, path] of [['PUT', '/api/author/1'], ['DELETE', '/api/author/1'], ['POST', '/api/author']] as const) {
      const started = performance.now();
      await expect(a.rest.request(method, path, { body: { lastName: 'Durand' } })).rejects.toMatchObject({ code: 'OFFLINE', message: OFFLINE_WRITE_MESSAGE });
      expect(performance.now() - started).toBeLessThan(100);
    }
    // Still offline with the date of the answer shown.
    expect((await a.offline.handlers['connectivity.get']()).online).toBe(false);
    // Another user signed in on this machine reads nothing of the first one's cache.
    await expect(lateComer.rest.request('GET', '/api/periodical')).rejects.toMatchObject({ code: 'OFFLINE' });
    expect(await lateComer.offline.handlers['connectivity.get']()).toEqual({ online: false, cachedAt: null });
  });

  it('server back on the same port: connectivity goes online by itself, through its probe', async () => {
    await restartServer();
    // No request of the test's: only the probe (every 200 ms) can bring it back.
    await untilState(async () => expect(await a.offline.handlers['connectivity.get']()).toEqual({ online: true, cachedAt: null }), 20);
    expect(a.events.at(-1)).toEqual({ online: true, cachedAt: null });

    // Its probe is a minute away, so it is still offline: any successful request brings it back as well.
    expect((await lateComer.offline.handlers['connectivity.get']()).online).toBe(false);
    await lateComer.rest.request('GET', '/api/config/keycloak.json', { anonymous: true });
    expect(await lateComer.offline.handlers['connectivity.get']()).toEqual({ online: true, cachedAt: null });
    expect(lateComer.events.at(-1)).toEqual({ online: true, cachedAt: null });
  });
});

describe('the cache belongs to one user', () => {
  it('keeps users apart and clears a user’s cache when that user signs out', async () => {
    const dir = await profileDir();
    const a = await signedIn('redaction', dir);
    const b = await signedIn('medias', dir);
    await a.rest.request('GET', '/api/periodical');
    await b.rest.request('GET', '/api/config/keycloak.json');
    expect(await filesIn(a.folder)).toHaveLength(1);
    expect(await filesIn(b.folder)).toHaveLength(1);
    expect(a.folder).not.toBe(b.folder);

    await stopServer();
    try {
      // The same request by B never reads A's answer: separate folders and the user in the key.
      await expect(b.rest.request('GET', '/api/periodical')).rejects.toMatchObject({ code: 'OFFLINE' });
      expect(await a.rest.request<Periodical[]>('GET', '/api/periodical')).toHaveLength(8);
      expect(await b.rest.request('GET', '/api/config/keycloak.json')).toMatchObject({ realm: 'pupitre' });

      await a.session.signOut();
      await untilState(async () => expect(await filesIn(a.folder)).toEqual([]));
      expect(await filesIn(b.folder)).toHaveLength(1);
    } finally {
      await restartServer();
    }
  });

  it('another user signing in over the previous one ends that one’s cache', async () => {
    const dir = await profileDir();
    const a = await signedIn('redaction', dir);
    await a.rest.request('GET', '/api/periodical');
    expect(await filesIn(a.folder)).toHaveLength(1);
    // The same Session signs in as someone else without signing out first.
    a.login.username = 'production';
    await a.session.signIn();
    expect(a.session.current.user?.username).toBe('production');
    await untilState(async () => expect(await filesIn(a.folder)).toEqual([]));
    await a.rest.request('GET', '/api/periodical');
    expect(await filesIn(join(dir, 'cache', userFolderName('production')))).toHaveLength(1);
    expect(await filesIn(a.folder)).toEqual([]);
  });
});

async function bytesOf(body: Readable | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('thumbnails for offline browsing (issue 14)', () => {
  // 120 s: the restart in `finally` seeds a fresh server, slow on a busy machine.
  it('keeps the renditions a user saw, serves them with the server down, and forgets them when that user signs out', async () => {
    const dir = await profileDir();
    const a = await signedIn('medias', dir);
    const b = await signedIn('redaction', dir);
    const mediaOfA = createMedia(serverUrl, a.session, a.offline.media);
    const mediaOfB = createMedia(serverUrl, b.session, b.offline.media);
    const thumbnail = new URLSearchParams({ size: 'THUMBNAIL' });
    const folderOf = (username: string) => join(dir, 'media-cache', userFolderName(username));

    const online = await mediaOfA.image(1, thumbnail);
    expect(online.status).toBe(200);
    expect(online.headers['content-type']).toMatch(/^image\//);
    const bytes = await bytesOf(online.body);
    expect(bytes.length).toBeGreaterThan(0);
    // The original is not a list's picture: it streams through and is not kept.
    const original = await mediaOfA.image(1, new URLSearchParams());
    expect(original.status).toBe(200);
    expect((await bytesOf(original.body)).length).toBeGreaterThan(bytes.length);
    expect(await filesIn(folderOf('medias'))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.media$/)]);
    await bytesOf((await mediaOfB.image(2, thumbnail)).body);
    expect(await filesIn(folderOf('redaction'))).toHaveLength(1);

    await stopServer();
    try {
      const offline = await mediaOfA.image(1, thumbnail);
      expect(offline.status).toBe(200);
      expect(offline.headers['content-type']).toBe(online.headers['content-type']);
      expect((await bytesOf(offline.body)).equals(bytes)).toBe(true);
      expect((await a.offline.handlers['connectivity.get']()).online).toBe(false);
      // Not seen, or seen by someone else: the unreachable answer, and the page shows its placeholder.
      expect((await mediaOfA.image(3, thumbnail)).status).toBe(503);
      expect((await mediaOfA.image(1, new URLSearchParams())).status).toBe(503);
      expect((await mediaOfB.image(1, thumbnail)).status).toBe(503);

      await a.session.signOut();
      await untilState(async () => expect(await filesIn(folderOf('medias'))).toEqual([]));
      expect(await filesIn(folderOf('redaction'))).toHaveLength(1);
    } finally {
      await restartServer();
    }
  }, 120_000);
});
