import type { Article, ArticleDestination, ArticleInput, ArticlesMove } from '../../shared/domain/article';
import { ARTICLE_TYPE_NATURES, type ArticleNature, type ArticleType, type BundleType } from '../../shared/domain/publication';
import type { Role } from '../../shared/domain/roles';
import {
  ARTICLE_ACTION_ROLES,
  canCopy,
  canDelete,
  canMove,
  canMoveMany,
  canToggleFrontCover,
  deleteRoles,
  type ArticleWorkflowState,
} from '../../shared/rules/article-workflow';
import { roleRefusal } from '../../shared/rules/publication-workflow';
import { richTextToPlain } from '../../shared/rules/rich-text';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { markOutOfDate } from '../workflow/processes';
import { checkPlacement, cleanTitle } from './input';
import { articleOr404 } from './rows';
import { holds } from '../http/scoped-checks';

/**
 * Creating, moving, copying, deleting articles and the front-cover flag (spec 2 §7 Articles), each refused
 * as the shared rule refuses it (article-workflow.ts): 403 without the role for the periodical, 409 with the
 * rule's reason for the state (spec 2 §8 "Copy and move: 409 uses the server message").
 */

export class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly names: string[],
  ) {
    super(409, message);
  }
}

export function requireRole(user: ApiUser, roles: readonly Role[], periodicalId: string): void {
  if (!holds(user, roles, periodicalId)) throw new HttpError(403, roleRefusal(roles, periodicalId));
}

function enforce(verdict: { allowed: true } | { allowed: false; reason: string }, status = 409): void {
  if (!verdict.allowed) throw new HttpError(status, verdict.reason);
}

/** 403 for the role, then 409 for the state. */
function enforceRule(rule: (a: ArticleWorkflowState, roles: readonly string[]) => ReturnType<typeof canDelete>, roles: readonly Role[], a: Article, user: ApiUser): void {
  requireRole(user, roles, a.periodicalId);
  enforce(rule(a, user.roles));
}

const itemName = (a: Pick<Article, 'id' | 'title'>) => `${a.id} — ${richTextToPlain(a.title) || '(sans titre)'}`;

/** Out of every plan that holds it: those publications' plans change (their placards are out of date). */
async function leavePlans(tx: Queryable, ids: readonly number[]): Promise<void> {
  const touched = await tx.query<{ publication_id: number }>(
    `SELECT DISTINCT publication_id FROM plan_node WHERE article_id = ANY($1::int[]) AND publication_id IS NOT NULL`,
    [ids],
  );
  await tx.query('DELETE FROM plan_node WHERE article_id = ANY($1::int[])', [ids]);
  for (const { publication_id } of touched) {
    await tx.query('UPDATE publication SET plan_version = plan_version + 1, plan_modification_date = now() WHERE id = $1', [publication_id]);
    await markOutOfDate(tx, publication_id);
  }
}

/** Spec 2 §6 "bundle add article" (the smaller set): an article placed in a bundle it was not in. */
function requireBundleRole(user: ApiUser, to: Pick<ArticleDestination, 'periodicalId' | 'bundleId'>, from: number | null = null): void {
  if (to.bundleId !== null && to.bundleId !== from) requireRole(user, ARTICLE_ACTION_ROLES.addToBundle, to.periodicalId);
}

/**
 * The type, nature and title a moved item keeps or a copy takes: the copy and move modes offer all types of an
 * article (spec 2 §2.8), a bundle keeps its plan's; BRIEF has no title (§4), any other type requires one (§5).
 */
function retyped(article: Article, to: ArticleDestination): { type: ArticleType | BundleType; nature: ArticleNature; title: string } {
  if (article.isBundle) {
    if (to.type !== undefined && to.type !== article.type) throw new HttpError(400, 'Le type d’un lot est celui de son plan : il ne change pas.');
    return { type: article.type, nature: article.nature, title: cleanTitle(to.title ?? article.title, true) };
  }
  const type = to.type ?? (article.type as ArticleType);
  return { type, nature: ARTICLE_TYPE_NATURES[type], title: type === 'BRIEF' ? '' : cleanTitle(to.title ?? article.title, true) };
}

