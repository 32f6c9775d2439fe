import { afterEach, describe, expect, it } from 'vitest';
import { PlainText, RestClient } from '../../../../src/core/http/rest-client';
import { startTestServer, type TestServer } from '../../../support/download-test-server';

/**
 * What a request's body goes out as: JSON by default, and the text itself, as text/plain, when it is PlainText
 * (spec 2 §7's Oxygen suggestions: "body the typed text").
 */

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server that answers each request with its content type and its body, as it received them. */
async function echoServer() {
  const server = await startTestServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: req.headers['content-type'] ?? null, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  servers.push(server);
  return new RestClient(server.url);
}

describe('RestClient: request bodies', () => {
  it('sends PlainText as it is, as UTF-8 text/plain', async () => {
    const client = await echoServer();
    expect(await client.request('POST', '/api/kyrielle/oxygen/thematics', { anonymous: true, body: new PlainText('Sociétés « cotées »') })).toEqual({
      type: 'text/plain; charset=utf-8',
      body: 'Sociétés « cotées »',
    });
    expect(await client.request('POST', '/api/kyrielle/oxygen/type-acte', { anonymous: true, body: new PlainText('') })).toEqual({ type: 'text/plain; charset=utf-8', body: '' });
  });

  it('sends any other body as JSON, a string included', async () => {
    const client = await echoServer();
    expect(await client.request('POST', '/api/x', { anonymous: true, body: 'texte' })).toEqual({ type: 'application/json', body: '"texte"' });
    expect(await client.request('POST', '/api/x', { anonymous: true, body: { text: 'a' } })).toEqual({ type: 'application/json', body: '{"text":"a"}' });
  });
});
