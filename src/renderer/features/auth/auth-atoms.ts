import { atom } from 'jotai';
import type { AuthState, UserInfo } from '@shared/domain/session';
import type { BridgeErrorCode } from '@shared/errors';

/** The session as core reports it (auth.getState, then every auth.changed); null until the first answer. */
export const authStateAtom = atom<AuthState | null>(null);

export const authStatusAtom = atom((get) => get(authStateAtom)?.status ?? null);
export const currentUserAtom = atom<UserInfo | null>((get) => get(authStateAtom)?.user ?? null);

const NO_ROLES: readonly string[] = [];
/** The client roles of the session (empty when signed out). */
export const rolesAtom = atom<readonly string[]>((get) => {
  const state = get(authStateAtom);
  return state?.status === 'signedIn' ? state.roles : NO_ROLES;
});

/** The last failed sign-in, shown on the signed-out screen until the next attempt. */
export const loginErrorAtom = atom<BridgeErrorCode | null>(null);
