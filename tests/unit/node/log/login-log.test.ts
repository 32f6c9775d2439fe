import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openFileLog } from '../../../../src/core/log/file-log';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { signedInCore } from '../../../support/signed-in-core';
import { settledBatch, valueOf } from '../images/reference-bed';
import { seededPglite } from '../../../support/seeded-database';

/**
 * The proof issue 14 asks for: a real sign-in on the reference server (its login page driven by the scripted
 * browser, the loopback redirect, the code exchange), then a refresh, a failed download and a sign-out, with
 * core's logger writing to a real file through the same redaction and file transport as the app's main
 * process. Every secret of that sign-in is read off the wire as it passes; none of them is in the file.
 */

let server: RunningServer;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-login-log-'));
  // From the run's seeded database, as every other server of the suite: initdb, migrations and the demo data
  // took more than a minute on one core.
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite() });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

interface Secrets {
  accessTokens: string[];
  refreshTokens: string[];
  idTokens: string[];
  codes: string[];
  cookies: string[];
}

/** Watches every fetch of the test (core's token requests, the scripted browser) and keeps what is secret. */
function recordSecrets(): Secrets {
  const secrets: Secrets = { accessTokens: [], refreshTokens: [], idTokens: [], codes: [], cookies: [] };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    for (const cookie of response.headers.getSetCookie()) {
      const value = cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '';
      if (value.length >= 8) secrets.cookies.push(value);
    }
    const code = new URL(response.headers.get('location') ?? 'http://x/', url).searchParams.get('code');
    if (code) secrets.codes.push(code);
    if (url.endsWith('/protocol/openid-connect/token') && response.ok) {
      const body = (await response.clone().json()) as { access_token?: string; refresh_token?: string; id_token?: string };
      if (body.access_token) secrets.accessTokens.push(body.access_token);
      if (body.refresh_token) secrets.refreshTokens.push(body.refresh_token);
      if (body.id_token) secrets.idTokens.push(body.id_token);
    }
    return response;
  });
  return secrets;
}

describe('the log after a sign-in', () => {
  it('records the sign-in, the refresh, a failed download and the sign-out, and no token, code or cookie', async () => {
    const secrets = recordSecrets();
    const log = openFileLog({ file: join(root, 'logs', 'main.log') });
    const core = await signedInCore({ apiUrl: server.url, user: 'admin', root, overrides: { logger: log } });
    await core.session.refresh();
    const { batchId } = valueOf<{ batchId: string }>(await core.dispatch('downloads.start', [{ label: 'Fichier absent', items: [{ path: '/api/image/999999?download' }] }]));
    const settled = await settledBatch(core, batchId);
    expect(settled.items[0]?.status).toBe('failed');
    // What a library's error may carry (the request it failed on): through the same port, as core would log it.
    const [access = '', refresh = ''] = [secrets.accessTokens[0], secrets.refreshTokens[0]];
    log.error('bridge method images.get failed', Object.assign(new Error(`request to /token failed: refresh_token=${refresh}`), { request: { headers: { authorization: `Bearer ${access}` } } }));
    await core.dispatch('auth.logout', []);
    core.dispose();

    // Each kind of secret was seen on the wire: the test compares against real values, not an empty list.
    expect(secrets.accessTokens.length).toBeGreaterThanOrEqual(2);
    expect(secrets.refreshTokens.length).toBeGreaterThanOrEqual(1);
    expect(secrets.idTokens.length).toBeGreaterThanOrEqual(1);
    expect(secrets.codes).toHaveLength(1);
    expect(secrets.cookies.length).toBeGreaterThan(0);

    const text = await readFile(log.file, 'utf8');
    expect(text).toContain('[info]  signed in as admin');
    expect(text).toContain('tokens refreshed for admin');
    expect(text).toMatch(/\[warn\] +download failed after 1 attempt\(s\): 999999 \{\s+httpStatus: 404/);
    expect(text).toContain('bridge method images.get failed Error: request to /token failed: refresh_token=[masqué]');
    expect(text).toContain('signed out admin');
    for (const [kind, values] of Object.entries(secrets)) {
      for (const value of values as string[]) expect(text.includes(value), `${kind} ${value.slice(0, 12)}… is in the log`).toBe(false);
    }
  });
});
