import { useAtomValue } from 'jotai';
import type { Role } from '@shared/domain/roles';
import type { AuthState } from '@shared/domain/session';
import { hasRole } from '@shared/rules/permissions';
import { authStateAtom, rolesAtom } from './auth-atoms';

/** The session as core reports it; null while the first answer is awaited. */
export function useAuthState(): AuthState | null {
  return useAtomValue(authStateAtom);
}

/** The client roles of the signed-in user. */
export function useRoles(): readonly string[] {
  return useAtomValue(rolesAtom);
}

/** The permission check of spec 1 §6 (rules/permissions.hasRole) against the session's roles. */
export function useHasRole(required: readonly Role[], periodicalId?: string): boolean {
  return hasRole(useRoles(), required, periodicalId);
}
