import { publicationName } from '../../shared/rules/publication-number';
import type { Queryable } from '../db/db';
import { closePublication } from '../workflow/processes';

/**
 * Running a push (now, or by the worker at its time): its articles go online, or, for a named push, its
 * publication is published. It runs once: the caller holds the push's row (FOR UPDATE) and only a
 * SCHEDULED or FAILED push runs; its job is removed in the same transaction. How it went is recorded on the
 * push: DONE with the date, or FAILED with the reason in French.
 */

export async function markFailed(tx: Queryable, pushId: number, reason: string): Promise<void> {
  await tx.query(`UPDATE online_push SET status = 'FAILED', error = $2 WHERE id = $1 AND status <> 'DONE'`, [pushId, reason.slice(0, 1000)]);
  await tx.query('DELETE FROM job WHERE online_push_id = $1', [pushId]);
}

async function markDone(tx: Queryable, pushId: number, now: Date): Promise<void> {
  await tx.query(`UPDATE online_push SET status = 'DONE', done_date = $2, error = NULL WHERE id = $1`, [pushId, now.toISOString()]);
  await tx.query('DELETE FROM job WHERE online_push_id = $1', [pushId]);
}

/** The articles go online now: READY ones become PUBLISHED with their online date; the others only lose the scheduling. */
async function pushArticles(tx: Queryable, pushId: number, now: Date): Promise<string | null> {
  const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM online_push_article WHERE push_id = $1', [pushId]);
  if (!count?.n) return 'Aucun article à mettre en ligne : les articles de cette mise en ligne ont été supprimés.';
  await tx.query(
    `UPDATE article a SET status = CASE WHEN a.status = 'READY' THEN 'PUBLISHED' ELSE a.status END,
       publication_online_date = CASE WHEN a.status IN ('READY', 'PUBLISHED') THEN $2 ELSE a.publication_online_date END,
       next_publication_online_date = NULL, next_publication_online_username = NULL, modification_date = $2
     FROM online_push_article pa WHERE pa.push_id = $1 AND pa.article_id = a.id`,
    [pushId, now.toISOString()],
  );
  return null;
}

interface PublicationState {
  id: number;
  periodical_id: string;
  year: number;
  number: string;
  status: string;
  validation_date: Date | null;
}

/** Why a publication cannot be published now, or null when it can (PUBLISHING with its BAT) or is already. */
export function publicationRefusal(p: PublicationState | undefined, id: number): string | null {
  if (!p) return `Publication introuvable : ${id}.`;
  if (p.status === 'PUBLISHED') return null;
  const name = publicationName({ periodicalId: p.periodical_id, year: p.year, number: p.number });
  if (p.status !== 'PUBLISHING' || p.validation_date === null) return `La publication ${name} ne peut pas être mise en ligne : son BAT n’a pas été donné.`;
  return null;
}

/** Publishes a publication now (closing, as a scheduled closing does); its open named pushes are done. */
export async function publishPublication(tx: Queryable, publicationId: number, now: Date): Promise<string | null> {
  const [p] = await tx.query<PublicationState>('SELECT id, periodical_id, year, number, status, validation_date FROM publication WHERE id = $1 FOR UPDATE', [publicationId]);
  const refusal = publicationRefusal(p, publicationId);
  if (refusal !== null) return refusal;
  if (p?.status === 'PUBLISHING') await closePublication(tx, publicationId, now);
  const open = await tx.query<{ id: number }>(`SELECT id FROM online_push WHERE publication_id = $1 AND status <> 'DONE'`, [publicationId]);
  for (const push of open) await markDone(tx, push.id, now);
  return null;
}

/** Runs the push whose row the caller locked; answers the failure's reason, or null when done. */
export async function executePush(tx: Queryable, push: { id: number; publication_id: number | null }, now: Date): Promise<string | null> {
  const reason = push.publication_id === null ? await pushArticles(tx, push.id, now) : await publishPublication(tx, push.publication_id, now);
  if (reason === null) await markDone(tx, push.id, now);
  else await markFailed(tx, push.id, reason);
  return reason;
}
