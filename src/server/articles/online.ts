import { fromZonedTime } from 'date-fns-tz';
import type { Article, OnlinePush, PushOnlineRequest } from '../../shared/domain/article';
import { ARTICLE_ACTION_ROLES, canPushOnline } from '../../shared/rules/article-workflow';
import { roleRefusal } from '../../shared/rules/publication-workflow';
import { richTextToPlain } from '../../shared/rules/rich-text';
import type { Db, Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { executePush } from '../online-push/execute';
import { adminPushOr404 } from '../online-push/store';
import { articleOr404 } from './rows';
import { holds } from '../http/scoped-checks';

/**
 * Pushing articles online (spec 2 §4 Push online, §7 POST /api/article/publish-online): now, or at a Paris
 * date-time to come. A push is a row of online_push with its articles; the articles show the scheduling
 * (nextPublicationOnlineDate, its user) until the job worker (kind PUSH_ONLINE) runs it at its time, so that
 * a scheduled push survives a restart. Refusals (spec 2 §8 "400 or 403 use the server message with
 * periodicalId") carry the periodical.
 */

export class PushOnlineError extends HttpError {
  constructor(
    status: 400 | 403,
    message: string,
    readonly periodicalId: string,
  ) {
    super(status, message);
  }
}

/** yyyy-MM-ddTHH:mm in Paris; null or a time already past pushes now. */
export function executionDate(delay: string | null, now = new Date()): Date {
  if (delay === null) return now;
  const at = fromZonedTime(delay, 'Europe/Paris');
  if (Number.isNaN(at.getTime())) throw new HttpError(400, `Date de mise en ligne invalide : ${delay}.`);
  return at.getTime() <= now.getTime() ? now : at;
}

function check(article: Article, user: ApiUser): void {
  if (!holds(user, ARTICLE_ACTION_ROLES.pushOnline, article.periodicalId)) {
    throw new PushOnlineError(403, roleRefusal(ARTICLE_ACTION_ROLES.pushOnline, article.periodicalId), article.periodicalId);
  }
  const verdict = canPushOnline(article, user.roles);
  if (!verdict.allowed) throw new PushOnlineError(400, `Mise en ligne impossible (${article.isBundle ? 'lot' : 'article'} ${article.id}, revue ${article.periodicalId}) : ${verdict.reason}`, article.periodicalId);
}

/** The push as publish-online answers it: the admin's view of it, done or not. */
async function pushOr404(db: Queryable, id: number): Promise<OnlinePush> {
  const { name, title, executionDate, username, articleIds, doneDate } = await adminPushOr404(db, id);
  return { id, name, title, executionDate, username, articleIds, done: doneDate !== null };
}

/** POST /api/article/publish-online: every article must qualify (the multi-select rule), else nothing is done. */
export async function pushOnline(tx: Queryable, request: PushOnlineRequest, user: ApiUser, now = new Date()): Promise<OnlinePush> {
  const ids = [...new Set(request.articleIds)];
  const articles: Article[] = [];
  for (const id of ids) {
    const article = await articleOr404(tx, id, true);
    check(article, user);
    articles.push(article);
  }
  const at = executionDate(request.delay, now);
  const first = articles[0];
  const title = articles.length === 1 && first ? richTextToPlain(first.title) || `Article ${first.id}` : `${articles.length} articles`;
  const [push] = await tx.query<{ id: number }>('INSERT INTO online_push (title, execution_date, username) VALUES ($1, $2, $3) RETURNING id', [
    title,
    at.toISOString(),
    user.name,
  ]);
  const pushId = push?.id ?? 0;
  await tx.query(
    'INSERT INTO online_push_article (push_id, article_id, position) SELECT $1, id, n::int - 1 FROM unnest($2::int[]) WITH ORDINALITY AS x(id, n)',
    [pushId, ids],
  );
  if (at.getTime() <= now.getTime()) {
    await executePush(tx, { id: pushId, publication_id: null }, now);
  } else {
    await tx.query('UPDATE article SET next_publication_online_date = $2, next_publication_online_username = $3 WHERE id = ANY($1::int[])', [ids, at.toISOString(), user.name]);
    await tx.query(`INSERT INTO job (kind, online_push_id, run_at) VALUES ('PUSH_ONLINE', $1, $2)`, [pushId, at.toISOString()]);
  }
  return pushOr404(tx, pushId);
}

/**
 * The worker's step for a PUSH_ONLINE job: the push runs once, at its time, and records how it went (DONE,
 * or FAILED with the reason); a cancelled push has no row left, a push already run is left as it is.
 */
export async function runOnlinePushJob(db: Db, job: { id: number; online_push_id: number | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const [push] = await tx.query<{ id: number; status: string; publication_id: number | null }>(
      'SELECT id, status, publication_id FROM online_push WHERE id = $1 FOR UPDATE',
      [job.online_push_id],
    );
    if (push && push.status === 'SCHEDULED') await executePush(tx, push, new Date());
    await tx.query('DELETE FROM job WHERE id = $1', [job.id]);
  });
}
