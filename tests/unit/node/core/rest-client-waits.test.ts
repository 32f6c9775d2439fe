import { mkdtemp, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_WAITS, SLOW_READ_MESSAGE, SLOW_WRITE_MESSAGE, UNREACHABLE_MESSAGE, type AnswerWaits } from '../../../../src/core/http/network-failure';
import { RestClient } from '../../../../src/core/http/rest-client';
import { createOffline } from '../../../../src/core/offline';
import { SIGNED_OUT, type AuthState } from '../../../../src/shared/domain/session';
import { failure, startTestServer, type TestServer } from '../../../support/download-test-server';

/**
 * A server that took the request and is working is not out of reach (issue 31): a write waits for its answer
 * however long the server works, a read past its bound fails SLOW, and only a connection that fails is
 * OFFLINE. The bounds are injected (a few tenths of a second), and every wait is on a state: the request
 * arrived, the read failed, the answer was released.
 */

const SHORT_MS = 200;
const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A server that holds every answer until `release`; `arrived(n)` resolves once n requests reached it. */
async function lateServer(startBody = false) {
  const held: ServerResponse[] = [];
  const waiting: { count: number; resolve(): void }[] = [];
  const server = await startTestServer((req, res) => {
    req.resume();
    if (startBody) {
      // The answer starts, then pauses in its body.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"ok":');
    }
    held.push(res);
    for (const w of waiting.filter((w) => held.length >= w.count)) w.resolve();
  });
  servers.push(server);
  return {
    url: server.url,
    arrived: (count: number) => new Promise<void>((resolve) => (held.length >= count ? resolve() : waiting.push({ count, resolve }))),
    release: () => {
      for (const res of held.splice(0)) {
        if (!res.headersSent) res.writeHead(200, { 'content-type': 'application/json' });
        res.end(startBody ? 'true}' : JSON.stringify({ ok: true }));
      }
    },
  };
}

const waits = (over: Partial<AnswerWaits>): AnswerWaits => ({ ...ANSWER_WAITS, ...over });

describe('RestClient: a slow answer is not a server out of reach', () => {
  it('a write waits for its answer past the read bound, while a read sent meanwhile fails SLOW, not OFFLINE', async () => {
    const server = await lateServer();
    const client = new RestClient(server.url, null, null, waits({ readMs: SHORT_MS }));
    const write = client.request<{ ok: boolean }>('POST', '/api/kyrielle/tree/1/save', { anonymous: true, body: { nodes: [] } });
    await server.arrived(1);
    // Sent after the write: when it has failed, the write has waited longer than the read bound.
    const read = await failure(client.request('GET', '/api/kyrielle/tree/1', { anonymous: true }));
    expect(read).toMatchObject({ code: 'SLOW', message: SLOW_READ_MESSAGE });
    server.release();
    await expect(write).resolves.toEqual({ ok: true });
  });

  it('a write past its own bound fails SLOW, saying it may have been done', async () => {
    const server = await lateServer();
    const client = new RestClient(server.url, null, null, waits({ writeMs: SHORT_MS }));
    const error = await failure(client.request('PUT', '/api/author/1', { anonymous: true, body: { name: 'Durand' } }));
    expect(error).toMatchObject({ code: 'SLOW', message: SLOW_WRITE_MESSAGE });
  });

  it('a GET marked as a write (the kyrielle publish) is waited for as one', async () => {
    const server = await lateServer();
    const client = new RestClient(server.url, null, null, waits({ readMs: SHORT_MS }));
    const publish = client.request<{ ok: boolean }>('GET', '/api/kyrielle/tree/1/publish', { anonymous: true, cache: false, write: true });
    await server.arrived(1);
    await failure(client.request('GET', '/api/periodical', { anonymous: true }));
    server.release();
    await expect(publish).resolves.toEqual({ ok: true });
  });

  it('an answer that pauses in its body past the bound fails SLOW', async () => {
    const server = await lateServer(true);
    const client = new RestClient(server.url, null, null, waits({ bodyPauseMs: SHORT_MS }));
    const error = await failure(client.request('GET', '/api/periodical', { anonymous: true }));
    expect(error).toMatchObject({ code: 'SLOW', message: SLOW_READ_MESSAGE });
  });

  it('a refused connection is OFFLINE', async () => {
    const server = await startTestServer(() => undefined);
    await server.close();
    const error = await failure(new RestClient(server.url).request('PUT', '/api/author/1', { anonymous: true, body: {} }));
    expect(error).toMatchObject({ code: 'OFFLINE', message: UNREACHABLE_MESSAGE });
  });
});

describe('the offline layer and a slow server', () => {
  it('a slow cached read fails SLOW: the cached answer is not shown and connectivity stays online', async () => {
    const server = await lateServer();
    const dir = await mkdtemp(join(tmpdir(), 'pupitre-slow-'));
    dirs.push(dir);
    const signedIn: AuthState = { ...SIGNED_OUT, status: 'signedIn', user: { username: 'redaction', name: 'Rédaction', email: null } };
    const changes: unknown[] = [];
    const offline = createOffline({
      profileDir: dir,
      logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      emit: (name, payload) => changes.push([name, payload]),
      session: { current: signedIn, getAccessToken: () => Promise.resolve('jeton'), onUnauthorized: () => Promise.resolve(false) },
      anonymous: new RestClient(server.url, null, null, waits({ readMs: SHORT_MS })),
    });
    try {
      const first = offline.rest.request<{ ok: boolean }>('GET', '/api/periodical');
      await server.arrived(1);
      server.release();
      expect(await first).toEqual({ ok: true });
      // Cached now; the second answer comes too late.
      const error = await failure(offline.rest.request('GET', '/api/periodical'));
      expect(error.code).toBe('SLOW');
      expect(offline.handlers['connectivity.get']()).toEqual({ online: true, cachedAt: null });
      expect(changes).toEqual([]);
    } finally {
      offline.dispose();
    }
  });
});
