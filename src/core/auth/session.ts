import { ErrorResponse, type OidcClient, type SigninResponse } from 'oidc-client-ts';
import { SIGNED_OUT, type AuthState } from '../../shared/domain/session';
import { BridgeError } from '../../shared/errors';
import type { LoggerPort, OpenExternalPort, SecretStorePort } from '../ports';
import { noAnswerError } from '../http/network-failure';
import type { RestClient, TokenSource } from '../http/rest-client';
import { fetchIdentityConfig, type IdentityConfig } from './identity-config';
import { createOidcClient, LoopbackLogin } from './loopback-login';
import { readTokenClaims } from './token-claims';

/** Spec 1 §4: refresh is requested with 5 seconds minimum validity. */
export const REFRESH_MIN_VALIDITY_SECONDS = 5;
const REFRESH_TOKEN_KEY = 'refreshToken';
/** While the provider is out of reach, slow or failing, a due refresh is tried again this often. */
export const REFRESH_RETRY_MS = 15_000;
const PROVIDER_FAILED_MESSAGE = 'Le fournisseur d’identité n’a pas pu renouveler la session. Veuillez réessayer.';

/** How the provider refuses a token request (RFC 6749 §5.2): the refresh token is no longer good. */
const OAUTH_REFUSALS = new Set(['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope']);

/** The provider refused the refresh: the only failure that ends the session. */
function isRefusal(error: unknown): boolean {
  return error instanceof ErrorResponse && OAUTH_REFUSALS.has(error.error ?? '');
}

/**
 * What a refresh that keeps the session throws: REST's own error (the identity configuration), OFFLINE or
 * SLOW for the token call (fetch, under oidc-client-ts, wraps undici's error in a TypeError), else the
 * provider failed (a 5xx, a server stopping).
 */
function keptSessionError(error: unknown): BridgeError {
  if (error instanceof BridgeError) return error;
  return noAnswerError(error, 'read') ?? new BridgeError('HTTP', PROVIDER_FAILED_MESSAGE);
}

interface Tokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  scope: string | undefined;
  profile: SigninResponse['profile'];
  /** Epoch seconds. */
  expiresAt: number;
}

export interface SessionOptions {
  rest: RestClient;
  secrets: SecretStorePort;
  browser: OpenExternalPort;
  logger: LoggerPort;
  onChange(state: AuthState): void;
  loginTimeoutMs?: number;
  now?: () => number;
}

/**
 * The signed-in session: tokens stay here (never in the renderer), roles and user come from the access
 * token. One refresh in flight at a time; the provider's refusal of a refresh resets the session to
 * signed-out. `now` is the only clock: it sets each token's expiry and says when a refresh is due.
 */
export class Session implements TokenSource {
  private state: AuthState = SIGNED_OUT;
  private tokens: Tokens | null = null;
  private identity: IdentityConfig | null = null;
  private refreshClient: OidcClient | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  /** Bumped on every reset so that a refresh finishing after logout does not resurrect the session. */
  private generation = 0;
  readonly login = new LoopbackLogin();

  constructor(private readonly options: SessionOptions) {}

  get current(): AuthState {
    return this.state;
  }

  private now(): number {
    return (this.options.now ?? Date.now)() / 1000;
  }

  private setState(state: AuthState): void {
    this.state = state;
    this.options.onChange(state);
  }

  private async identityConfig(): Promise<IdentityConfig> {
    this.identity ??= await fetchIdentityConfig(this.options.rest);
    return this.identity;
  }

  /** Signs in through the system browser; resolves once signed in. */
  async signIn(): Promise<AuthState> {
    if (this.login.active) throw new BridgeError('LOGIN_BUSY', 'Une connexion est déjà en cours.');
    const identity = await this.identityConfig();
    const before = this.state;
    this.setState({ ...SIGNED_OUT, status: 'signingIn', authServerUrl: identity.authServerUrl, realm: identity.realm });
    try {
      const response = await this.login.run({
        identity,
        openBrowser: (url) => this.options.browser.openExternal(url),
        onAuthorizationUrl: (url) => this.setState({ ...this.state, loginUrl: url }),
        ...(this.options.loginTimeoutMs === undefined ? {} : { timeoutMs: this.options.loginTimeoutMs }),
      });
      await this.accept(response);
      this.options.logger.info(`signed in as ${this.state.user?.username ?? '?'} (${this.state.roles.length} roles)`);
      return this.state;
    } catch (error) {
      this.options.logger.warn('sign-in failed', error);
      if (this.state.status === 'signingIn') this.setState(before.status === 'signedIn' ? before : { ...SIGNED_OUT });
      throw error;
    }
  }

  cancelSignIn(): void {
    this.login.cancel();
  }

  /** At start: a refresh token kept by the secret store signs the user in again without the browser. */
  async restore(): Promise<boolean> {
    const refreshToken = await this.options.secrets.get(REFRESH_TOKEN_KEY);
    if (!refreshToken) return false;
    try {
      this.tokens = { accessToken: '', refreshToken, idToken: null, scope: undefined, profile: { sub: '' } as SigninResponse['profile'], expiresAt: 0 };
      await this.refresh();
      return this.state.status === 'signedIn';
    } catch (error) {
      this.options.logger.warn('session restore failed', error);
      return false;
    }
  }

