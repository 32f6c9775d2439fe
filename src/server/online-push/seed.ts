import type { Queryable } from '../db/db';

/**
 * Seed step of the push-online administration (issue 12): the admin page's rows, at fixed dates to come.
 * - a named push: the delivery of a publication being published with its BAT (GDP_2025_2), on 2031-01-15;
 * - three pushes of articles, titled as a desk names its selections: two of one READY article each (the
 *   two last READY articles attached to a plan), one of an article carrying an image (its zip holds it).
 * Each has its PUSH_ONLINE job, and its articles show the scheduling, as a push from the article list does.
 */

const SCHEDULED_BY = 'Administrateur';

async function addPush(tx: Queryable, push: { title: string; at: string; articleIds: number[]; name?: string; publicationId?: number }): Promise<void> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO online_push (name, title, execution_date, username, publication_id) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
    push.name ?? null,
    push.title,
    push.at,
    SCHEDULED_BY,
    push.publicationId ?? null,
  ]);
  const id = row?.id;
  await tx.query(
    'INSERT INTO online_push_article (push_id, article_id, position) SELECT $1, x.id, x.n::int - 1 FROM unnest($2::int[]) WITH ORDINALITY AS x(id, n)',
    [id, push.articleIds],
  );
  await tx.query('UPDATE article SET next_publication_online_date = $2, next_publication_online_username = $3 WHERE id = ANY($1::int[])', [push.articleIds, push.at, SCHEDULED_BY]);
  await tx.query(`INSERT INTO job (kind, online_push_id, run_at) VALUES ('PUSH_ONLINE', $1, $2)`, [id, push.at]);
}

export async function seedAdminPushes(tx: Queryable): Promise<void> {
  const [publication] = await tx.query<{ id: number; name: string; title: string | null }>(
    `SELECT id, periodical_id || '_' || year || '_' || number AS name, title FROM publication
     WHERE status = 'PUBLISHING' AND validation_date IS NOT NULL AND scheduled_date IS NULL ORDER BY id LIMIT 1`,
  );
  if (publication) {
    await addPush(tx, { name: publication.name, title: publication.title ?? `Publication ${publication.name}`, at: '2031-01-15T08:00:00.000Z', articleIds: [], publicationId: publication.id });
  }
  const ready = await tx.query<{ id: number }>(
    `SELECT a.id FROM article a JOIN article_attachment att ON att.article_id = a.id
     WHERE a.type = 'ARTICLE' AND a.status = 'READY' AND a.next_publication_online_date IS NULL AND att.attached = 'CDF' ORDER BY a.id DESC LIMIT 2`,
  );
  const [illustrated] = await tx.query<{ id: number }>(
    `SELECT a.id FROM article a WHERE a.type = 'ARTICLE' AND a.next_publication_online_date IS NULL AND EXISTS (SELECT 1 FROM article_image ai WHERE ai.article_id = a.id) ORDER BY a.id LIMIT 1`,
  );
  const [toCancel, toPush] = ready;
  if (toCancel) await addPush(tx, { title: 'Veille de septembre', at: '2030-09-15T08:00:00.000Z', articleIds: [toCancel.id] });
  if (toPush) await addPush(tx, { title: 'Sélection d’octobre', at: '2030-10-01T08:00:00.000Z', articleIds: [toPush.id] });
  if (illustrated) await addPush(tx, { title: 'Dossier illustré de novembre', at: '2030-11-20T09:00:00.000Z', articleIds: [illustrated.id] });
}
