/** What the renderer knows of the session (spec 1 §4). Tokens stay in core and never cross the bridge. */
export type AuthStatus = 'signedOut' | 'signingIn' | 'signedIn';

export interface UserInfo {
  /** Login (preferred_username). */
  username: string;
  /** Display name (name claim, else the login). */
  name: string;
  email: string | null;
}

export interface AuthState {
  status: AuthStatus;
  user: UserInfo | null;
  /** Client roles of the access token (resource_access.{client}.roles). */
  roles: string[];
  favoritePeriodicals: string[];
  statusFavorite: boolean;
  /** Identity provider base and realm, from keycloak.json: the users console is built from them. */
  authServerUrl: string | null;
  realm: string | null;
  /** While signing in: the authorization URL, offered as a link should the browser not open. */
  loginUrl: string | null;
  /** Signed out by the session's lapse (the identity provider refused to renew it), not by the user. */
  endedBy: 'expired' | null;
}

export const SIGNED_OUT: AuthState = {
  status: 'signedOut',
  user: null,
  roles: [],
  favoritePeriodicals: [],
  statusFavorite: false,
  authServerUrl: null,
  realm: null,
  loginUrl: null,
  endedBy: null,
};