  async signOut(): Promise<void> {
    const tokens = this.tokens;
    if (tokens) this.options.logger.info(`signed out ${this.state.user?.username ?? '?'}`);
    await this.reset();
    if (tokens?.refreshToken && this.identity) await this.revoke(tokens.refreshToken).catch(() => undefined);
  }

  async getAccessToken(): Promise<string> {
    if (!this.tokens) throw new BridgeError('UNAUTHENTICATED', 'Vous n’êtes pas connecté.');
    if (this.tokens.expiresAt - this.now() < REFRESH_MIN_VALIDITY_SECONDS) await this.refresh();
    if (!this.tokens) throw new BridgeError('UNAUTHENTICATED', 'Votre session a expiré. Veuillez vous reconnecter.');
    return this.tokens.accessToken;
  }

  async onUnauthorized(): Promise<boolean> {
    try {
      await this.refresh();
      return this.tokens !== null;
    } catch {
      return false;
    }
  }

  /**
   * One refresh in flight at a time. The provider's refusal resets the session and throws UNAUTHENTICATED;
   * any other failure keeps it, tries again in REFRESH_RETRY_MS and throws why (OFFLINE, SLOW, HTTP).
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const generation = this.generation;
    const tokens = this.tokens;
    if (!tokens?.refreshToken) {
      await this.reset('expired');
      throw new BridgeError('UNAUTHENTICATED', 'Votre session a expiré. Veuillez vous reconnecter.');
    }
    try {
      const identity = await this.identityConfig();
      this.refreshClient ??= createOidcClient(identity, 'http://127.0.0.1/callback');
      const response = await this.refreshClient.useRefreshToken({
        state: {
          refresh_token: tokens.refreshToken,
          id_token: tokens.idToken ?? undefined,
          session_state: null,
          scope: tokens.scope,
          profile: tokens.profile,
        },
      });
      if (generation !== this.generation) return;
      await this.accept(response, tokens);
      this.options.logger.info(`tokens refreshed for ${this.state.user?.username ?? '?'}`);
    } catch (error) {
      const detail = error instanceof Error ? error.message : error;
      if (!isRefusal(error)) {
        // Out of reach, slow, or failing (a server stopping answers 503), not refusing: keep the session so
        // that offline browsing goes on, and try again later.
        const kept = keptSessionError(error);
        const network = kept.code === 'OFFLINE' || kept.code === 'SLOW';
        this.options.logger[network ? 'info' : 'warn'](`token refresh failed (${kept.code}), session kept`, detail);
        if (generation === this.generation) this.scheduleRefresh(REFRESH_RETRY_MS);
        throw kept;
      }
      this.options.logger.warn('token refresh refused', detail);
      if (generation === this.generation) await this.reset('expired');
      throw new BridgeError('UNAUTHENTICATED', 'Votre session a expiré. Veuillez vous reconnecter.');
    }
  }

  private async accept(response: SigninResponse, previous?: Tokens): Promise<void> {
    const identity = await this.identityConfig();
    const claims = readTokenClaims(response.access_token, identity.clientId);
    this.tokens = {
      accessToken: response.access_token,
      refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
      idToken: response.id_token ?? previous?.idToken ?? null,
      scope: response.scope ?? previous?.scope,
      profile: response.id_token ? response.profile : (previous?.profile ?? response.profile),
      // The lifetime the provider gave, counted on the session's clock (the one that says when to refresh).
      expiresAt: response.expires_in === undefined ? claims.exp : this.now() + response.expires_in,
    };
    if (this.tokens.refreshToken) await this.options.secrets.set(REFRESH_TOKEN_KEY, this.tokens.refreshToken);
    this.scheduleRefresh();
    this.setState({
      status: 'signedIn',
      user: claims.user,
      roles: claims.roles,
      favoritePeriodicals: claims.favoritePeriodicals,
      statusFavorite: claims.statusFavorite,
      authServerUrl: identity.authServerUrl,
      realm: identity.realm,
      loginUrl: null,
      endedBy: null,
    });
  }

  /** Refresh ahead of expiry, at the minimum validity, so that requests rarely wait for one. */
  private scheduleRefresh(afterMs?: number): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    if (!this.tokens) return;
    const delayMs = afterMs ?? Math.max(0, (this.tokens.expiresAt - REFRESH_MIN_VALIDITY_SECONDS - this.now()) * 1000);
    this.refreshTimer = setTimeout(() => {
      this.refresh().catch(() => undefined);
    }, delayMs);
    this.refreshTimer.unref();
  }

  /** Forgets the tokens; `expired` when the provider ended the session rather than the user (the sign-in screen says so). */
  private async reset(endedBy: AuthState['endedBy'] = null): Promise<void> {
    this.generation++;
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    this.tokens = null;
    await this.options.secrets.delete(REFRESH_TOKEN_KEY);
    if (this.state.status !== 'signedOut') this.setState({ ...SIGNED_OUT, endedBy });
  }

  private async revoke(refreshToken: string): Promise<void> {
    const identity = await this.identityConfig();
    await fetch(`${identity.authority}/protocol/openid-connect/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: identity.clientId }),
    });
  }

  dispose(): void {
    this.login.cancel();
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
  }
}
