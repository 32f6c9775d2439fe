import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { InMemoryWebStorage, OidcClient, WebStorageStateStore, type SigninResponse } from 'oidc-client-ts';
import { BridgeError } from '../../shared/errors';
import { isAllowedExternalUrl, webOrigin } from '../../shared/rules/urls';
import type { IdentityConfig } from './identity-config';

/** Five minutes for the user to finish in the browser, then the listener closes. */
export const LOGIN_TIMEOUT_MS = 5 * 60_000;
export const LOGIN_SCOPE = 'openid profile email';

export interface LoopbackLoginOptions {
  identity: IdentityConfig;
  /** Opens the authorization URL in the system browser (the openExternal port). */
  openBrowser(url: string): Promise<void>;
  /** Told the authorization URL once it exists, so the UI can offer it as a link. */
  onAuthorizationUrl?(url: string): void;
  timeoutMs?: number;
}

/**
 * The authorization endpoint comes from the provider's discovery document: it goes to the system browser only
 * if it is a secure web page of the identity provider itself, never a file:, smb: or application scheme.
 */
function assertLoginPage(url: string, identity: IdentityConfig): void {
  if (isAllowedExternalUrl(url, [identity.authServerUrl])) return;
  const shown = webOrigin(url) ?? url.split(':')[0] + ':';
  throw new BridgeError('INSECURE_URL', `La page de connexion annoncée par le fournisseur d’identité est refusée : ${shown}`);
}

/** An OidcClient whose state lives in memory: the desktop has no window.localStorage. */
export function createOidcClient(identity: IdentityConfig, redirectUri: string): OidcClient {
  return new OidcClient({
    authority: identity.authority,
    client_id: identity.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: LOGIN_SCOPE,
    loadUserInfo: false,
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
}

function page(res: ServerResponse, status: number, title: string, text: string): void {
  const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#242424}
main{max-width:32rem;padding:2rem;border:1px solid #d1d1d1;border-radius:8px}</style></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(body);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Native-app login of RFC 8252: a loopback listener on 127.0.0.1 with an ephemeral port, bound only while
 * a login is under way; PKCE S256 and single-use state and nonce (oidc-client-ts); the system browser for
 * the authorization page. One attempt at a time; cancel and timeout close the listener.
 */
export class LoopbackLogin {
  private cancelCurrent: (() => void) | null = null;
  /** Port of the listener while a login is under way (tests check it is closed afterwards). */
  activePort: number | null = null;

  get active(): boolean {
    return this.cancelCurrent !== null;
  }

  cancel(): boolean {
    if (!this.cancelCurrent) return false;
    this.cancelCurrent();
    return true;
  }

  async run(options: LoopbackLoginOptions): Promise<SigninResponse> {
    if (this.cancelCurrent) throw new BridgeError('LOGIN_BUSY', 'Une connexion est déjà en cours.');
    let cancelled = false;
    this.cancelCurrent = () => {
      cancelled = true;
    };
    const server = createServer();
    try {
      const port = await listen(server);
      this.activePort = port;
      const client = createOidcClient(options.identity, `http://127.0.0.1:${port}/callback`);
      // prompt=login: the provider asks who is signing in even if the browser still holds a session, so that
      // logging out of Pupitre and in as someone else works.
      const request = await client.createSigninRequest({ nonce: randomBytes(16).toString('base64url'), prompt: 'login' });
      if (cancelled) throw new BridgeError('LOGIN_CANCELLED', 'Connexion annulée.');
      assertLoginPage(request.url, options.identity);
      return await this.awaitCallback(server, client, request.state.id, request.url, options);
    } finally {
      this.cancelCurrent = null;
      this.activePort = null;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private awaitCallback(
    server: Server,
    client: OidcClient,
    expectedState: string,
    authorizationUrl: string,
    options: LoopbackLoginOptions,
  ): Promise<SigninResponse> {
    return new Promise<SigninResponse>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(
        () => finish(() => reject(new BridgeError('LOGIN_TIMEOUT', 'La connexion a expiré.'))),
        options.timeoutMs ?? LOGIN_TIMEOUT_MS,
      );
      function finish(settle: () => void): void {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        settle();
      }
      this.cancelCurrent = () => finish(() => reject(new BridgeError('LOGIN_CANCELLED', 'Connexion annulée.')));

      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        if (req.method !== 'GET' || url.pathname !== '/callback') return page(res, 404, 'Page introuvable', 'Cette adresse ne sert qu’à la connexion à Pupitre.');
        // A callback that does not carry our state is refused and the login keeps waiting for the real one.
        if (settled || url.searchParams.get('state') !== expectedState) {
          return page(res, 400, 'Réponse de connexion refusée', 'Cette réponse ne correspond à aucune connexion en cours de Pupitre.');
        }
        const full = `http://127.0.0.1:${this.activePort ?? 0}${url.pathname}${url.search}`;
        client.processSigninResponse(full).then(
          (response) => {
            page(res, 200, 'Connexion réussie', 'Vous êtes connecté. Vous pouvez fermer cet onglet et revenir à Pupitre.');
            finish(() => resolve(response));
          },
          (error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            page(res, 400, 'Échec de la connexion', 'La connexion n’a pas abouti. Revenez à Pupitre pour réessayer.');
            finish(() => reject(new BridgeError('LOGIN_FAILED', `La connexion a échoué : ${reason}`)));
          },
        );
      });

      options.onAuthorizationUrl?.(authorizationUrl);
      options.openBrowser(authorizationUrl).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        finish(() => reject(new BridgeError('LOGIN_FAILED', `Impossible d’ouvrir le navigateur : ${reason}`)));
      });
    });
  }
}
