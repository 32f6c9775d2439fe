import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors } from 'undici';
import { describe, expect, it } from 'vitest';
import { isTransient } from '../../../../src/core/downloads/download-failure';
import { downloadToFolder, toDownloadError } from '../../../../src/core/downloads/download-file';
import { SLOW_READ_MESSAGE } from '../../../../src/core/http/network-failure';
import type { TokenSource } from '../../../../src/core/http/rest-client';
import { delay, downloadTestBed, failure, type TestServer } from '../../../support/download-test-server';

const { newFolder, serve } = downloadTestBed('pupitre-dl-');

async function listing(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}

function staticTokens(token = 'jeton-1'): TokenSource & { refreshes: number } {
  return {
    refreshes: 0,
    getAccessToken: () => Promise.resolve(token),
    onUnauthorized() {
      this.refreshes++;
      return Promise.resolve(false);
    },
  };
}

describe('downloadToFolder', () => {
  it('streams a file to disk with the bearer token, under the server’s name', async () => {
    const server = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '5', 'content-disposition': 'attachment; filename="placard.pdf"' });
      res.end('%PDF-');
    });
    const folder = newFolder();
    const progress: number[] = [];
    const file = await downloadToFolder({ url: `${server.url}/api/x`, folder, tokens: staticTokens(), onProgress: (n) => progress.push(n) });
    expect(file).toMatchObject({ fileName: 'placard.pdf', bytes: 5, contentType: 'application/pdf', path: join(folder, 'placard.pdf') });
    expect(await readFile(file.path, 'utf8')).toBe('%PDF-');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer jeton-1');
    expect(progress.at(-1)).toBe(5);
    expect(await listing(folder)).toEqual(['placard.pdf']);
  });

  it('leaves nothing behind when the server closes mid-body (Content-Length 1000, 100 bytes sent)', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': '1000' });
      res.write(Buffer.alloc(100, 1), () => setTimeout(() => res.socket?.destroy(), 20));
    });
    const folder = newFolder();
    const error = await failure(downloadToFolder({ url: `${server.url}/api/export`, folder, fileName: 'export.zip', tokens: null }));
    expect(error.code).toBe('OFFLINE');
    expect(error.message).toMatch(/interrompu|incomplet/);
    expect(await listing(folder)).toEqual([]);
  });

  it('leaves nothing behind when the body ends short of Content-Length', async () => {
    const server = await serve((_req, res) => {
      // A server that lies about the length and ends the response cleanly: the count decides.
      res.socket?.write('HTTP/1.1 200 OK\r\ncontent-type: text/csv\r\ncontent-length: 1000\r\nconnection: close\r\n\r\n' + 'a'.repeat(100));
      res.socket?.end();
    });
    const folder = newFolder();
    const error = await failure(downloadToFolder({ url: `${server.url}/api/x`, folder, tokens: null }));
    expect(error.code).toBe('OFFLINE');
    expect(await listing(folder)).toEqual([]);
  });

  it('leaves nothing behind when cancelled mid-body', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '100000' });
      res.write(Buffer.alloc(1000, 1));
      // ...and nothing more until the client goes away.
    });
    const folder = newFolder();
    const controller = new AbortController();
    const download = downloadToFolder({
      url: `${server.url}/api/x`,
      folder,
      tokens: null,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    const error = await failure(download);
    expect(error.code).toBe('CANCELLED');
    expect(await listing(folder)).toEqual([]);
  });

  it('leaves nothing behind when cancelled before the answer', async () => {
    const server = await serve(async (_req, res) => {
      await delay(200);
      res.end('late');
    });
    const folder = newFolder();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const error = await failure(downloadToFolder({ url: `${server.url}/api/x`, folder, tokens: null, signal: controller.signal }));
    expect(error.code).toBe('CANCELLED');
    expect(await listing(folder)).toEqual([]);
  });

  it('never overwrites: name (2).ext, name (3).ext, even when downloads race for the name', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="42.xml"' });
      res.end('<article/>');
    });
    const folder = newFolder();
    const first = await downloadToFolder({ url: `${server.url}/api/x`, folder, tokens: null });
    await writeFile(first.path, 'modifié par l’utilisateur');
    const second = await downloadToFolder({ url: `${server.url}/api/x`, folder, tokens: null });
    expect(second.fileName).toBe('42 (2).xml');
    expect(await readFile(first.path, 'utf8')).toBe('modifié par l’utilisateur');

    const racing = await Promise.all(Array.from({ length: 8 }, () => downloadToFolder({ url: `${server.url}/api/x`, folder, tokens: null })));
    const names = racing.map((f) => f.fileName);
    expect(new Set(names).size).toBe(8);
    expect((await listing(folder)).sort()).toEqual(['42 (10).xml', '42 (2).xml', '42 (3).xml', '42 (4).xml', '42 (5).xml', '42 (6).xml', '42 (7).xml', '42 (8).xml', '42 (9).xml', '42.xml']);
  });

  it('keeps the HTTP status and the server’s message, and writes nothing', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Image introuvable : 12' }));
    });
    const folder = newFolder();
    const error = await failure(downloadToFolder({ url: `${server.url}/api/image/12`, folder, tokens: staticTokens() }));
    expect(error).toMatchObject({ code: 'HTTP', status: 404, message: 'Image introuvable : 12' });
    expect(await listing(folder)).toEqual([]);
  });

  it('says OFFLINE when the server cannot be reached', async () => {
    const server = await serve((_req, res) => res.end());
    const url = `${server.url}/api/x`;
    await server.close();
    const error = await failure(downloadToFolder({ url, folder: newFolder(), tokens: null }));
    expect(error.code).toBe('OFFLINE');
  });

  it('says SLOW, not OFFLINE, when the server took the request but answers late or stalls (tried again all the same)', () => {
    const late = toDownloadError(new errors.HeadersTimeoutError(), undefined, 'connect');
    const stalled = toDownloadError(new errors.BodyTimeoutError(), undefined, 'body');
    expect(late).toMatchObject({ code: 'SLOW', message: SLOW_READ_MESSAGE });
    expect(stalled).toMatchObject({ code: 'SLOW', message: 'Le serveur ne répond plus : téléchargement interrompu.' });
    expect([late, stalled].every(isTransient)).toBe(true);
  });

  it('refreshes the token once on 401, then gives up with UNAUTHENTICATED', async () => {
    const server = await serve((req, res) => {
      if (req.headers.authorization !== 'Bearer neuf') {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    let token = 'ancien';
    const tokens: TokenSource = {
      getAccessToken: () => Promise.resolve(token),
      onUnauthorized: () => {
        token = 'neuf';
        return Promise.resolve(true);
      },
    };
    const file = await downloadToFolder({ url: `${server.url}/api/notes`, folder: newFolder(), tokens });
    expect(file.fileName).toBe('notes.txt');
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer ancien', 'Bearer neuf']);

    const refused = staticTokens('périmé');
    const error = await failure(downloadToFolder({ url: `${server.url}/api/notes`, folder: newFolder(), tokens: refused }));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(refused.refreshes).toBe(1);
  });
});

describe('redirects', () => {
  it('drop the Authorization header on the way to another origin, and keep it within the API’s', async () => {
    const storage = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="bat.pdf"' }).end('%PDF');
    });
    const api = await serve((req, res) => {
      if (req.url === '/api/cross') res.writeHead(302, { location: `${storage.url}/blob/1` }).end();
      else if (req.url === '/api/same') res.writeHead(307, { location: '/api/file' }).end();
      else if (req.url === '/api/file') res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
      else res.writeHead(404).end();
    });
    const tokens = staticTokens('secret');

    const cross = await downloadToFolder({ url: `${api.url}/api/cross`, folder: newFolder(), tokens, tokenOrigin: api.origin });
    expect(cross.fileName).toBe('bat.pdf');
    expect(api.requests[0]?.headers.authorization).toBe('Bearer secret');
    expect(storage.requests).toHaveLength(1);
    expect(storage.requests[0]?.headers.authorization).toBeUndefined();

    const same = await downloadToFolder({ url: `${api.url}/api/same`, folder: newFolder(), tokens, tokenOrigin: api.origin });
    expect(same.fileName).toBe('file.pdf');
    expect(api.requests.slice(1).map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/same', 'Bearer secret'],
      ['/api/file', 'Bearer secret'],
    ]);
  });

  it('do not give the token back after leaving the API’s origin, and stop after 5', async () => {
    let api: TestServer | null = null;
    const other = await serve((_req, res) => {
      res.writeHead(302, { location: `${api?.url ?? ''}/api/final` }).end();
    });
    api = await serve((req, res) => {
      if (req.url === '/api/start') res.writeHead(302, { location: `${other.url}/bounce` }).end();
      else if (req.url === '/api/final') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      else if (req.url?.startsWith('/api/loop')) res.writeHead(302, { location: '/api/loop' }).end();
      else res.writeHead(404).end();
    });
    const tokens = staticTokens('secret');
    await downloadToFolder({ url: `${api.url}/api/start`, folder: newFolder(), tokens, tokenOrigin: api.origin });
    expect(api.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/start', 'Bearer secret'],
      ['/api/final', undefined],
    ]);

    const folder = newFolder();
    const error = await failure(downloadToFolder({ url: `${api.url}/api/loop`, folder, tokens, tokenOrigin: api.origin }));
    expect(error).toMatchObject({ code: 'HTTP', message: 'Trop de redirections.' });
    expect(api.requests.filter((r) => r.url === '/api/loop')).toHaveLength(6);
    expect(await listing(folder)).toEqual([]);
  });
});
