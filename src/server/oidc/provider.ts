import Provider, { errors, interactionPolicy, type KoaContextWithOIDC, type Grant, type ErrorOut } from 'oidc-provider';
import type { Db } from '../db/db';
import { findAccountById } from '../auth/users';
import {
  API_AUDIENCE,
  API_RESOURCE,
  CLIENT_ID,
  CLIENT_POST_LOGOUT_REDIRECT_URIS,
  CLIENT_REDIRECT_URIS,
  LOGIN_ACTIONS_PATH,
  OIDC_PROTOCOL_PATH,
  REALM_PATH,
} from '../config';
import { databaseAdapter } from './adapter';
import { accessTokenClaims, identityClaims } from './claims';
import { logoutPage, messagePage, PAGE_CSP } from './pages';
import type { ProviderSecrets } from './secrets';

export interface OidcProviderOptions {
  /** `{base}/realms/pupitre`. */
  issuer: string;
  db: Db;
  secrets: ProviderSecrets;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/**
 * The embedded OpenID provider, shaped like a Keycloak realm so that the desktop client works unchanged
 * against a real Keycloak: same paths, same client, JWT access tokens carrying the same claims.
 */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const { db } = options;
  const at = options.accessTokenTtlSeconds;
  const rt = options.refreshTokenTtlSeconds;

  // A first-party native client gets no consent screen, as in Keycloak ("consent required" off).
  const policy = interactionPolicy.base();
  policy.get('consent')?.checks.remove('native_client_prompt');

  const route = (name: string): string => `${OIDC_PROTOCOL_PATH}/${name}`;

  const provider = new Provider(options.issuer, {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Pupitre',
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        redirect_uris: CLIENT_REDIRECT_URIS,
        post_logout_redirect_uris: CLIENT_POST_LOGOUT_REDIRECT_URIS,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: SCOPES.join(' '),
      },
    ],
    jwks: { keys: options.secrets.signingKeys },
    // Plain http on loopback: the cookies must not be marked Secure, or the browser would drop them.
    cookies: {
      keys: options.secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: false },
      short: { httpOnly: true, sameSite: 'lax', secure: false },
    },
    scopes: SCOPES,
    // The authorization code flow only, as the desktop client uses it.
    responseTypes: ['code'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    // Put the profile claims in the ID token too, as Keycloak does.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      return account && { accountId: account.id, claims: () => identityClaims(account) };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      // Read at every issue, refresh included: a role change shows at the next refresh.
      const account = await findAccountById(db, token.accountId);
      return account && accessTokenClaims(account);
    },
    // The desktop app keeps its session alive by refreshing, whatever scopes it asked for.
    issueRefreshToken: async (_ctx, client) => client.clientId === CLIENT_ID,
    rotateRefreshToken: true,
    loadExistingGrant,
    pkce: { required: () => true },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${REALM_PATH}${LOGIN_ACTIONS_PATH}/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // A public client may revoke its own tokens (logout), nobody else's.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      // JWT access tokens need a resource: every token is for the API, whether or not one was asked for.
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget(`unknown resource ${indicator}`);
          return { scope: SCOPES.join(' '), audience: API_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL: at };
        },
      },
    },
    routes: {
      authorization: route('auth'),
      token: route('token'),
      jwks: route('certs'),
      userinfo: route('userinfo'),
      end_session: route('logout'),
      revocation: route('revoke'),
      introspection: route('token/introspect'),
    },
    ttl: {
      AccessToken: at,
      IdToken: at,
      AuthorizationCode: 60,
      RefreshToken: rt,
      // Refresh tokens die with the session (expiresWithSession): the session lasts as long as they do.
      Session: rt,
      Grant: rt,
      Interaction: 30 * 60,
    },
    renderError,
  });
  provider.proxy = false;
  return provider;
}

/**
 * Grants the first-party client what it asks for without a consent page (Keycloak's behaviour), reusing
 * the session's grant and widening it when new scopes are requested.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const { client, account } = oidc;
  if (!client || !account || client.clientId !== CLIENT_ID) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (!grant || grant.accountId !== account.accountId) {
    grant = new oidc.provider.Grant({ accountId: account.accountId, clientId: client.clientId });
  }
  const oidcScopes = [...oidc.requestParamOIDCScopes].join(' ');
  if (oidcScopes) grant.addOIDCScope(oidcScopes);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope)).join(' ');
    if (scopes) grant.addResourceScope(indicator, scopes);
  }
  await grant.save();
  return grant;
}

function html(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.body = body;
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  html(ctx, logoutPage(form));
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  html(ctx, messagePage('Pupitre — Déconnexion', 'Vous êtes déconnecté', 'Vous pouvez fermer cette fenêtre et revenir à Pupitre.'));
}

async function renderError(ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> {
  const detail = out.error_description ?? out.error ?? 'erreur inconnue';
  html(ctx, messagePage('Pupitre — Erreur', 'Une erreur est survenue', `La connexion n'a pas pu aboutir : ${detail}`, true));
}