/** POST /api/article. */
export async function createArticle(tx: Queryable, input: ArticleInput, user: ApiUser): Promise<number> {
  requireRole(user, ARTICLE_ACTION_ROLES.create, input.periodicalId);
  requireBundleRole(user, input);
  await checkPlacement(tx, input);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO article (title, type, article_type, nature, periodical_id, publication_id, bundle_id, plan_node_id, tags, status, is_valid,
       creation_user, modification_user)
     VALUES ($1, 'ARTICLE', $2, $3, $4, $5, $6, $7, $8::jsonb, 'IN_PROGRESS', true, $9, $9) RETURNING id`,
    [input.title, input.type, ARTICLE_TYPE_NATURES[input.type], input.periodicalId, input.publicationId, input.bundleId, input.planNodeId, JSON.stringify(input.tags), user.name],
  );
  return row?.id ?? 0;
}

/** PUT /api/article/{id}/move: to another publication, bundle or rubrique, out of the plans it was in. */
export async function moveArticle(tx: Queryable, id: number, to: ArticleDestination, user: ApiUser): Promise<void> {
  const article = await articleOr404(tx, id, true);
  enforceRule((a, roles) => canMove(a, roles), ARTICLE_ACTION_ROLES.move, article, user);
  requireRole(user, ARTICLE_ACTION_ROLES.move, to.periodicalId);
  requireBundleRole(user, to, article.bundleId);
  if (to.bundleId === id) throw new HttpError(409, 'Un lot ne peut pas être déplacé dans lui-même.');
  const { type, nature, title } = retyped(article, to);
  await checkPlacement(tx, to);
  await leavePlans(tx, [id]);
  await tx.query(
    `UPDATE article SET periodical_id = $2, publication_id = $3, bundle_id = $4, plan_node_id = $5, modification_date = now(), modification_user = $6,
       article_type = $7, nature = $8, title = $9
     WHERE id = $1`,
    [id, to.periodicalId, to.publicationId, to.bundleId, to.planNodeId, user.name, type, nature, title],
  );
}

/** POST /api/article/move (MOVE_MULTIPLE): all or nothing, refused as the bulk rule refuses. */
export async function moveArticles(tx: Queryable, move: ArticlesMove, user: ApiUser): Promise<void> {
  const ids = [...new Set(move.ids)];
  const items: Article[] = [];
  for (const id of ids) items.push(await articleOr404(tx, id, true));
  const first = items[0];
  if (first) requireRole(user, ARTICLE_ACTION_ROLES.move, first.periodicalId);
  requireRole(user, ARTICLE_ACTION_ROLES.move, move.periodicalId);
  enforce(canMoveMany({ items }, user.roles));
  const scheduled = items.find((a) => a.nextPublicationOnlineDate !== null);
  if (scheduled) throw new HttpError(409, `Déplacement impossible : ${itemName(scheduled)} a une mise en ligne programmée.`);
  await checkPlacement(tx, { periodicalId: move.periodicalId, publicationId: move.publicationId, bundleId: null, planNodeId: null }, false);
  await leavePlans(tx, ids);
  await tx.query(
    `UPDATE article SET publication_id = $2, bundle_id = NULL, modification_date = now(), modification_user = $3,
       plan_node_id = CASE WHEN periodical_id = $4 THEN plan_node_id END, periodical_id = $4
     WHERE id = ANY($1::int[])`,
    [ids, move.publicationId, user.name, move.periodicalId],
  );
}

/** PUT /api/article/{id}/copy: a new article IN_PROGRESS with the same body, authors and tags, placed nowhere. */
export async function copyArticle(tx: Queryable, id: number, to: ArticleDestination, user: ApiUser): Promise<number> {
  const article = await articleOr404(tx, id);
  enforceRule(canCopy, ARTICLE_ACTION_ROLES.copy, article, user);
  requireRole(user, ARTICLE_ACTION_ROLES.copy, to.periodicalId);
  requireBundleRole(user, to);
  const { type, nature, title } = retyped(article, to);
  await checkPlacement(tx, to);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO article (title, type, article_type, nature, periodical_id, publication_id, bundle_id, plan_node_id, bundle_plan_version_id, tags,
       char_volume, char_da_volume, number_of_pages, content_xml, is_valid, status, creation_user, modification_user)
     SELECT $2, type, $8, $9, $3, $4, $5, $6, bundle_plan_version_id, tags,
       char_volume, char_da_volume, number_of_pages, content_xml, is_valid, 'IN_PROGRESS', $7, $7
     FROM article WHERE id = $1 RETURNING id`,
    [id, title, to.periodicalId, to.publicationId, to.bundleId, to.planNodeId, user.name, type, nature],
  );
  const copy = row?.id ?? 0;
  await tx.query('INSERT INTO article_author (article_id, author_id, position) SELECT $2, author_id, position FROM article_author WHERE article_id = $1', [id, copy]);
  await tx.query('INSERT INTO article_image (article_id, image_id) SELECT $2, image_id FROM article_image WHERE article_id = $1', [id, copy]);
  return copy;
}

/**
 * DELETE /api/article/{id} and POST /api/article/delete: all or nothing. Spec 2 §8: a 409 "with a message and
 * names of conflicting items" when some may not go (fixed, pushed online, scheduled).
 */
export async function deleteArticles(tx: Queryable, ids: readonly number[], user: ApiUser): Promise<void> {
  const unique = [...new Set(ids)];
  const conflicts: string[] = [];
  for (const id of unique) {
    const article = await articleOr404(tx, id, true);
    requireRole(user, deleteRoles(article), article.periodicalId);
    const verdict = canDelete(article, user.roles);
    if (!verdict.allowed) conflicts.push(`${itemName(article)} : ${verdict.reason}`);
  }
  if (conflicts.length) {
    const message = unique.length === 1 ? `Suppression impossible : ${conflicts[0] ?? ''}` : `Suppression impossible : ${conflicts.length} élément(s) ne peuvent pas être supprimés.`;
    throw new ConflictError(message, conflicts);
  }
  await leavePlans(tx, unique);
  await tx.query('DELETE FROM article WHERE id = ANY($1::int[])', [unique]);
}

/** PUT /api/article/{id}/toggle-cover?flag=. */
export async function toggleFrontCover(tx: Queryable, id: number, flag: boolean, user: ApiUser): Promise<void> {
  const article = await articleOr404(tx, id, true);
  enforceRule(canToggleFrontCover, ARTICLE_ACTION_ROLES.frontCover, article, user);
  await tx.query('UPDATE article SET is_front_cover = $2, modification_date = now(), modification_user = $3 WHERE id = $1', [id, flag, user.name]);
}
