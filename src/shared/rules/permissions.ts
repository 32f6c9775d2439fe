import type { Role } from '../domain/roles';
import { RIGHTS_TABLE_PERIODICALS } from '../domain/periodical';

/**
 * The permission check of spec 1 §6, shared by the UI (what to show) and the server (what to allow).
 *
 * - KYRIELLE passes any check that lists it.
 * - ADMIN passes any check, unless the check requires KYRIELLE without listing ADMIN.
 * - Otherwise the user needs one of the required roles: plain (MANAGER), or, with a periodical given, the
 *   ROLE_PERIODICAL combination (MANAGER_BJS). Without a periodical in context, holding the role for any
 *   periodical counts (a MANAGER_BJS is a manager when no periodical is in question); design.md decision.
 *   ADMIN has no ROLE_PERIODICAL form (periodicalOf).
 */
export function hasRole(userRoles: readonly string[], required: readonly Role[], periodicalId?: string): boolean {
  const held = new Set(userRoles);
  if (required.includes('KYRIELLE') && held.has('KYRIELLE')) return true;
  const kyrielleWithoutAdmin = required.includes('KYRIELLE') && !required.includes('ADMIN');
  if (held.has('ADMIN') && !kyrielleWithoutAdmin) return true;
  return required.some((role) => holdsRole(userRoles, held, role, periodicalId));
}

function holdsRole(userRoles: readonly string[], held: Set<string>, role: Role, periodicalId?: string): boolean {
  if (held.has(role)) return true;
  const periodicals = userRoles.map((r) => periodicalOf(r, role));
  return periodicalId === undefined ? periodicals.some((p) => p !== undefined) : periodicals.includes(periodicalId);
}

/**
 * The periodical of `userRole` when it is `role` for one periodical (MANAGER_BJS: BJS). ADMIN has no such
 * form: the administrator codes of design.md are ADMIN and the ADMIN_ADS/AUTHORS/IMAGES/ARTICLES managers,
 * so ADMIN_BJS or ADMIN_WEB is no administrator, for any periodical.
 */
function periodicalOf(userRole: string, role: Role): string | undefined {
  if (role === 'ADMIN' || !userRole.startsWith(`${role}_`)) return undefined;
  const suffix = userRole.slice(role.length + 1);
  return /^[A-Z0-9]{2,5}$/.test(suffix) ? suffix : undefined;
}

/** Periodicals for which the user holds one of the roles, as ROLE_PERIODICAL. */
export function periodicalsWithRole(userRoles: readonly string[], roles: readonly Role[]): string[] {
  const out = new Set<string>();
  for (const r of userRoles) {
    for (const role of roles) {
      const periodical = periodicalOf(r, role);
      if (periodical !== undefined) out.add(periodical);
    }
  }
  return [...out].sort();
}

/** Rows of the access-rights table (spec 1 §1). Admin grants everything; others need the exact role. */
export const RIGHTS_SECTIONS = [
  { section: 'authors', role: 'ADMIN_AUTHORS' },
  { section: 'images', role: 'ADMIN_IMAGES' },
  { section: 'ads', role: 'ADMIN_ADS' },
  { section: 'online', role: 'ONLINE' },
] as const satisfies readonly { section: string; role: Role }[];

export const RIGHTS_COLUMNS = ['MANAGER', 'EDITOR', 'PRODUCER', 'ONLINE'] as const satisfies readonly Role[];
export type RightsColumn = (typeof RIGHTS_COLUMNS)[number];

export interface RightsTable {
  sections: { section: (typeof RIGHTS_SECTIONS)[number]['section']; granted: boolean }[];
  periodicals: { periodicalId: string; granted: Record<RightsColumn, boolean> }[];
}

export function rightsTable(userRoles: readonly string[]): RightsTable {
  const held = new Set(userRoles);
  const admin = held.has('ADMIN');
  return {
    sections: RIGHTS_SECTIONS.map(({ section, role }) => ({ section, granted: admin || held.has(role) })),
    periodicals: RIGHTS_TABLE_PERIODICALS.map((periodicalId) => ({
      periodicalId,
      granted: Object.fromEntries(
        RIGHTS_COLUMNS.map((column) => [column, admin || held.has(`${column}_${periodicalId}`)]),
      ) as Record<RightsColumn, boolean>,
    })),
  };
}
