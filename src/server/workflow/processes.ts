import { PROCESS_IN_PROGRESS_STATUSES } from '../../shared/domain/publication';
import type { Queryable } from '../db/db';
import { PLAN_ARTICLES } from '../publications/rows';
import { parisIsoDay } from '../text/dates';

/**
 * The processes of a publication and what moves them outside the worker (spec 2 §4): a request creates a
 * process at GEN_REQUEST_PACKAGE with its job; a newer plan makes what was made or being made OUT_OF_DATE;
 * an unlock clears the placard request; cancelling the printer PDF sets it to CANCEL.
 */

export type ProcessType = 'PLACARD' | 'PRINTER_PDF';

const IN_PROGRESS = `(${PROCESS_IN_PROGRESS_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** A new process and the job that will move it, due after `delayMs`. */
export async function requestProcess(tx: Queryable, publicationId: number, type: ProcessType, user: string, delayMs: number): Promise<number> {
  const [process] = await tx.query<{ id: number }>(
    `INSERT INTO process (type, publication_id, status, plan_version, creation_user)
     SELECT $2, id, 'GEN_REQUEST_PACKAGE', plan_version, $3 FROM publication WHERE id = $1 RETURNING id`,
    [publicationId, type, user],
  );
  const id = process?.id ?? 0;
  await tx.query(`INSERT INTO job (kind, process_id, run_at) VALUES ('PROCESS_STEP', $1, now() + $2 * interval '1 millisecond')`, [id, delayMs]);
  return id;
}

/** Spec 2 §4: after a plan change, what was generated (or is being generated) from an older plan is OUT_OF_DATE. */
export async function markOutOfDate(tx: Queryable, publicationId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE process pr SET status = 'OUT_OF_DATE', modification_date = now()
     FROM publication p WHERE p.id = pr.publication_id AND pr.publication_id = $1
       AND pr.plan_version < p.plan_version AND (pr.status = 'FINISHED' OR pr.status IN ${IN_PROGRESS})
     RETURNING pr.id`,
    [publicationId],
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) await tx.query('DELETE FROM job WHERE process_id = ANY($1::int[])', [ids]);
  return ids;
}

/** Spec 2 §4 "unlock clears the status": the last placard request is set aside; one in progress stops (CANCEL). */
export async function unlockPlacard(tx: Queryable, publicationId: number): Promise<void> {
  const [last] = await tx.query<{ id: number }>(`SELECT id FROM process WHERE publication_id = $1 AND type = 'PLACARD' ORDER BY id DESC LIMIT 1`, [publicationId]);
  if (!last) return;
  await tx.query(
    `UPDATE process SET unlocked_at = now(), modification_date = now(),
       status = CASE WHEN status IN ${IN_PROGRESS} THEN 'CANCEL' ELSE status END WHERE id = $1`,
    [last.id],
  );
  await tx.query('DELETE FROM job WHERE process_id = $1', [last.id]);
}

/**
 * Spec 2 §4 "invalidating the printer PDF clears [the validation date]": the printer PDF is CANCEL, the
 * publication back IN_PROGRESS, its articles back to READY (BAP), so that the plan may change again.
 */
export async function cancelPrinterPdf(tx: Queryable, publicationId: number): Promise<void> {
  await tx.query(
    `UPDATE process SET status = 'CANCEL', modification_date = now()
     WHERE id = (SELECT id FROM process WHERE publication_id = $1 AND type = 'PRINTER_PDF' ORDER BY id DESC LIMIT 1)`,
    [publicationId],
  );
  await tx.query(`UPDATE publication SET status = 'IN_PROGRESS', validation_date = NULL WHERE id = $1`, [publicationId]);
  await tx.query(`UPDATE article SET status = 'READY', modification_date = now() WHERE status = 'PUBLISHING' AND id IN ${PLAN_ARTICLES('$1::int')}`, [publicationId]);
}

/** The printer PDF is made: the publication and its articles are being published (spec 2 §4 BAT needs PUBLISHING). */
export async function startPublishing(tx: Queryable, publicationId: number): Promise<void> {
  await tx.query(`UPDATE publication SET status = 'PUBLISHING', modification_date = now() WHERE id = $1`, [publicationId]);
  await tx.query(`UPDATE article SET status = 'PUBLISHING', modification_date = now() WHERE status IN ('IN_PROGRESS', 'READY') AND id IN ${PLAN_ARTICLES('$1::int')}`, [
    publicationId,
  ]);
}

/** BAT: spec 2 §4 "BAT sets validationDate to now". */
export async function giveBat(tx: Queryable, publicationId: number): Promise<void> {
  await tx.query('UPDATE publication SET validation_date = now() WHERE id = $1', [publicationId]);
}

/** BAP of every article of the plan not BAP yet and valid; answers the ids left IN_PROGRESS (invalid). */
export async function bapAllArticles(tx: Queryable, publicationId: number, user: string): Promise<number[]> {
  await tx.query(
    `UPDATE article SET status = 'READY', modification_date = now(), modification_user = $2
     WHERE status = 'IN_PROGRESS' AND is_valid AND id IN ${PLAN_ARTICLES('$1::int')}`,
    [publicationId, user],
  );
  const left = await tx.query<{ id: number }>(`SELECT id FROM article WHERE status = 'IN_PROGRESS' AND id IN ${PLAN_ARTICLES('$1::int')} ORDER BY id`, [publicationId]);
  return left.map((r) => r.id);
}

/** Closing: the publication and its articles are PUBLISHED and online now; a scheduled closing is done. */
export async function closePublication(tx: Queryable, publicationId: number, now = new Date()): Promise<void> {
  await tx.query(
    `UPDATE publication SET status = 'PUBLISHED', closing_date = $2::date, publication_online_date = $3, scheduled_date = NULL, scheduled_by = NULL,
       modification_date = $3 WHERE id = $1`,
    [publicationId, parisIsoDay(now), now.toISOString()],
  );
  await tx.query(
    `UPDATE article SET status = 'PUBLISHED', publication_online_date = coalesce(publication_online_date, $2), modification_date = $2
     WHERE id IN ${PLAN_ARTICLES('$1::int')}`,
    [publicationId, now.toISOString()],
  );
  await tx.query(`DELETE FROM job WHERE kind = 'CLOSE_PUBLICATION' AND publication_id = $1`, [publicationId]);
}

/** POST /api/publication/schedule with a date to come: the worker closes it then. */
export async function scheduleClosing(tx: Queryable, publicationId: number, at: Date, user: string): Promise<void> {
  await tx.query('UPDATE publication SET scheduled_date = $2, scheduled_by = $3, modification_date = now() WHERE id = $1', [publicationId, at.toISOString(), user]);
  await tx.query(
    `INSERT INTO job (kind, publication_id, run_at) VALUES ('CLOSE_PUBLICATION', $1, $2)
     ON CONFLICT (publication_id) WHERE publication_id IS NOT NULL DO UPDATE SET run_at = excluded.run_at, attempts = 0, locked_at = NULL`,
    [publicationId, at.toISOString()],
  );
}

export async function unscheduleClosing(tx: Queryable, publicationId: number): Promise<void> {
  await tx.query('UPDATE publication SET scheduled_date = NULL, scheduled_by = NULL, modification_date = now() WHERE id = $1', [publicationId]);
  await tx.query(`DELETE FROM job WHERE kind = 'CLOSE_PUBLICATION' AND publication_id = $1`, [publicationId]);
}
