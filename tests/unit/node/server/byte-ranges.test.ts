import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../../../src/server/app';
import { parseRange } from '../../../../src/server/http/ranges';
import { callers, type Caller } from './api-client';
import { startTestServer } from './test-database';

/** Byte ranges of the reference server's file routes (issue 14: resumable downloads). */
let server: RunningServer;
let as: Record<'admin', Caller>;

beforeAll(async () => {
  server = await startTestServer();
  as = await callers(server.url, ['admin'] as const);
});
afterAll(async () => {
  await server?.close();
});

const FILE_ROUTES = ['/api/image/1?download', '/api/image/1', '/api/article/xml/1', '/api/admin/export/authors-csv?ids=1,2'];

describe('file routes of the reference server', () => {
  it.each(FILE_ROUTES)('%s: Accept-Ranges, a strong ETag and the SHA-256 digest of the whole file', async (path) => {
    const full = await as.admin('GET', path);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const etag = full.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(full.headers.get('repr-digest')).toBe(`sha-256=:${createHash('sha256').update(full.bytes).digest('base64')}:`);
  });

  it.each(FILE_ROUTES)('%s: a range is answered 206 with its bytes only', async (path) => {
    const full = await as.admin('GET', path);
    const half = Math.floor(full.bytes.length / 2);
    const rest = await as.admin('GET', path, undefined, { range: `bytes=${half}-`, 'if-range': full.headers.get('etag') ?? '' });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes ${half}-${full.bytes.length - 1}/${full.bytes.length}`);
    expect(rest.headers.get('content-length')).toBe(String(full.bytes.length - half));
    expect(rest.bytes.equals(full.bytes.subarray(half))).toBe(true);

    const middle = await as.admin('GET', path, undefined, { range: 'bytes=2-5' });
    expect(middle.status).toBe(206);
    expect(middle.bytes.equals(full.bytes.subarray(2, 6))).toBe(true);
  });

  it('a range past the end is 416 with the size', async () => {
    const full = await as.admin('GET', '/api/image/1?download');
    const past = await as.admin('GET', '/api/image/1?download', undefined, { range: `bytes=${full.bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${full.bytes.length}`);
    expect(past.bytes.length).toBe(0);
  });

  it('If-Range with another ETag (the file changed) gets the whole file, 200', async () => {
    const full = await as.admin('GET', '/api/article/xml/1');
    const stale = await as.admin('GET', '/api/article/xml/1', undefined, { range: 'bytes=10-', 'if-range': '"an-older-version"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('content-range')).toBeNull();
    expect(stale.bytes.equals(full.bytes)).toBe(true);
    const weak = await as.admin('GET', '/api/article/xml/1', undefined, { range: 'bytes=10-', 'if-range': `W/${full.headers.get('etag') ?? ''}` });
    expect(weak.status).toBe(200);
  });

  it('a JSON answer is no file: no ranges', async () => {
    const list = await as.admin('GET', '/api/periodical', undefined, { range: 'bytes=0-3' });
    expect(list.status).toBe(200);
    expect(list.headers.get('accept-ranges')).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads the single range forms and refuses the rest', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=3-5', 10)).toEqual({ start: 3, end: 5 });
    expect(parseRange('bytes=3-50', 10)).toEqual({ start: 3, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(parseRange('bytes=-40', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-3', 10)).toBeNull();
    expect(parseRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange(undefined, 10)).toBeNull();
  });
});
