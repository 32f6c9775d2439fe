import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadToFolder } from '../../../../src/core/downloads/download-file';
import type { PartialDownload } from '../../../../src/core/downloads/partial-file';
import { cutAfterReceipt, downloadTestBed, failure, rangedHead, type Cut } from '../../../support/download-test-server';

const { newFolder, serve } = downloadTestBed('pupitre-resume-');

const SIZE = 200_000;
const CUT = 80_000;

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64');
}

/** A file server whose first answer is cut after CUT bytes; `version` is the file it serves now. */
async function cuttingServer(first: Buffer) {
  const version = { bytes: first, etag: '"v1"', digest: true };
  const cut = cutAfterReceipt();
  const sent: number[] = [];
  let answers = 0;
  const server = await serve((req, res) => {
    const { bytes, etag } = version;
    const head = rangedHead(req, res, {
      size: bytes.length,
      etag,
      headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="export.zip"', ...(version.digest ? { 'repr-digest': `sha-256=:${sha256(bytes)}:` } : {}) },
    });
    if (!head) return;
    const rest = bytes.subarray(head.start, head.end + 1);
    if (answers++ === 0) {
      sent.push(CUT);
      cut.writeThenCut(res, rest.subarray(0, CUT));
    } else {
      sent.push(rest.length);
      res.end(rest);
    }
  });
  return { server, version, sent, cut };
}

/** The first attempt, cut after CUT bytes: what it leaves for the next one. */
async function cutFirstAttempt(url: string, folder: string, cut: Cut): Promise<PartialDownload> {
  let partial: PartialDownload | null = null;
  const error = await failure(downloadToFolder({ url, folder, tokens: null, onPartial: (p) => (partial = p), onProgress: cut.received }));
  expect(error.code).toBe('OFFLINE');
  if (!partial) throw new Error('no resume point reported');
  return partial;
}

describe('the test server', () => {
  it('answers ranges as the reference server does: the end of bytes=a-b honoured, 200 for another version, 416 past the end', async () => {
    const bytes = randomBytes(1000);
    const server = await serve((req, res) => {
      const head = rangedHead(req, res, { size: bytes.length, etag: '"v1"' });
      if (head) res.end(bytes.subarray(head.start, head.end + 1));
    });
    const get = async (headers: Record<string, string>) => {
      const res = await fetch(`${server.url}/f`, { headers });
      return { status: res.status, range: res.headers.get('content-range'), body: Buffer.from(await res.arrayBuffer()) };
    };
    expect(await get({ range: 'bytes=10-19' })).toEqual({ status: 206, range: 'bytes 10-19/1000', body: bytes.subarray(10, 20) });
    expect(await get({ range: 'bytes=990-2000' })).toEqual({ status: 206, range: 'bytes 990-999/1000', body: bytes.subarray(990) });
    expect(await get({ range: 'bytes=-5' })).toEqual({ status: 206, range: 'bytes 995-999/1000', body: bytes.subarray(995) });
    expect(await get({ range: 'bytes=10-19', 'if-range': '"v2"' })).toEqual({ status: 200, range: null, body: bytes });
    expect((await get({ range: 'bytes=1000-' })).status).toBe(416);
  });
});

