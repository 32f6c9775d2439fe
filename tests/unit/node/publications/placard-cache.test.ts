import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RestClient } from '../../../../src/core/http/rest-client';
import { PlacardCache, placardKey } from '../../../../src/core/publications/placard-cache';
import { BridgeError } from '../../../../src/shared/errors';

/** The placard thumbnails' store (issue 36): keys that no input turns into a path, entries checked when read. */

const THUMBNAIL = 'data:image/webp;base64,UklGRg==';
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-placard-cache-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('placardKey', () => {
  it('is a SHA-256 of the publication and of the PDF’s identity, whatever they hold', () => {
    const key = placardKey(12, 'f'.repeat(64));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(placardKey(13, 'f'.repeat(64))).not.toBe(key);
    expect(placardKey(12, 'e'.repeat(64))).not.toBe(key);
    expect(placardKey(12, '../../../etc/passwd')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('PlacardCache', () => {
  it('keeps a user’s thumbnails below its root only, and answers them to that user', async () => {
    const cache = new PlacardCache({ root });
    const key = placardKey(1, 'a'.repeat(64));
    await cache.put('../../alice', key, { pageCount: 4, thumbnails: [THUMBNAIL] });
    expect(await cache.get('../../alice', key)).toEqual({ pageCount: 4, thumbnails: [THUMBNAIL] });
    expect(await cache.get('bob', key)).toBeNull();
    const files = await filesUnder(root);
    expect(files).toHaveLength(1);
    for (const file of files) expect(relative(resolve(root), file)).toMatch(/^[0-9a-f]{64}\/[0-9a-f]{64}\.placard$/);
  });

  it('refuses any key but a SHA-256 in hex, so that none can leave the root', async () => {
    const cache = new PlacardCache({ root });
    for (const hostile of ['../../../outside', `${'a'.repeat(63)}/`, '/etc/passwd', 'A'.repeat(64)]) {
      await expect(cache.put('alice', hostile, { pageCount: 1, thumbnails: [THUMBNAIL] })).rejects.toThrow();
      await expect(cache.get('alice', hostile)).rejects.toThrow();
    }
    await expect(readdir(root)).resolves.toEqual([]);
  });

  it('drops an entry that is damaged or is not what its key holds', async () => {
    const cache = new PlacardCache({ root });
    const key = placardKey(2, 'b'.repeat(64));
    await cache.put('alice', key, { pageCount: 1, thumbnails: [THUMBNAIL] });
    const [file] = await filesUnder(root);
    for (const damaged of ['{', JSON.stringify({ key, pageCount: 1, thumbnails: ['data:text/html;base64,PGI+'] }), JSON.stringify({ key: 'x', pageCount: 1, thumbnails: [] })]) {
      await writeFile(file ?? '', damaged);
      expect(await cache.get('alice', key)).toBeNull();
      expect(await cache.has('alice', key)).toBe(false);
      await cache.put('alice', key, { pageCount: 1, thumbnails: [THUMBNAIL] });
    }
  });
});

describe('RestClient.bytes', () => {
  let server: Server;
  let url: string;
  const body = Buffer.alloc(4096, 7);
  beforeEach(async () => {
    server = createServer((req, res) => {
      // /chunked announces no length: the bound holds on what arrives.
      if (req.url === '/chunked') res.write(body);
      else res.writeHead(200, { 'content-length': body.length }).write(body);
      res.end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  const client = () => new RestClient(url, { getAccessToken: () => Promise.resolve('t'), onUnauthorized: () => Promise.resolve(false) });

  it('reads a file’s bytes within the bound, and refuses one past it, announced or not', async () => {
    expect(await client().bytes('/file', body.length)).toEqual(body);
    for (const path of ['/file', '/chunked']) {
      const error = await client()
        .bytes(path, body.length - 1)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BridgeError);
      expect(error).toMatchObject({ code: 'NOT_ALLOWED', reason: 'file-too-large' });
    }
  });
});
