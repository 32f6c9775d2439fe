import type { ArticleStatus } from '../domain/publication';
import { ROLE_CODES, type Role } from '../domain/roles';
import { hasRole } from './permissions';
import { roleRefusal } from './publication-workflow';
import { ALLOWED, refused, type Verdict } from './verdict';

/**
 * Who may edit a document's XML, and in which state (spec 2 §2.6, §4 Article "Edit", §6), shared by the
 * editor page and the server, which checks it again before it gives the lock or takes a save.
 */

/** wl ("sees article actions and the edit link") and the administrator, for the document's periodical. */
export const EDITOR_ROLES = ['ADMIN', ...ROLE_CODES.wl] as const satisfies readonly Role[];

export interface EditableDocument {
  status: ArticleStatus;
  periodicalId: string;
  /** A push online scheduled (spec 2 §4 "scheduled"). */
  nextPublicationOnlineDate: string | null;
}

/** Spec 2 §4: IN_PROGRESS or READY without scheduling; PUBLISHED or scheduled for Tl only; PUBLISHING never. */
export function canEditDocument(document: EditableDocument, roles: readonly string[]): Verdict {
  if (!hasRole(roles, EDITOR_ROLES, document.periodicalId)) return refused(roleRefusal(EDITOR_ROLES, document.periodicalId));
  if (document.status === 'PUBLISHING') return refused('Le document est en cours de publication : il ne peut pas être modifié.');
  const admin = roles.includes('ADMIN');
  if (document.status === 'PUBLISHED' && !admin) return refused('Le document est publié : seul l’administrateur peut le modifier.');
  if (document.nextPublicationOnlineDate !== null && !admin) return refused('Une mise en ligne est programmée : seul l’administrateur peut modifier le document.');
  return ALLOWED;
}

/** Spec 2 §2.6: expert mode for Tl, or kl for the document's periodical. */
export function isExpertMode(roles: readonly string[], periodicalId: string): boolean {
  return hasRole(roles, ['ADMIN', ...ROLE_CODES.kl], periodicalId);
}
