import { describe, expect, it, vi } from 'vitest';
import { Session } from '../../../../src/core/auth/session';
import { RestClient, type TokenSource } from '../../../../src/core/http/rest-client';
import { MemorySecretStore } from '../../../../src/core/ports';
import { downloadTestBed, type TestServer } from '../../../support/download-test-server';
import { untilState } from '../../../support/until-state';

/**
 * The addresses core talks to or opens: the back office and the identity provider must be https (http only
 * on loopback), requests stay on the server's origin, and the login page named by the provider's discovery
 * document opens only if it is a secure page of the provider itself.
 */
const bed = downloadTestBed('pupitre-urls-');
const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function tokenSpy(): TokenSource & { asked: number } {
  const spy = {
    asked: 0,
    getAccessToken: () => {
      spy.asked++;
      return Promise.resolve('jeton');
    },
    onUnauthorized: () => Promise.resolve(false),
  };
  return spy;
}

describe('the back office address', () => {
  it('refuses http off this machine before anything is sent, with a French message', async () => {
    const tokens = tokenSpy();
    const rest = new RestClient('http://bo.editeur.example').withTokens(tokens);
    await expect(rest.request('GET', '/api/periodical')).rejects.toMatchObject({
      code: 'INSECURE_URL',
      message: 'L’adresse du serveur doit être en https (http n’est accepté que sur cette machine) : http://bo.editeur.example',
    });
    expect(tokens.asked).toBe(0);
  });

  it('never sends the token off the server’s origin, whatever the path says', async () => {
    const server = await bed.serve((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const tokens = tokenSpy();
    const rest = new RestClient(server.url).withTokens(tokens);
    for (const path of ['//evil.example/api/x', 'https://evil.example/api/x', 'http://127.0.0.2:9/api/x']) {
      await expect(rest.request('GET', path), path).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    }
    expect(tokens.asked).toBe(0);
    expect(server.requests).toEqual([]);
    await expect(rest.request('GET', '/api/periodical')).resolves.toEqual({});
    expect(tokens.asked).toBe(1);
  });
});

/** A back office whose keycloak.json and discovery document say what the test wants. */
async function identityServer(authServerUrl: (self: TestServer) => string, authorizationEndpoint: (self: TestServer) => string): Promise<TestServer> {
  return bed.serve((req, res, self) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/config/keycloak.json') {
      return res.end(JSON.stringify({ realm: 'pupitre', 'auth-server-url': authServerUrl(self), resource: 'pupitre-desktop', 'public-client': true }));
    }
    if (req.url === '/realms/pupitre/.well-known/openid-configuration') {
      const issuer = `${self.url}/realms/pupitre`;
      return res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: authorizationEndpoint(self),
          token_endpoint: `${issuer}/protocol/openid-connect/token`,
          jwks_uri: `${issuer}/protocol/openid-connect/certs`,
          response_types_supported: ['code'],
        }),
      );
    }
    res.statusCode = 404;
    return res.end('{}');
  });
}

function sessionOn(server: TestServer) {
  const openExternal = vi.fn((_url: string) => Promise.resolve());
  const session = new Session({ rest: new RestClient(server.url), secrets: new MemorySecretStore(), browser: { openExternal }, logger: silent, onChange: () => undefined });
  return { session, openExternal };
}

describe('the identity provider', () => {
  it('refuses a provider served over http off this machine', async () => {
    const server = await identityServer(() => 'http://sso.editeur.example/auth', () => 'https://sso.editeur.example/auth');
    const { session, openExternal } = sessionOn(server);
    await expect(session.signIn()).rejects.toMatchObject({
      code: 'INSECURE_URL',
      message: 'L’adresse du fournisseur d’identité doit être en https (http n’est accepté que sur cette machine) : http://sso.editeur.example',
    });
    expect(openExternal).not.toHaveBeenCalled();
    expect(session.current.status).toBe('signedOut');
  });

  it('opens no login page that is not a secure page of the provider itself', async () => {
    const hostile = ['file:///etc/passwd', 'smb://serveur/partage', 'ms-msdt:/id PCWDiagnostic', 'http://sso.evil.example/auth', 'https://evil.example/auth'];
    for (const endpoint of hostile) {
      const server = await identityServer((self) => self.url, () => endpoint);
      const { session, openExternal } = sessionOn(server);
      await expect(session.signIn(), endpoint).rejects.toMatchObject({ code: 'INSECURE_URL' });
      expect(openExternal).not.toHaveBeenCalled();
      session.dispose();
    }
  });

  it('opens the provider’s own login page', async () => {
    const server = await identityServer((self) => self.url, (self) => `${self.url}/realms/pupitre/protocol/openid-connect/auth`);
    const endpoint = `${server.url}/realms/pupitre/protocol/openid-connect/auth`;
    const { session, openExternal } = sessionOn(server);
    const signingIn = session.signIn();
    await untilState(() => expect(openExternal).toHaveBeenCalledTimes(1));
    expect(openExternal.mock.calls[0]?.[0]).toMatch(new RegExp(`^${endpoint}\\?`));
    session.cancelSignIn();
    await expect(signingIn).rejects.toMatchObject({ code: 'LOGIN_CANCELLED' });
  });
});
