/**
 * The part of oidc-provider 9 this server uses. The package ships no types and @types/oidc-provider is not
 * installed; these declarations follow the library's documented API (lib/provider.js, lib/helpers/defaults.js).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export type UnknownObject = Record<string, unknown>;

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    scope?: string;
  }

  export interface Client {
    clientId: string;
    clientName?: string;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Grant {
    jti?: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantStatic {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface OidcContext {
    provider: Provider;
    client?: Client;
    session?: Session;
    account?: { accountId: string };
    result?: { consent?: { grantId?: string }; login?: { accountId: string } };
    requestParamScopes: Set<string>;
    requestParamOIDCScopes: Set<string>;
    resourceServers: Record<string, { scopes: Set<string> }>;
    route?: string;
  }

  /** The Koa context the provider hands to its configuration functions. */
  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    body: unknown;
    type: string;
    status: number;
    host: string;
    set(field: string, value: string): void;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: UnknownObject, rejected: string[]): Promise<UnknownObject> | UnknownObject;
  }

  /** What the provider tells extraTokenClaims and the TTL functions about a token. */
  export interface TokenLike {
    kind: string;
    accountId?: string;
    clientId?: string;
  }

  export interface AdapterPayload {
    [key: string]: unknown;
    jti?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type TtlFunction = (ctx: KoaContextWithOIDC | undefined, token: TokenLike, client?: Client) => number;

  export interface Configuration {
    adapter?: (modelName: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: JWK[] };
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    conformIdTokenClaims?: boolean;
    clockTolerance?: number;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: TokenLike) => Promise<Account | undefined>;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: TokenLike) => Promise<UnknownObject | undefined>;
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: unknown) => Promise<boolean>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean);
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions?: {
      policy?: InteractionPolicy;
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string;
    };
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: { enabled: boolean; allowedPolicy?: (ctx: KoaContextWithOIDC, client: Client, token: TokenLike) => Promise<boolean> };
      introspection?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      pushedAuthorizationRequests?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (ctx: KoaContextWithOIDC, client: Client, oneOf?: string[]) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean>;
        getResourceServerInfo?: (ctx: KoaContextWithOIDC, resourceIndicator: string, client: Client) => Promise<ResourceServerInfo>;
      };
    };
    expiresWithSession?: (ctx: KoaContextWithOIDC, code: { scopes: Set<string> }) => Promise<boolean>;
    routes?: Record<string, string>;
    ttl?: Record<string, number | TtlFunction>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void>;
  }

  export interface Prompt {
    name: string;
    checks: { remove(reason: string): void };
  }

  export interface InteractionPolicy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
  }

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantStatic;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      status: number;
      error: string;
      error_description?: string;
    }
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
    class SessionNotFound extends OIDCProviderError {}
  }

  export namespace interactionPolicy {
    function base(): InteractionPolicy;
  }

  export default Provider;
}
