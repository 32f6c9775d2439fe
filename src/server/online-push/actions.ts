import type { AdminOnlinePush } from '../../shared/domain/online-push';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { executePush, publishPublication } from './execute';
import { adminPushOr404 } from './store';

/**
 * The administrator's actions on a push (spec 2 §2.9 push now, cancel delivery; §7 PUT and DELETE
 * /api/admin/publish-online/{id}, PUT /api/admin/publication/{id}/publish). Each runs in the caller's
 * transaction, the push's row locked, so a push is never run twice nor run while being cancelled.
 */

const alreadyDone = (id: number) => new HttpError(409, `La mise en ligne ${id} a déjà été exécutée.`);

/** Cancel delivery: the push and its job go; its articles lose the scheduling it gave them. */
export async function cancelPush(tx: Queryable, id: number): Promise<void> {
  const push = await adminPushOr404(tx, id, true);
  if (push.status === 'DONE') throw alreadyDone(id);
  await tx.query(
    `UPDATE article a SET next_publication_online_date = NULL, next_publication_online_username = NULL
     FROM online_push_article pa WHERE pa.push_id = $1 AND pa.article_id = a.id AND a.next_publication_online_date = $2`,
    [id, push.executionDate],
  );
  await tx.query('DELETE FROM online_push WHERE id = $1', [id]);
}

/**
 * Push now (PUT /api/admin/publish-online/{id}, articleIds): the articles named, all of the push's own, go
 * online now; those of the push left out lose their scheduling and leave it. A named push is its
 * publication's: it is pushed through PUT /api/admin/publication/{id}/publish.
 */
export async function pushNow(tx: Queryable, id: number, articleIds: readonly number[], now: Date): Promise<AdminOnlinePush> {
  const push = await adminPushOr404(tx, id, true);
  if (push.status === 'DONE') throw alreadyDone(id);
  if (push.publicationId !== null) throw new HttpError(400, `La mise en ligne ${id} est celle d’une publication : elle se publie avec sa publication (${push.publicationId}).`);
  const foreign = articleIds.filter((a) => !push.articleIds.includes(a));
  if (foreign.length) throw new HttpError(400, `Article(s) absent(s) de la mise en ligne ${id} : ${foreign.join(', ')}.`);
  if (articleIds.length === 0) throw new HttpError(400, 'Au moins un article à mettre en ligne est attendu.');
  const left = push.articleIds.filter((a) => !articleIds.includes(a));
  if (left.length) {
    await tx.query(
      `UPDATE article SET next_publication_online_date = NULL, next_publication_online_username = NULL WHERE id = ANY($1::int[]) AND next_publication_online_date = $2`,
      [left, push.executionDate],
    );
    await tx.query('DELETE FROM online_push_article WHERE push_id = $1 AND article_id = ANY($2::int[])', [id, left]);
  }
  const refusal = await executePush(tx, { id, publication_id: null }, now);
  if (refusal !== null) throw new HttpError(400, refusal);
  return adminPushOr404(tx, id);
}

/** PUT /api/admin/publication/{id}/publish: the publication goes online now, with its named pushes. */
export async function publishNow(tx: Queryable, publicationId: number, now: Date): Promise<void> {
  const refusal = await publishPublication(tx, publicationId, now);
  if (refusal !== null) throw new HttpError(refusal.startsWith('Publication introuvable') ? 404 : 400, refusal);
}
