import { useAtomValue } from 'jotai';
import type { Role } from '@shared/domain/roles';
import type { AuthState } from '@shared/domain/session';
import { can, type Ability } from '@shared/rules/abilities';
import { visibleTabs, type Section } from '@shared/rules/navigation';
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

/**
 * Whether the user may open a section's screens (spec 2 §6 page access, the tabs' rule): a link to a screen
 * the user may not open is not shown.
 */
export function useCanOpen(section: Section): boolean {
  return visibleTabs(useRoles()).includes(section);
}

/** May the user do this (the abilities table), for the record's periodical when the ability is scoped? */
export function useCan(ability: Ability, periodicalId?: string): boolean {
  return can(useRoles(), ability, periodicalId);
}

/** The permission check of spec 1 §6 (rules/permissions.hasRole) against the session's roles. */
export function useHasRole(required: readonly Role[], periodicalId?: string): boolean {
  return hasRole(useRoles(), required, periodicalId);
}
