import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaResponse, MediaSend, MediaTarget } from '../../../../src/core/media/media';
import { DEFAULT_MEDIA_CACHE_MAX_BYTES, MEDIA_CACHE_MAX_ENTRY_BYTES, MediaCache, mediaKey } from '../../../../src/core/offline';
import { createMediaGate } from '../../../../src/core/offline/media-gate';
import { sha256 } from '../../../../src/core/offline/request-key';
import type { ConnectivityState } from '../../../../src/shared/domain/files';
import { untilState } from '../../../support/until-state';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function cacheRoot(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pupitre-media-cache-'));
  dirs.push(dir);
  return join(dir, 'media-cache');
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const thumbnail = (id: number): MediaTarget => ({ id, size: 'THUMBNAIL', version: 1, refresh: null });
const key = (id: number, user = 'medias') => mediaKey(user, thumbnail(id));
/** A thumbnail of 10 kB and the headers the server sends with it. */
const PNG = Buffer.alloc(10_000, 7);
const HEADERS = { 'content-type': 'image/png', etag: '"abc"', 'cache-control': 'private, max-age=31536000, immutable' };
const picture = { headers: HEADERS, bytes: PNG };
/** Size of one entry on disk: length, header, bytes. */
const ENTRY_BYTES = 4 + JSON.stringify({ key: key(1), headers: HEADERS }).length + PNG.length;

describe('MediaCache', () => {
  it('keeps 200 MB of thumbnails by default, and never a picture over 2 MB', async () => {
    expect(DEFAULT_MEDIA_CACHE_MAX_BYTES).toBe(200 * 1024 * 1024);
    expect(MEDIA_CACHE_MAX_ENTRY_BYTES).toBe(2 * 1024 * 1024);
    const cache = new MediaCache({ root: await cacheRoot() });
    expect(cache.maxBytes).toBe(DEFAULT_MEDIA_CACHE_MAX_BYTES);
    await cache.put('medias', key(1), { headers: HEADERS, bytes: Buffer.alloc(MEDIA_CACHE_MAX_ENTRY_BYTES + 1) });
    expect(await cache.get('medias', key(1))).toBeNull();
    expect(await cache.size()).toBe(0);
  });

  it('stores the bytes with their headers in the user’s folder, keyed by image, rendition and version', async () => {
    const root = await cacheRoot();
    const cache = new MediaCache({ root });
    await cache.put('medias', key(1), picture);
    const hit = await cache.get('medias', key(1));
    expect(hit?.bytes.equals(PNG)).toBe(true);
    expect(hit?.headers).toEqual(HEADERS);
    expect(await readdir(join(root, sha256('medias')))).toEqual([`${key(1)}.media`]);
    expect(await cache.size()).toBe(ENTRY_BYTES);
    // Another user, another rendition, another version: other keys.
    expect(await cache.get('redaction', key(1))).toBeNull();
    expect(new Set([key(1), key(1, 'redaction'), mediaKey('medias', { id: 1, size: 'MEDIUM', version: 1 }), mediaKey('medias', { id: 1, size: 'THUMBNAIL', version: 2 })]).size).toBe(4);
  });

  it('evicts the least recently used picture first over its cap, and the order survives a restart', async () => {
    const root = await cacheRoot();
    const cache = new MediaCache({ root, maxBytes: Math.floor(ENTRY_BYTES * 2.5) });
    await cache.put('medias', key(1), picture);
    await sleep(15);
    await cache.put('medias', key(2), picture);
    await sleep(15);
    expect(await cache.get('medias', key(1))).not.toBeNull(); // 1 is now more recent than 2
    await sleep(15);
    await cache.put('medias', key(3), picture);
    expect(await cache.keys('medias')).toEqual([key(1), key(3)]);
    expect(await cache.get('medias', key(2))).toBeNull();
    expect(await cache.size()).toBeLessThanOrEqual(cache.maxBytes);

    await sleep(15);
    expect(await cache.get('medias', key(1))).not.toBeNull(); // 1 touched again: 3 is the oldest
    const reopened = new MediaCache({ root, maxBytes: Math.floor(ENTRY_BYTES * 1.5) });
    expect(await reopened.keys('medias')).toEqual([key(1)]);
    expect(await reopened.get('medias', key(3))).toBeNull();
  });

  it('keeps users apart, clears one user only, and drops a picture fetched before the clearing', async () => {
    const root = await cacheRoot();
    const cache = new MediaCache({ root });
    await cache.put('medias', key(1), picture);
    await cache.put('redaction', key(1, 'redaction'), picture);
    expect(await cache.get('medias', key(1, 'redaction'))).toBeNull();
    const epoch = cache.epoch('medias');
    await cache.clearUser('medias');
    await cache.put('medias', key(2), picture, epoch);
    expect(await readdir(join(root, sha256('medias'))).catch(() => [])).toEqual([]);
    expect(await cache.get('redaction', key(1, 'redaction'))).not.toBeNull();
  });

  it('drops a truncated or mismatched entry', async () => {
    const root = await cacheRoot();
    const cache = new MediaCache({ root, logger: silent });
    await cache.put('medias', key(1), picture);
    await cache.put('medias', key(2), picture);
    const folder = join(root, sha256('medias'));
    await writeFile(join(folder, `${key(1)}.media`), Buffer.from([0, 0, 9, 9, 1]));
    // 2's file holding 3's picture (copied by hand) is not 2's picture.
    await new MediaCache({ root: join(root, 'other') }).put('medias', key(3), picture);
    await writeFile(join(folder, `${key(2)}.media`), await readFile(join(root, 'other', sha256('medias'), `${key(3)}.media`)));
    expect(await cache.get('medias', key(1))).toBeNull();
    expect(await cache.get('medias', key(2))).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });
});

/** A connectivity that records what the gate told it. */
function fakeConnectivity(online = true) {
  const state: ConnectivityState = { online, cachedAt: null };
  return {
    get current() {
      return { ...state };
    },
    markOffline: vi.fn(() => void (state.online = false)),
    markOnline: vi.fn(() => void (state.online = true)),
  };
}

function serverAnswer(bytes = PNG, headers: Record<string, string> = HEADERS): MediaResponse {
  return { status: 200, headers: { ...headers, 'content-length': String(bytes.length) }, body: Readable.from([bytes]) };
}
const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
async function bytesOf(response: MediaResponse): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.body ?? Readable.from([])) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the thumbnail gate', () => {
  async function gate(options: { user?: string | null; online?: boolean } = {}) {
    const cache = new MediaCache({ root: await cacheRoot(), logger: silent });
    const connectivity = fakeConnectivity(options.online ?? true);
    const user = { name: options.user === undefined ? 'medias' : options.user };
    return { cache, connectivity, user, gate: createMediaGate({ cache, connectivity, currentUser: () => user.name, logger: silent }) };
  }

  it('online: passes the picture on whole and keeps it; an original or a signed-out fetch is not kept', async () => {
    const { cache, connectivity, user, gate: g } = await gate();
    const response = await g.run(thumbnail(1), undefined, () => Promise.resolve(serverAnswer()));
    expect(response.status).toBe(200);
    expect(response.headers).toEqual({ ...HEADERS, 'content-length': String(PNG.length) });
    expect((await bytesOf(response)).equals(PNG)).toBe(true);
    expect(await cache.keys('medias')).toEqual([key(1)]);
    expect(connectivity.markOnline).toHaveBeenCalled();

    const original = await g.run({ id: 2, size: null, version: 1, refresh: null }, undefined, () => Promise.resolve(serverAnswer()));
    expect((await bytesOf(original)).equals(PNG)).toBe(true);
    user.name = null;
    await g.run(thumbnail(3), undefined, () => Promise.resolve(serverAnswer()));
    expect(await cache.keys('medias')).toEqual([key(1)]);
    expect(await cache.size()).toBe(ENTRY_BYTES);
  });

  it('asks the whole picture when it is not kept yet, and answers the page 304 itself when its tag matches', async () => {
    const { gate: g } = await gate();
    const send = vi.fn<MediaSend>(() => Promise.resolve(serverAnswer()));
    const first = await g.run(thumbnail(1), '"abc"', send);
    expect(send).toHaveBeenLastCalledWith(undefined);
    expect(first.status).toBe(304);
    expect(first.body).toBeNull();
    // Kept now: the page's tag goes to the server.
    send.mockResolvedValueOnce({ status: 304, headers: { etag: '"abc"' }, body: null });
    expect((await g.run(thumbnail(1), '"abc"', send)).status).toBe(304);
    expect(send).toHaveBeenLastCalledWith('"abc"');
  });

  it('never keeps an error, a non-image or a picture over the entry limit, which still reaches the page whole', async () => {
    const { cache, gate: g } = await gate();
    await g.run(thumbnail(1), undefined, () => Promise.resolve({ status: 404, headers: { 'content-type': 'application/json' }, body: Readable.from([Buffer.from('{}')]) }));
    await g.run(thumbnail(2), undefined, () => Promise.resolve(serverAnswer(Buffer.from('<html>'), { 'content-type': 'text/html' })));
    const big = Buffer.alloc(MEDIA_CACHE_MAX_ENTRY_BYTES + 1000, 1);
    const chunks = [big.subarray(0, 1_000_000), big.subarray(1_000_000, 2_000_000), big.subarray(2_000_000)];
    const large = await g.run(thumbnail(3), undefined, () => Promise.resolve({ status: 200, headers: HEADERS, body: Readable.from(chunks) }));
    expect((await bytesOf(large)).equals(big)).toBe(true);
    expect(await cache.keys('medias')).toEqual([]);

    // The page leaves half-way: the server's answer is closed as well.
    const source = Readable.from(chunks);
    const abandoned = await g.run(thumbnail(4), undefined, () => Promise.resolve({ status: 200, headers: HEADERS, body: source }));
    for await (const chunk of abandoned.body ?? Readable.from([])) {
      expect((chunk as Buffer).length).toBe(1_000_000);
      break;
    }
    await untilState(() => expect(source.destroyed).toBe(true));
  });

  it('server unreachable: a kept picture answers and connectivity turns offline; a miss fails as before', async () => {
    const { connectivity, gate: g } = await gate();
    await g.run(thumbnail(1), undefined, () => Promise.resolve(serverAnswer()));
    const down = vi.fn<MediaSend>(() => Promise.reject(unreachable));
    const hit = await g.run(thumbnail(1), undefined, down);
    expect(hit.status).toBe(200);
    expect(hit.headers['content-type']).toBe('image/png');
    expect((await bytesOf(hit)).equals(PNG)).toBe(true);
    expect(connectivity.markOffline).toHaveBeenCalledTimes(1);
    expect(down).toHaveBeenCalledTimes(1);
    await expect(g.run(thumbnail(2), undefined, down)).rejects.toBe(unreachable);
  });

  it('already offline: a kept picture answers from disk without asking the server; a miss still tries it', async () => {
    const { connectivity, gate: g } = await gate();
    await g.run(thumbnail(1), undefined, () => Promise.resolve(serverAnswer()));
    connectivity.markOffline();
    const send = vi.fn<MediaSend>(() => Promise.resolve(serverAnswer()));
    expect((await bytesOf(await g.run(thumbnail(1), undefined, send))).equals(PNG)).toBe(true);
    expect((await g.run(thumbnail(1), '"abc"', send)).status).toBe(304);
    expect(send).not.toHaveBeenCalled();
    // A picture not kept: the server is asked (it may be back) and, answering, brings connectivity back.
    expect((await g.run(thumbnail(2), undefined, send)).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    expect(connectivity.current.online).toBe(true);
  });

  it('one user never reads another’s pictures', async () => {
    const { user, gate: g } = await gate();
    await g.run(thumbnail(1), undefined, () => Promise.resolve(serverAnswer()));
    user.name = 'redaction';
    await expect(g.run(thumbnail(1), undefined, () => Promise.reject(unreachable))).rejects.toBe(unreachable);
  });
});
