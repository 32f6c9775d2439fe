import type { ArticleStatus } from '../domain/publication';
import { abilityRefusal, can, rolesOf } from './abilities';
import { ALLOWED, refused, type Verdict } from './verdict';

/**
 * What may be done to a bundle and its plan (spec 2 §4 Article, §6), shared by the bundle pages and the
 * server, which checks it again (403 for the role, 412 for the state).
 */

/** Bl, _l and Tl: organise a bundle, edit its XML (abilities.ts 'bundle.edit'). */
export const BUNDLE_EDIT_ROLES = rolesOf('bundle.edit');

export interface BundleState {
  status: ArticleStatus;
  periodicalId: string;
}

/** The caller's role for the bundle's periodical; null when it holds one. */
export function bundleRoleRefusal(periodicalId: string, roles: readonly string[]): string | null {
  return can(roles, 'bundle.edit', periodicalId) ? null : abilityRefusal('bundle.edit', periodicalId);
}

/**
 * The plan may change while IN_PROGRESS or READY; PUBLISHING and PUBLISHED are locked (§4), but the
 * administrator may "edit a published bundle" (§6).
 */
export function bundleStateVerdict(bundle: BundleState, roles: readonly string[]): Verdict {
  if (bundle.status === 'PUBLISHING') return refused('Le lot est en cours de publication : son plan est verrouillé.');
  if (bundle.status === 'PUBLISHED' && !can(roles, 'bundle.editPublished', bundle.periodicalId)) return refused('Le lot est publié : seul l’administrateur peut modifier son plan.');
  return ALLOWED;
}

/** Both checks: what the organise page asks before it offers a save. */
export function canOrganiseBundle(bundle: BundleState, roles: readonly string[]): Verdict {
  const role = bundleRoleRefusal(bundle.periodicalId, roles);
  return role ? refused(role) : bundleStateVerdict(bundle, roles);
}
