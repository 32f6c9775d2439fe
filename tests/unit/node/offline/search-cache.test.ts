import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RestClient } from '../../../../src/core/http/rest-client';
import { createOffline, userFolderName } from '../../../../src/core/offline';
import type { ConnectivityState } from '../../../../src/shared/domain/files';
import { SIGNED_OUT, type AuthState } from '../../../../src/shared/domain/session';

/**
 * POST searches: the reference server has no search route yet, so a stand-in answers them here (the
 * reference server proves GET caching, offline and recovery in offline.test.ts).
 */
const TOKEN = 'secret-access-token-0123456789';
let server: Server;
let url = '';
let dir = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      if (req.method === 'POST' && req.url?.endsWith('/search')) {
        const { query } = JSON.parse(body) as { query: string };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ result: [{ id: 1, lastName: query }], resultCount: 1 }));
      } else {
        res.statusCode = 404;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: 'Introuvable' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pupitre-search-'));
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

const signedIn: AuthState = { ...SIGNED_OUT, status: 'signedIn', user: { username: 'redaction', name: 'Rédaction', email: null } };

describe('POST searches', () => {
  it('are cached by body, served offline, and the cache holds no token', async () => {
    const events: ConnectivityState[] = [];
    const offline = createOffline({
      profileDir: dir,
      logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      emit: (_name, payload) => events.push(payload as ConnectivityState),
      session: { current: signedIn, getAccessToken: () => Promise.resolve(TOKEN), onUnauthorized: () => Promise.resolve(false) },
      anonymous: new RestClient(url),
      probeIntervalMs: 60_000,
    });
    const { rest } = offline;
    const dupont = await rest.request('POST', '/api/author/search', { body: { query: 'Dupont', page: 0, size: 20 } });
    await rest.request('POST', '/api/author/search', { body: { query: 'Durand', page: 0, size: 20 } });
    expect(seen.at(-1)).toContain(`Bearer ${TOKEN}`);

    // An error answer is neither cached nor a sign of being offline.
    await expect(rest.request('GET', '/api/author/404')).rejects.toMatchObject({ code: 'HTTP', status: 404 });
    expect((await offline.handlers['connectivity.get']()).online).toBe(true);

    const folder = join(dir, 'cache', userFolderName('redaction'));
    const files = await readdir(folder);
    expect(files).toHaveLength(2);
    for (const file of files) expect(await readFile(join(folder, file), 'utf8')).not.toContain(TOKEN);

    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    // Same body, keys in another order: the same search.
    expect(await rest.request('POST', '/api/author/search', { body: { size: 20, page: 0, query: 'Dupont' } })).toEqual(dupont);
    expect(events).toHaveLength(1);
    expect(events[0]?.online).toBe(false);
    await expect(rest.request('POST', '/api/author/search', { body: { query: 'Martin', page: 0, size: 20 } })).rejects.toMatchObject({ code: 'OFFLINE' });
    // A POST that is not a search is a write: refused at once while offline.
    await expect(rest.request('POST', '/api/author/images/delete', { body: [1] })).rejects.toMatchObject({ code: 'OFFLINE', message: 'Indisponible hors ligne' });
    offline.dispose();
  });
});
