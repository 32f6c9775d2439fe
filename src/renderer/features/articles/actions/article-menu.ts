import type { ArticleRow } from '@shared/domain/article';
import type { Role } from '@shared/domain/roles';
import {
  ARTICLE_ACTION_ROLES,
  canBap,
  canCopy,
  canDelete,
  canEdit,
  canGeneratePlacard,
  canMove,
  canPushOnline,
  canRemoveBap,
  canToggleFrontCover,
  canUnlockPlacard,
  deleteRoles,
  isPlacardHidden,
} from '@shared/rules/article-workflow';
import { hasRole } from '@shared/rules/permissions';
import { ALLOWED, type Verdict } from '@shared/rules/verdict';

export type ArticleMenuItem =
  | 'edit'
  | 'bap'
  | 'removeBap'
  | 'generatePlacard'
  | 'unlockPlacard'
  | 'pushOnline'
  | 'move'
  | 'copy'
  | 'frontCover'
  | 'delete'
  | 'downloadPlacard'
  | 'downloadXml';

export interface ArticleMenuEntry {
  item: ArticleMenuItem;
  verdict: Verdict;
}

export type ArticleMenuContext = 'list' | 'view' | 'bundleOrganize';

/** Placards that can be read (spec 2 §4: FINISHED, or kept since OUT_OF_DATE): the list's menu and the editor's PDF. */
const READABLE_PLACARD = new Set(['FINISHED', 'OUT_OF_DATE']);
export const isPlacardReadable = (status: string | null) => READABLE_PLACARD.has(status ?? '');

/**
 * What the article menu shows (spec 2 §4 Article, roles of §6), from the shared rules. An action the user's
 * roles do not allow for the item's periodical is not shown; one the roles allow but the state refuses is
 * shown disabled, its reason as tooltip. Placard actions are hidden for GDA, AJU, RDA, DNU (§9); move is not
 * on the bundle organise page; the placard download only when one exists.
 */
export function articleMenu(article: ArticleRow, roles: readonly string[], context: ArticleMenuContext): ArticleMenuEntry[] {
  const may = (required: readonly Role[]) => hasRole(roles, required, article.periodicalId);
  const entries: ArticleMenuEntry[] = [];
  const add = (item: ArticleMenuItem, shown: boolean, verdict: Verdict = ALLOWED) => {
    if (shown) entries.push({ item, verdict });
  };
  const placard = !isPlacardHidden(article.periodicalId);

  add('edit', may(article.isBundle ? ARTICLE_ACTION_ROLES.editBundle : ARTICLE_ACTION_ROLES.edit), canEdit(article, roles));
  add('bap', may(article.isBundle ? ARTICLE_ACTION_ROLES.bapBundle : ARTICLE_ACTION_ROLES.bap) && article.status !== 'READY', canBap(article, roles));
  add('removeBap', may(ARTICLE_ACTION_ROLES.removeBap) && article.status === 'READY', canRemoveBap(article, roles));
  add('generatePlacard', placard && may(ARTICLE_ACTION_ROLES.generatePlacard), canGeneratePlacard(article, roles));
  add('unlockPlacard', placard && may(ARTICLE_ACTION_ROLES.unlockPlacard) && article.lastRequestPlacardProcessStatus !== null, canUnlockPlacard(article, roles));
  add('pushOnline', may(ARTICLE_ACTION_ROLES.pushOnline), canPushOnline(article, roles));
  add('move', context !== 'bundleOrganize' && may(ARTICLE_ACTION_ROLES.move), canMove(article, roles, { onBundleOrganisePage: context === 'bundleOrganize' }));
  add('copy', may(ARTICLE_ACTION_ROLES.copy), canCopy(article, roles));
  add('frontCover', !article.isBundle && may(ARTICLE_ACTION_ROLES.frontCover), canToggleFrontCover(article, roles));
  add('delete', may(deleteRoles(article)), canDelete(article, roles));
  add('downloadPlacard', placard && may(ARTICLE_ACTION_ROLES.viewPlacard) && isPlacardReadable(article.lastAvailablePlacardProcessStatus));
  add('downloadXml', may(ARTICLE_ACTION_ROLES.xml));
  return entries;
}

/** GET /api/article/xml/{id} or /api/bundle/xml/{id}, saved as {id}.xml (spec 2 §7). */
const entityOf = (a: Pick<ArticleRow, 'isBundle'>) => (a.isBundle ? ('BUNDLE' as const) : ('ARTICLE' as const));
export const xmlDownload = (a: Pick<ArticleRow, 'id' | 'isBundle'>) => ({ path: `/api/${a.isBundle ? 'bundle' : 'article'}/xml/${a.id}`, fileName: `${a.id}.xml`, entity: entityOf(a) });
/** GET /api/article/download/{id}/placard, opened when done. */
export const placardDownload = (a: Pick<ArticleRow, 'id' | 'isBundle'>) => ({ path: `/api/article/download/${a.id}/placard`, fileName: `${a.id}_placard.pdf`, openWhenDone: 'pdf' as const, entity: entityOf(a) });
