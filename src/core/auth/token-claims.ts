import { decodeJwt } from 'jose';
import type { UserInfo } from '../../shared/domain/session';

/** What the session reads from the access token (design.md: Keycloak-shaped claims). */
export interface TokenClaims {
  roles: string[];
  favoritePeriodicals: string[];
  statusFavorite: boolean;
  user: UserInfo;
  /** Expiry, in epoch seconds. */
  exp: number;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Decodes (does not verify: the server does) the access token and picks the client's roles. */
export function readTokenClaims(accessToken: string, clientId: string): TokenClaims {
  const claims = decodeJwt(accessToken);
  const resourceAccess = claims['resource_access'];
  const clientAccess =
    resourceAccess && typeof resourceAccess === 'object' ? (resourceAccess as Record<string, unknown>)[clientId] : undefined;
  const roles = clientAccess && typeof clientAccess === 'object' ? strings((clientAccess as { roles?: unknown }).roles) : [];
  const username = typeof claims['preferred_username'] === 'string' ? claims['preferred_username'] : (claims.sub ?? '');
  const name = typeof claims['name'] === 'string' && claims['name'] ? claims['name'] : username;
  return {
    roles,
    favoritePeriodicals: strings(claims['favoritePeriodicals']),
    statusFavorite: claims['statusFavorite'] === true,
    user: { username, name, email: typeof claims['email'] === 'string' ? claims['email'] : null },
    exp: typeof claims.exp === 'number' ? claims.exp : 0,
  };
}
