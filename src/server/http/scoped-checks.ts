import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from '../../shared/domain/roles';
import { can, type Ability } from '../../shared/rules/abilities';
import { hasRole } from '../../shared/rules/permissions';

/**
 * Whether the request being answered has checked its scoped ability (abilities.ts checkScopedRoutes). Apart from
 * abilities.ts so that the helpers given the user (mutations, workflow rules, the editor's documents) import no
 * Fastify request.
 */

/** The request being answered: has it checked its scoped ability yet? */
export const answering = new AsyncLocalStorage<{ checked: boolean }>();

export function noteScopedCheck(): void {
  const current = answering.getStore();
  if (current) current.checked = true;
}

/**
 * Does `user` hold `required` (an ability, or the roles of a shared rule) for the record's periodical? The check
 * of a helper given the user rather than the request (a mutation, a workflow rule, the editor's documents): like
 * requireAbility, it counts as the scoped route's check.
 */
export function holds(user: { roles: readonly string[] }, required: Ability | readonly Role[], periodicalId?: string): boolean {
  noteScopedCheck();
  return typeof required === 'string' ? can(user.roles, required, periodicalId) : hasRole(user.roles, required, periodicalId);
}
