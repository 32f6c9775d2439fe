import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtensions } from '../../../../src/core/http/extensions';
import { RestClient } from '../../../../src/core/http/rest-client';
import type { RunningServer } from '../../../../src/server/app';
import { EXTENSIONS } from '../../../../src/shared/domain/extensions';
import { obtainTokens } from '../../../support/scripted-browser';
import { callers, type Caller } from '../server/api-client';
import { SERVER_OWN_ROUTES, startTestServer } from '../server/test-database';

/**
 * The strict reference server (issue 32): only the calls of the specs' §7 are served, as by the publisher's
 * back-office; the others answer as unknown paths. The client learns there which extensions it may use.
 */

let strict: RunningServer;
let full: RunningServer;
let onStrict: Caller;
let layoutOnStrict: Caller;

/** A signed-in REST client of core, as the app builds it. */
async function restOf(server: RunningServer): Promise<RestClient> {
  const { access_token } = await obtainTokens(server.url, 'admin');
  return new RestClient(server.url).withTokens({ getAccessToken: () => Promise.resolve(access_token), onUnauthorized: () => Promise.resolve(false) });
}

beforeAll(async () => {
  // Calls outside the client's table made on purpose: the server's own description, refused when strict.
  [strict, full] = await Promise.all([
    startTestServer({ strict: true, workflow: { paused: true } }, [SERVER_OWN_ROUTES.openApi, SERVER_OWN_ROUTES.adSearch]),
    startTestServer({ workflow: { paused: true } }),
  ]);
  ({ admin: onStrict, kyrielle: layoutOnStrict } = await callers(strict.url, ['admin', 'kyrielle']));
});
afterAll(async () => {
  await Promise.all([strict?.close(), full?.close()]);
});

describe('a strict reference server', () => {
  it('serves the specs’ calls', async () => {
    expect((await onStrict('GET', '/api/periodical')).status).toBe(200);
    expect((await onStrict('GET', '/api/author/1')).status).toBe(200);
    expect((await fetch(`${strict.url}/api/config/keycloak.json`)).status).toBe(200);
  });

  it('answers the other routes as unknown paths: 404 when signed in, 401 otherwise', async () => {
    for (const [method, path] of [
      ['GET', '/api/extensions'],
      ['GET', '/api/openapi.json'],
      ['POST', '/api/advertisement/search'],
      ['GET', '/api/search/count?query=a'],
    ] as const) {
      const answer = await onStrict<{ message: string }>(method, path, method === 'POST' ? {} : undefined);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe(`Ressource introuvable : ${method} ${path.split('?')[0]}`);
    }
    expect((await fetch(`${strict.url}/api/extensions`)).status).toBe(401);
  });

  it('projects an answer a route sends as JSON text as well: a kyrielle tree carries spec 2 §3’s fields only', async () => {
    const answer = await layoutOnStrict<Record<string, unknown>>('GET', '/api/kyrielle/tree/1');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['id', 'nodes', 'type']);
  });

  it('keeps a spec path whose parameter a route outside the specs shares: POST /api/image/export is refused', async () => {
    const answer = await onStrict('POST', '/api/image/export', [{ id: 1 }]);
    expect(answer.status).toBe(404);
  });
});

describe('the extensions the client may use', () => {
  it('none from a strict server, every one from the full server', async () => {
    const [onStrictServer, onFullServer] = [createExtensions(await restOf(strict)), createExtensions(await restOf(full))];
    for (const extension of EXTENSIONS) {
      expect(await onStrictServer.has(extension)).toBe(false);
      expect(await onFullServer.has(extension)).toBe(true);
    }
  });
});
