/**
 * Names the desktop client and a real Keycloak share. Changing one breaks the client's configuration
 * (keycloak.json) or every token already issued, so they live in one place.
 */
export const REALM = 'pupitre';
export const CLIENT_ID = 'pupitre-desktop';
/** `aud` of every access token, checked by the API. */
export const API_AUDIENCE = 'pupitre-api';
/** Resource indicator (RFC 8707) under which the provider issues JWT access tokens for the API. */
export const API_RESOURCE = 'urn:pupitre:api';

/** Path under which the OpenID provider is mounted, as Keycloak does: `/realms/{realm}`. */
export const REALM_PATH = `/realms/${REALM}`;
/** Keycloak's endpoint layout, relative to the realm. */
export const OIDC_PROTOCOL_PATH = '/protocol/openid-connect';
/** The login page of an interaction, relative to the realm (Keycloak serves it under login-actions). */
export const LOGIN_ACTIONS_PATH = '/login-actions';

/** The native client's redirect URIs: any loopback port is accepted (RFC 8252 §7.3). */
export const CLIENT_REDIRECT_URIS = ['http://127.0.0.1/callback'];
export const CLIENT_POST_LOGOUT_REDIRECT_URIS = ['http://127.0.0.1/logout', 'http://127.0.0.1/callback'];

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 300;
/** Eight hours: a working day, like Keycloak's default SSO session maximum of ten. */
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 8 * 60 * 60;
