import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../../../../src/core/auth/session';
import { RestClient } from '../../../../src/core/http/rest-client';
import { MemorySecretStore } from '../../../../src/core/ports';
import type { AuthState } from '../../../../src/shared/domain/session';
import { startTestServer, type TestServer } from '../../../support/download-test-server';

/**
 * What ends a session (issue 31): only the provider's refusal of the refresh token. A login test failed on a
 * loaded machine because the refresh timer of an 8-second token fired while its server was being stopped: the
 * server answered 503 « Le serveur démarre ou s’arrête. » and the session took it for a refusal and signed the
 * user out (« Vous n’êtes pas connecté. »). A stand-in identity provider answers each token request as the
 * test says, so that each case is certain rather than timed.
 */

type TokenAnswer = 'unavailable' | 'refused' | 'tokens';
const CLIENT_ID = 'pupitre-desktop';
const LIFETIME_SECONDS = 300;
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** An unsigned access token with the claims the session reads (it decodes, the server verifies). */
function accessToken(username: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { preferred_username: username, exp: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS, resource_access: { [CLIENT_ID]: { roles: ['EDITOR_GDP'] } } };
  return `${part({ alg: 'none', typ: 'at+jwt' })}.${part(claims)}.signature`;
}

/** keycloak.json, the provider's metadata and its token endpoint, answering as `answer.next` says. */
async function standInProvider() {
  const answer: { next: TokenAnswer; tokenRequests: number } = { next: 'tokens', tokenRequests: 0 };
  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = await startTestServer((req, res, self) => {
    req.resume();
    const realm = `${self.url}/realms/pupitre`;
    if (req.url === '/api/config/keycloak.json') return json(res, 200, { realm: 'pupitre', 'auth-server-url': self.url, resource: CLIENT_ID, 'public-client': true });
    if (req.url === '/realms/pupitre/.well-known/openid-configuration') {
      return json(res, 200, { issuer: realm, authorization_endpoint: `${realm}/protocol/openid-connect/auth`, token_endpoint: `${realm}/protocol/openid-connect/token`, jwks_uri: `${realm}/protocol/openid-connect/certs` });
    }
    answer.tokenRequests++;
    // The reference server's answer while it starts or stops (src/server/app.ts), then an OAuth refusal.
    if (answer.next === 'unavailable') return json(res, 503, { status: 503, error: 'Service Unavailable', message: 'Le serveur démarre ou s’arrête.' });
    if (answer.next === 'refused') return json(res, 400, { error: 'invalid_grant', error_description: 'grant request is invalid' });
    return json(res, 200, { access_token: accessToken('redaction'), token_type: 'Bearer', expires_in: LIFETIME_SECONDS, refresh_token: 'jeton-de-rafraichissement-2', scope: 'openid' });
  });
  servers.push(server);
  return { url: server.url, answer };
}

async function restoredSession(url: string, now?: () => number) {
  const secrets = new MemorySecretStore();
  await secrets.set('refreshToken', 'jeton-de-rafraichissement-1');
  const states: AuthState[] = [];
  const session = new Session({
    rest: new RestClient(url),
    secrets,
    browser: { openExternal: () => Promise.reject(new Error('no browser expected')) },
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    onChange: (state) => states.push(state),
    ...(now ? { now } : {}),
  });
  return { session, secrets, states };
}

describe('Session refresh: only a refusal ends the session', () => {
  it('keeps the session and its refresh token when the provider answers 503 (a server stopping), signs in once it answers, and ends on a refusal', async () => {
    const provider = await standInProvider();
    const { session, secrets, states } = await restoredSession(provider.url);
    try {
      provider.answer.next = 'unavailable';
      expect(await session.restore()).toBe(false);
      await expect(session.refresh()).rejects.toMatchObject({ code: 'HTTP', message: 'Le fournisseur d’identité n’a pas pu renouveler la session. Veuillez réessayer.' });
      expect(await secrets.get('refreshToken')).toBe('jeton-de-rafraichissement-1');
      expect(states.some((s) => s.endedBy === 'expired')).toBe(false);

      provider.answer.next = 'tokens';
      await session.refresh();
      expect(session.current).toMatchObject({ status: 'signedIn', user: { username: 'redaction' } });
      expect(await secrets.get('refreshToken')).toBe('jeton-de-rafraichissement-2');

      provider.answer.next = 'refused';
      await expect(session.refresh()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(session.current).toMatchObject({ status: 'signedOut', endedBy: 'expired' });
      expect(await secrets.get('refreshToken')).toBeNull();
    } finally {
      session.dispose();
    }
  });

  it('counts a token’s lifetime on the session’s own clock: a clock a day ahead does not refresh again and again', async () => {
    const provider = await standInProvider();
    const dayAhead = 24 * 3600 * 1000;
    const { session } = await restoredSession(provider.url, () => Date.now() + dayAhead);
    try {
      expect(await session.restore()).toBe(true);
      const token = await session.getAccessToken();
      expect(await session.getAccessToken()).toBe(token);
      expect(provider.answer.tokenRequests).toBe(1);
    } finally {
      session.dispose();
    }
  });
});
