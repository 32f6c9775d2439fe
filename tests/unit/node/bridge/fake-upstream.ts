import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A small back office on 127.0.0.1 that counts every request it receives: enough of a Keycloak-shaped
 * provider for core to sign in (keycloak.json, discovery, authorization redirect, token endpoint), and
 * `200 []` for any other call. The tests point core at it and check that refused calls never reach it.
 */
export interface FakeUpstream {
  url: string;
  /** Every request received, in order (method and URL, and the body of /api/ calls). */
  requests: { method: string; url: string; body: string }[];
  /** Follows an authorization URL as a browser would, up to core's loopback callback. */
  authorize(authorizationUrl: string): Promise<void>;
  close(): Promise<void>;
}

const REALM = 'pupitre';
const CLIENT = 'pupitre-desktop';

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT: core only decodes its tokens (the real server verifies them). */
const jwt = (claims: Record<string, unknown>): string => `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const sockets = new Set<Socket>();
  const nonces = new Map<string, string>();
  let url = '';
  const requests: FakeUpstream['requests'] = [];
  const issuer = (): string => `${url}/auth/realms/${REALM}`;

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      const target = new URL(req.url ?? '/', url);
      const oidc = `/auth/realms/${REALM}`;
      if (target.pathname === '/api/config/keycloak.json') {
        return json(res, 200, { realm: REALM, 'auth-server-url': `${url}/auth`, resource: CLIENT, 'public-client': true });
      }
      if (target.pathname === `${oidc}/.well-known/openid-configuration`) {
        return json(res, 200, {
          issuer: issuer(),
          authorization_endpoint: `${issuer()}/protocol/openid-connect/auth`,
          token_endpoint: `${issuer()}/protocol/openid-connect/token`,
          end_session_endpoint: `${issuer()}/protocol/openid-connect/logout`,
          revocation_endpoint: `${issuer()}/protocol/openid-connect/revoke`,
          jwks_uri: `${issuer()}/protocol/openid-connect/certs`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (target.pathname === `${oidc}/protocol/openid-connect/auth`) {
        const code = `code-${nonces.size + 1}`;
        nonces.set(code, target.searchParams.get('nonce') ?? '');
        const back = new URL(target.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', target.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      if (target.pathname === `${oidc}/protocol/openid-connect/token`) {
        const form = new URLSearchParams(body);
        const now = Math.floor(Date.now() / 1000);
        const claims = { iss: issuer(), aud: CLIENT, azp: CLIENT, sub: 'fuzz', iat: now, exp: now + 3600, preferred_username: 'admin', name: 'Admin Fuzz' };
        const nonce = nonces.get(form.get('code') ?? '');
        return json(res, 200, {
          token_type: 'Bearer',
          access_token: jwt({ ...claims, resource_access: { [CLIENT]: { roles: ['ADMIN'] } } }),
          id_token: jwt({ ...claims, ...(nonce ? { nonce } : {}) }),
          refresh_token: 'refresh-fuzz',
          expires_in: 3600,
          scope: 'openid profile email',
        });
      }
      if (target.pathname.startsWith(`${oidc}/`)) return json(res, 200, {});
      // An upload answers the image stored, as spec 1 §3 describes it (core reads its file's metadata).
      if (req.method === 'POST' && target.pathname === '/api/image/AUTHOR') {
        return json(res, 200, { id: 1, fav: false, used: false, disabled: false, format: 'IMG_THUMBNAIL', modificationDate: '2026-01-01T00:00:00Z', meta: { contentType: 'image/jpeg', width: 1, height: 1, xdpi: 72, weight: 1 } });
      }
      return json(res, 200, []);
    })().catch(() => res.destroy());
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    async authorize(authorizationUrl) {
      const answer = await fetch(authorizationUrl, { redirect: 'manual' });
      const callback = answer.headers.get('location');
      if (!callback) throw new Error(`no redirect from ${authorizationUrl}`);
      await (await fetch(callback)).arrayBuffer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
