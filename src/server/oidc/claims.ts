import type { AccountClaims } from 'oidc-provider';
import type { Account } from '../auth/users';
import { CLIENT_ID } from '../config';

/** Identity claims, Keycloak's names: in the ID token and at userinfo. */
export function identityClaims(account: Account): AccountClaims {
  const [givenName, ...rest] = account.displayName.split(' ');
  return {
    sub: account.id,
    preferred_username: account.username,
    name: account.displayName,
    given_name: givenName,
    family_name: rest.join(' ') || undefined,
    email: account.email,
    email_verified: true,
  };
}

/**
 * What the API and the desktop client read from an access token. Client roles are the ones that count
 * (spec 1 §6); the realm roles repeat them, as in a realm whose client roles are composites of realm roles.
 */
export function accessTokenClaims(account: Account): Record<string, unknown> {
  return {
    preferred_username: account.username,
    name: account.displayName,
    email: account.email,
    resource_access: { [CLIENT_ID]: { roles: [...account.roles] } },
    realm_access: { roles: [...account.roles] },
    favoritePeriodicals: [...account.favoritePeriodicals],
    statusFavorite: account.statusFavorite,
  };
}
