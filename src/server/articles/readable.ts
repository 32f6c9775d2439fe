import { rolesOf } from '../../shared/rules/abilities';
import { periodicalsWithRole } from '../../shared/rules/permissions';

/** Who reads articles, for the article's periodical (abilities.ts 'article.read'). */
const READ_ROLES = rolesOf('article.read');

/** The periodicals whose articles the user reads; null: all (a plain role or the administrator). */
export function readablePeriodicals(roles: readonly string[]): string[] | null {
  if (roles.some((r) => r === 'ADMIN' || (READ_ROLES as readonly string[]).includes(r))) return null;
  return periodicalsWithRole(roles, READ_ROLES);
}
