import { rolesOf } from '../../shared/rules/abilities';
import { periodicalsWithRole } from '../../shared/rules/permissions';
import type { ApiUser } from '../http/access-token';

/** Who reads articles, for the article's periodical (abilities.ts 'article.read'). */
const READ_ROLES = rolesOf('article.read');

/** The periodicals whose articles the user reads; null: all (a plain role or the administrator). */
export function readablePeriodicals(user: ApiUser): string[] | null {
  if (user.roles.some((r) => r === 'ADMIN' || (READ_ROLES as readonly string[]).includes(r))) return null;
  return periodicalsWithRole(user.roles, READ_ROLES);
}
