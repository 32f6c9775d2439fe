import type { ArticleRow } from '../../shared/domain/article';
import type { AdminOnlinePush, OnlinePushStatus } from '../../shared/domain/online-push';
import { articleRows } from '../articles/rows';
import type { Queryable } from '../db/db';
import { isoDateTime } from '../db/sql';
import { HttpError } from '../http/errors';

/** The pushes as the admin page reads them (spec 2 §7 GET /api/admin/publish-online). */

interface PushRow {
  id: number;
  name: string | null;
  title: string;
  execution_date: Date;
  username: string;
  article_ids: number[];
  publication_id: number | null;
  status: OnlinePushStatus;
  error: string | null;
  done_date: Date | null;
}

const SELECT = `SELECT p.id, p.name, p.title, p.execution_date, p.username, p.publication_id, p.status, p.error, p.done_date,
    coalesce((SELECT array_agg(article_id ORDER BY position) FROM online_push_article WHERE push_id = p.id), '{}') AS article_ids
  FROM online_push p`;

function toPush(row: PushRow): AdminOnlinePush {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    executionDate: isoDateTime(row.execution_date),
    username: row.username,
    articleIds: row.article_ids,
    publicationId: row.publication_id,
    status: row.status,
    error: row.error,
    doneDate: row.done_date === null ? null : isoDateTime(row.done_date),
  };
}

/** A push as the list gives it: with its articles (spec 2 §3 "Online publication (to push): … plus articles"). */
export type ListedOpenPush = AdminOnlinePush & { articles: ArticleRow[] };

/** What is left to do: scheduled pushes and failed ones (to push again or cancel), soonest first. */
export async function openPushes(db: Queryable): Promise<ListedOpenPush[]> {
  const pushes = (await db.query<PushRow>(`${SELECT} WHERE p.status <> 'DONE' ORDER BY p.execution_date, p.id`)).map(toPush);
  const articles = new Map((await articleRows(db, [...new Set(pushes.flatMap((p) => p.articleIds))])).map((a) => [a.id, a]));
  return pushes.map((push) => ({ ...push, articles: push.articleIds.flatMap((id) => articles.get(id) ?? []) }));
}

export async function adminPushOr404(db: Queryable, id: number, lock = false): Promise<AdminOnlinePush> {
  const [row] = await db.query<PushRow>(`${SELECT} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`, [id]);
  if (!row) throw new HttpError(404, `Mise en ligne introuvable : ${id}.`);
  return toPush(row);
}