describe('resumable downloads', () => {
  it('keep the part of a cut download and fetch only the rest, with Range and If-Range, checked by size and digest', async () => {
    const bytes = randomBytes(SIZE);
    const { server, sent, cut } = await cuttingServer(bytes);
    const folder = newFolder();
    const partial = await cutFirstAttempt(`${server.url}/api/export`, folder, cut);
    expect(partial).toMatchObject({ etag: '"v1"', totalBytes: SIZE });
    expect(partial.partPath.startsWith(folder)).toBe(true);
    const have = (await stat(partial.partPath)).size;
    expect(have).toBe(CUT);

    const progress: number[] = [];
    const file = await downloadToFolder({ url: `${server.url}/api/export`, folder, tokens: null, partial, onProgress: (n) => progress.push(n) });
    expect(server.requests[1]?.headers.range).toBe(`bytes=${have}-`);
    expect(server.requests[1]?.headers['if-range']).toBe('"v1"');
    expect(sent[1]).toBe(SIZE - have);
    expect(progress[0]).toBeGreaterThan(have);
    expect(file).toMatchObject({ fileName: 'export.zip', bytes: SIZE });
    expect((await readFile(file.path)).equals(bytes)).toBe(true);
    expect(await readdir(folder)).toEqual(['export.zip']);
  });

  it('start over when the file changed on the server meanwhile (another ETag: 200, whole file)', async () => {
    const { server, version, sent, cut } = await cuttingServer(randomBytes(SIZE));
    const folder = newFolder();
    const partial = await cutFirstAttempt(`${server.url}/api/export`, folder, cut);
    const changed = randomBytes(SIZE + 1000);
    Object.assign(version, { bytes: changed, etag: '"v2"' });

    const file = await downloadToFolder({ url: `${server.url}/api/export`, folder, tokens: null, partial });
    expect(server.requests[1]?.headers['if-range']).toBe('"v1"');
    expect(sent[1]).toBe(changed.length);
    expect((await readFile(file.path)).equals(changed)).toBe(true);
    expect(await readdir(folder)).toEqual(['export.zip']);
  });

  it('fail on a digest that does not match, and delete the file', async () => {
    const { server, version, cut } = await cuttingServer(randomBytes(SIZE));
    const folder = newFolder();
    const partial = await cutFirstAttempt(`${server.url}/api/export`, folder, cut);
    // The part is altered on disk: the rest fits, the whole does not.
    await writeFile(partial.partPath, Buffer.alloc((await stat(partial.partPath)).size, 0));
    const error = await failure(downloadToFolder({ url: `${server.url}/api/export`, folder, tokens: null, partial }));
    expect(error).toMatchObject({ code: 'INTERNAL', reason: 'digest-mismatch' });
    expect(error.message).toMatch(/empreinte SHA-256/);
    expect(await readdir(folder)).toEqual([]);
    expect(version.etag).toBe('"v1"');
  });

  it('fail when the file on disk is not the size announced, and delete it', async () => {
    const bytes = randomBytes(SIZE);
    const cut = cutAfterReceipt();
    const server = await serve((req, res) => {
      const head = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
      if (!head) {
        res.writeHead(200, { 'accept-ranges': 'bytes', etag: '"v1"', 'content-length': String(SIZE) });
        cut.writeThenCut(res, bytes.subarray(0, CUT));
        return;
      }
      // A broken server: says the rest runs to SIZE, and ends its (chunked) answer well before.
      res.writeHead(206, { etag: '"v1"', 'content-range': `bytes ${head[1]}-${SIZE - 1}/${SIZE}` });
      res.end(bytes.subarray(Number(head[1]), Number(head[1]) + 10));
    });
    const folder = newFolder();
    const partial = await cutFirstAttempt(`${server.url}/api/export`, folder, cut);
    const error = await failure(downloadToFolder({ url: `${server.url}/api/export`, folder, tokens: null, partial }));
    expect(error).toMatchObject({ code: 'INTERNAL', reason: 'size-mismatch' });
    expect(error.message).toMatch(/octets reçus au lieu des 200\s000 annoncés/);
    expect(await readdir(folder)).toEqual([]);
  });

  it('drop the part when a 206 does not continue it (another start), so that the next attempt starts over', async () => {
    const bytes = randomBytes(SIZE);
    const cut = cutAfterReceipt();
    const server = await serve((req, res) => {
      if (!req.headers.range) {
        res.writeHead(200, { 'accept-ranges': 'bytes', etag: '"v1"', 'content-length': String(SIZE) });
        cut.writeThenCut(res, bytes.subarray(0, CUT));
        return;
      }
      res.writeHead(206, { etag: '"v1"', 'content-range': `bytes 10-${SIZE - 1}/${SIZE}`, 'content-length': String(SIZE - 10) });
      res.end(bytes.subarray(10));
    });
    const folder = newFolder();
    const partial = await cutFirstAttempt(`${server.url}/api/export`, folder, cut);
    const error = await failure(downloadToFolder({ url: `${server.url}/api/export`, folder, tokens: null, partial }));
    expect(error).toMatchObject({ code: 'OFFLINE', message: 'Reprise du téléchargement impossible : le serveur a renvoyé une autre partie du fichier.' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('ask for the whole file again after a 416 (the part is no prefix of the file any more)', async () => {
    const { server, version, cut } = await cuttingServer(randomBytes(SIZE));
    const folder = newFolder();
    const partial = await cutFirstAttempt(`${server.url}/api/export`, folder, cut);
    version.bytes = randomBytes(10);
    version.digest = false;
    const file = await downloadToFolder({ url: `${server.url}/api/export`, folder, tokens: null, partial });
    expect(server.requests.slice(1).map((r) => r.headers.range)).toEqual([expect.stringMatching(/^bytes=\d+-$/), undefined]);
    expect((await readFile(file.path)).equals(version.bytes)).toBe(true);
    expect(await readdir(folder)).toEqual(['export.zip']);
  });

  it('trust no part path outside the folder, nor a name that is not ours, nor a link: no Range, the file untouched', async () => {
    const bytes = randomBytes(1000);
    const server = await serve((req, res) => {
      const head = rangedHead(req, res, { size: bytes.length, etag: '"v1"' });
      if (head) res.end(bytes.subarray(head.start, head.end + 1));
    });
    const folder = newFolder();
    const elsewhere = newFolder();
    await mkdir(elsewhere, { recursive: true });
    const foreign = join(elsewhere, '.pupitre-0123456789abcdef.part');
    await writeFile(foreign, 'à moi');
    const planted = join(folder, '.pupitre-fedcba9876543210.part');
    await mkdir(folder, { recursive: true });
    await symlink(foreign, planted);
    for (const partPath of [foreign, join(folder, '..', '.pupitre-0123456789abcdef.part'), join(folder, 'rapport.docx'), planted]) {
      await downloadToFolder({ url: `${server.url}/api/f`, folder, tokens: null, partial: { partPath, etag: '"v1"', totalBytes: 1000 } });
    }
    expect(server.requests.map((r) => r.headers.range)).toEqual([undefined, undefined, undefined, undefined]);
    expect(await readFile(foreign, 'utf8')).toBe('à moi');
  });

  it('never resume a POST: no Range, and no part kept when it is cut', async () => {
    const cut = cutAfterReceipt();
    const server = await serve((req, res) => {
      const head = rangedHead(req, res, { size: SIZE, etag: '"v1"' });
      if (head) cut.writeThenCut(res, Buffer.alloc(CUT, 1));
    });
    const folder = newFolder();
    const reported: (PartialDownload | null)[] = [];
    const partial = { partPath: join(folder, '.pupitre-0123456789abcdef.part'), etag: '"v1"', totalBytes: SIZE };
    await mkdir(folder, { recursive: true });
    await writeFile(partial.partPath, Buffer.alloc(10));
    const error = await failure(
      downloadToFolder({ url: `${server.url}/api/export`, method: 'POST', body: { ids: [1] }, folder, tokens: null, partial, onPartial: (p) => reported.push(p), onProgress: cut.received }),
    );
    expect(error.code).toBe('OFFLINE');
    expect(server.requests[0]?.headers.range).toBeUndefined();
    expect(reported).toEqual([null]);
    expect(await readdir(folder)).toEqual(['.pupitre-0123456789abcdef.part']);
  });
});
