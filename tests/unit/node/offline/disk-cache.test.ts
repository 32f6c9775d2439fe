import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskCache, requestKey, userFolderName } from '../../../../src/core/offline';
import { isCacheableRequest } from '../../../../src/core/http/rest-client';
import { sha256 } from '../../../../src/core/offline/request-key';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function cacheRoot(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pupitre-cache-'));
  dirs.push(dir);
  return join(dir, 'cache');
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const key = (name: string) => sha256(name);
/** One answer of about 1 kB, and the size of its entry on disk. */
const ANSWER = { rows: 'x'.repeat(1000) };
const ENTRY_BYTES = JSON.stringify({ key: key('a'), fetchedAt: new Date().toISOString(), value: ANSWER }).length;

describe('which requests are cached', () => {
  it('GET and POST …/search by default, never PUT or DELETE, explicit opt-in and opt-out', () => {
    expect(isCacheableRequest('GET', '/api/periodical')).toBe(true);
    expect(isCacheableRequest('POST', '/api/author/search')).toBe(true);
    expect(isCacheableRequest('POST', '/api/image/search?x=1')).toBe(true);
    expect(isCacheableRequest('POST', '/api/author')).toBe(false);
    expect(isCacheableRequest('POST', '/api/author/images/delete')).toBe(false);
    expect(isCacheableRequest('POST', '/api/article/count', { cache: true })).toBe(true);
    expect(isCacheableRequest('GET', '/api/author/1/lock', { cache: false })).toBe(false);
    expect(isCacheableRequest('PUT', '/api/author/1', { cache: true })).toBe(false);
    expect(isCacheableRequest('DELETE', '/api/author/1', { cache: true })).toBe(false);
  });
});

describe('cache keys', () => {
  it('carry the user, the method, the path, the query in any order and the JSON body in any key order', () => {
    const base = { method: 'POST' as const, path: '/api/author/search', query: { page: 0, size: 20 }, body: { query: 'dupont', sort: { attr: 'ID', order: 'ASC' } } };
    const k = requestKey('redaction', base);
    expect(k).toMatch(/^[0-9a-f]{64}$/);
    expect(requestKey('medias', base)).not.toBe(k);
    expect(requestKey('redaction', { ...base, method: 'GET' })).not.toBe(k);
    expect(requestKey('redaction', { ...base, path: '/api/image/search' })).not.toBe(k);
    expect(requestKey('redaction', { ...base, query: { size: 20, page: 0 } })).toBe(k);
    expect(requestKey('redaction', { ...base, path: '/api/author/search?size=20', query: { page: 0 } })).toBe(k);
    expect(requestKey('redaction', { ...base, query: { page: 1, size: 20 } })).not.toBe(k);
    expect(requestKey('redaction', { ...base, body: { sort: { order: 'ASC', attr: 'ID' }, query: 'dupont' } })).toBe(k);
    expect(requestKey('redaction', { ...base, body: { query: 'durand', sort: { attr: 'ID', order: 'ASC' } } })).not.toBe(k);
    expect(userFolderName('redaction')).toBe(sha256('redaction'));
  });
});

describe('DiskCache', () => {
  it('stores the answer with its fetch date in the user’s folder', async () => {
    const root = await cacheRoot();
    const cache = new DiskCache({ root });
    const fetchedAt = new Date('2024-03-01T10:00:00.000Z');
    await cache.put('redaction', key('a'), ANSWER, fetchedAt);
    expect(await cache.get('redaction', key('a'))).toEqual({ value: ANSWER, fetchedAt: fetchedAt.toISOString() });
    expect(await readdir(join(root, sha256('redaction')))).toEqual([`${key('a')}.json`]);
    expect(await cache.get('medias', key('a'))).toBeNull();
    // An empty answer (204) is an answer too.
    await cache.put('redaction', key('empty'), undefined, fetchedAt);
    expect(await cache.get('redaction', key('empty'))).toEqual({ value: undefined, fetchedAt: fetchedAt.toISOString() });
  });

  it('evicts the least recently used entry first when over budget', async () => {
    const root = await cacheRoot();
    const cache = new DiskCache({ root, maxBytes: Math.floor(ENTRY_BYTES * 2.5) });
    await cache.put('redaction', key('a'), ANSWER, new Date());
    await sleep(15);
    await cache.put('redaction', key('b'), ANSWER, new Date());
    await sleep(15);
    expect(await cache.get('redaction', key('a'))).not.toBeNull(); // a is now more recent than b
    await sleep(15);
    await cache.put('redaction', key('c'), ANSWER, new Date());
    expect(await cache.keys('redaction')).toEqual([key('a'), key('c')]);
    expect(await cache.get('redaction', key('b'))).toBeNull();
    expect((await readdir(join(root, sha256('redaction')))).sort()).toEqual([`${key('a')}.json`, `${key('c')}.json`].sort());
    expect(await cache.size()).toBeLessThanOrEqual(cache.maxBytes);

    // After a restart the order comes back from the files' dates; a smaller budget evicts the oldest (a).
    const reopened = new DiskCache({ root, maxBytes: Math.floor(ENTRY_BYTES * 1.5) });
    expect(await reopened.keys('redaction')).toEqual([key('c')]);
    expect(await reopened.get('redaction', key('a'))).toBeNull();
  });

  it('counts every user against the budget, and never keeps an answer larger than the budget', async () => {
    const root = await cacheRoot();
    const cache = new DiskCache({ root, maxBytes: Math.floor(ENTRY_BYTES * 2.5) });
    await cache.put('redaction', key('a'), ANSWER, new Date());
    await sleep(5);
    await cache.put('medias', key('b'), ANSWER, new Date());
    await sleep(5);
    await cache.put('medias', key('c'), ANSWER, new Date());
    expect(await cache.keys('redaction')).toEqual([]);
    expect(await cache.keys('medias')).toEqual([key('b'), key('c')]);
    await cache.put('medias', key('huge'), { rows: 'x'.repeat(ENTRY_BYTES * 3) }, new Date());
    expect(await cache.get('medias', key('huge'))).toBeNull();
    expect(await cache.keys('medias')).toEqual([key('b'), key('c')]);
  });

  it('clears one user only, and drops an answer whose request began before the clearing', async () => {
    const root = await cacheRoot();
    const cache = new DiskCache({ root });
    await cache.put('redaction', key('a'), ANSWER, new Date());
    await cache.put('medias', key('a'), ANSWER, new Date());
    const epoch = cache.epoch('redaction');
    await cache.clearUser('redaction');
    await cache.put('redaction', key('late'), ANSWER, new Date(), epoch);
    expect(await readdir(join(root, sha256('redaction'))).catch(() => [])).toEqual([]);
    expect(await cache.get('medias', key('a'))).not.toBeNull();
  });

  it('drops a corrupt or mismatched entry and leftover temporary files', async () => {
    const root = await cacheRoot();
    const cache = new DiskCache({ root });
    await cache.put('redaction', key('a'), ANSWER, new Date());
    await cache.put('redaction', key('b'), ANSWER, new Date());
    const folder = join(root, sha256('redaction'));
    await writeFile(join(folder, `${key('a')}.json`), '{"key": "trunc');
    // b's file holding another key's answer (copied by hand) is not b's answer.
    await writeFile(join(folder, `${key('b')}.json`), JSON.stringify({ key: key('a'), fetchedAt: new Date().toISOString(), value: ANSWER }));
    await writeFile(join(folder, `${key('c')}.json.123abc.tmp`), 'half');
    expect(await cache.get('redaction', key('a'))).toBeNull();
    expect(await cache.get('redaction', key('b'))).toBeNull();
    const reopened = new DiskCache({ root });
    expect(await reopened.keys('redaction')).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });
});
