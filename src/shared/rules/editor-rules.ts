import type { ArticleStatus } from '../domain/publication';
import { abilityRefusal, can, rolesOf } from './abilities';
import { ALLOWED, refused, type Verdict } from './verdict';

/**
 * Who may edit a document's XML, and in which state (spec 2 §2.6, §4 Article "Edit", §6), shared by the
 * editor page and the server, which checks it again before it gives the lock or takes a save.
 */

/** An article's XML: wl and the administrator, for the document's periodical (abilities.ts 'article.edit'). */
export const EDITOR_ROLES = rolesOf('article.edit');

export interface EditableDocument {
  status: ArticleStatus;
  periodicalId: string;
  /** A bundle's XML is for the bundle editors (Bl, _l, Tl), not Ll nor kl. */
  isBundle: boolean;
  /** A push online scheduled (spec 2 §4 "scheduled"). */
  nextPublicationOnlineDate: string | null;
}

/** Spec 2 §4: IN_PROGRESS or READY without scheduling; PUBLISHED or scheduled for Tl only; PUBLISHING never. */
export function canEditDocument(document: EditableDocument, roles: readonly string[]): Verdict {
  const ability = document.isBundle ? 'bundle.edit' : 'article.edit';
  if (!can(roles, ability, document.periodicalId)) return refused(abilityRefusal(ability, document.periodicalId));
  if (document.status === 'PUBLISHING') return refused('Le document est en cours de publication : il ne peut pas être modifié.');
  const admin = can(roles, 'article.editLocked', document.periodicalId);
  if (document.status === 'PUBLISHED' && !admin) return refused('Le document est publié : seul l’administrateur peut le modifier.');
  if (document.nextPublicationOnlineDate !== null && !admin) return refused('Une mise en ligne est programmée : seul l’administrateur peut modifier le document.');
  return ALLOWED;
}

/** Spec 2 §2.6: expert mode for Tl, or kl for the document's periodical. */
export function isExpertMode(roles: readonly string[], periodicalId: string): boolean {
  return can(roles, 'editor.expertMode', periodicalId);
}
