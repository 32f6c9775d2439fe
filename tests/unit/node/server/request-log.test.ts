import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import { MASK } from '../../../../src/shared/log/redact';
import { callers, type Caller } from './api-client';
import { startTestServer } from './test-database';

/**
 * The reference server's request log (LOG_REQUESTS=1): what it writes of each request's URL and errors is masked
 * as the app's log is. Fonto's GET calls carry the editor session's token in their query, the authorization
 * request carries OAuth's state.
 */
let server: RunningServer;
let admin: Caller;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ workflow: { paused: true }, logger: { write: (line) => lines.push(line) } });
  ({ admin } = await callers(server.url, ['admin'] as const));
});
afterAll(async () => {
  await server?.close();
});

const loggedUrls = () => lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter((url): url is string => url !== undefined);

describe('the request log', () => {
  it('masks the editor session token of a query and OAuth’s state, and keeps the rest of the URL', async () => {
    const session = (await admin<EditorSession>('POST', '/api/fonto/session', { documentId: 1 })).body;
    const context = encodeURIComponent(JSON.stringify({ editSessionToken: session.token, documentId: '1' }));
    expect((await admin('GET', `/api/fonto/heartbeat?context=${context}`)).status).toBe(204);
    expect((await admin('GET', `/api/fonto/document?documentId=1&context=${context}`)).status).toBe(200);

    const urls = loggedUrls();
    expect(urls.some((url) => url.startsWith('/api/fonto/document?documentId=1&context='))).toBe(true);
    const authorization = urls.find((url) => url.includes('/protocol/openid-connect/auth?'));
    expect(authorization).toContain(`state=${MASK}`);
    expect(authorization).toContain('client_id=pupitre-desktop');
    expect(lines.join('\n')).not.toContain(session.token);
    for (const url of urls) expect(url).not.toMatch(/[?&](code|state|access_token|refresh_token|token)=(?!\[masqué\])[^&]/);
  });
});
