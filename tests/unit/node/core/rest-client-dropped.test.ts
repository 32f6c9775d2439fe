import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UNREACHABLE_MESSAGE } from '../../../../src/core/http/network-failure';
import { RestClient } from '../../../../src/core/http/rest-client';
import { startTestServer, type TestServer } from '../../../support/download-test-server';

/**
 * A connection closed under a request before any answer (a kept-alive one the server closed while a busy client
 * reused it) is not the server out of reach: a GET is sent once more on a new connection; a write, which may
 * have been done, is not, and says the server could not be reached. So a write never goes over a kept-alive
 * connection in the first place.
 */

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server that drops the connection of the first `drops` requests without a word, then answers. */
async function droppingServer(drops: number) {
  const seen: string[] = [];
  const server = await startTestServer((req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
    if (seen.length <= drops) return void req.socket.destroy();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[]');
  });
  servers.push(server);
  return { url: server.url, seen };
}

describe('RestClient: a dropped connection', () => {
  it('sends a GET once more on a new connection, and answers it', async () => {
    const server = await droppingServer(1);
    expect(await new RestClient(server.url).request('GET', '/api/periodical', { anonymous: true })).toEqual([]);
    expect(server.seen).toEqual(['GET /api/periodical', 'GET /api/periodical']);
  });

  it('is OFFLINE when the new connection drops too: a GET is sent twice at most', async () => {
    const server = await droppingServer(5);
    await expect(new RestClient(server.url).request('GET', '/api/periodical', { anonymous: true })).rejects.toMatchObject({ code: 'OFFLINE', message: UNREACHABLE_MESSAGE });
    expect(server.seen).toHaveLength(2);
  });

  it('never sends a write twice', async () => {
    const server = await droppingServer(1);
    await expect(new RestClient(server.url).request('PUT', '/api/author/1', { anonymous: true, body: { id: 1 } })).rejects.toMatchObject({ code: 'OFFLINE' });
    expect(server.seen).toEqual(['PUT /api/author/1']);
  });
});

describe('RestClient: which connection a write goes over', () => {
  it('sends each write over a connection of its own, used by no other request', async () => {
    const connections = new Map<Socket, number>();
    const seen: { method: string; connection: number }[] = [];
    const server = await startTestServer((req, res) => {
      if (!connections.has(req.socket)) connections.set(req.socket, connections.size + 1);
      seen.push({ method: req.method ?? '', connection: connections.get(req.socket) ?? 0 });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    servers.push(server);
    const client = new RestClient(server.url);
    for (const method of ['GET', 'PUT', 'GET', 'POST', 'DELETE', 'GET'] as const) {
      await client.request(method, '/api/author/1', { anonymous: true, ...(method === 'GET' || method === 'DELETE' ? {} : { body: { id: 1 } }) });
    }
    const usesOf = (connection: number) => seen.filter((request) => request.connection === connection).length;
    const writes = seen.filter((request) => request.method !== 'GET');
    expect(writes.map((write) => write.method)).toEqual(['PUT', 'POST', 'DELETE']);
    for (const write of writes) expect(usesOf(write.connection)).toBe(1);
  });
});
