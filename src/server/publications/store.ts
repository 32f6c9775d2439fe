import type { PublicationInput } from '../../shared/domain/publication';
import type { Queryable } from '../db/db';
import { readablePeriodicals } from '../articles/readable';
import { HttpError } from '../http/errors';
import { loadPlan } from '../plans/store';
import { PUBLICATION_COLUMNS, PUBLICATION_FROM, toPublicationRow, type PublicationDbRow, type StoredPublication, type StoredPublicationRow } from './rows';

/** Publications in the database: read one or several, insert, update the dialog's fields. */

export async function findPublicationRows(db: Queryable, ids: readonly number[]): Promise<StoredPublicationRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<PublicationDbRow>(`SELECT ${PUBLICATION_COLUMNS} FROM ${PUBLICATION_FROM} WHERE p.id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, toPublicationRow(r)]));
  return ids.map((id) => byId.get(id)).filter((p): p is StoredPublicationRow => p !== undefined);
}

export async function findPublicationRow(db: Queryable, id: number): Promise<StoredPublicationRow | undefined> {
  const [row] = await findPublicationRows(db, [id]);
  return row;
}

/** As the reader holding `roles` sees it: the plan masks the titles of articles the reader may not read. */
export async function findPublication(db: Queryable, id: number, roles: readonly string[]): Promise<StoredPublication | undefined> {
  const row = await findPublicationRow(db, id);
  return row && { ...row, plan: await loadPlan(db, { publicationId: id }, readablePeriodicals(roles)) };
}

export const publicationNotFound = (id: number) => new HttpError(404, `Publication introuvable : ${id}.`);

export async function publicationOr404(db: Queryable, id: number, roles: readonly string[]): Promise<StoredPublication> {
  const publication = await findPublication(db, id, roles);
  if (!publication) throw publicationNotFound(id);
  return publication;
}

export async function publicationRowOr404(db: Queryable, id: number): Promise<StoredPublicationRow> {
  const publication = await findPublicationRow(db, id);
  if (!publication) throw publicationNotFound(id);
  return publication;
}

/** The row, locked until the transaction ends: workflow actions and saves on one publication run one at a time. */
export async function lockPublication(tx: Queryable, id: number): Promise<StoredPublicationRow> {
  const locked = await tx.query<{ id: number }>('SELECT id FROM publication WHERE id = $1 FOR UPDATE', [id]);
  if (locked.length === 0) throw publicationNotFound(id);
  return publicationRowOr404(tx, id);
}

export async function insertPublication(tx: Queryable, input: PublicationInput, user: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO publication (periodical_id, year, number, edition_type, title, start_date, end_date, article_id, image_id, cover_text,
       creation_user, modification_user)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $10, $11, $11) RETURNING id`,
    [input.periodicalId, input.year, input.number, input.editionType, input.title, input.startDate, input.endDate, input.articleId, input.imageId, input.text, user],
  );
  return row?.id ?? 0;
}

/** false when the version read is stale. */
export async function updatePublication(tx: Queryable, id: number, version: number | undefined, input: PublicationInput, user: string): Promise<boolean> {
  // Without a version (a client of spec 2 alone) no staleness check: the last write wins.
  const rows = await tx.query(
    `UPDATE publication SET year = $3, number = $4, edition_type = $5, title = $6, start_date = $7::date, end_date = $8::date,
       article_id = $9, image_id = $10, cover_text = $11, modification_user = $12, modification_date = now(), version = version + 1
     WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING id`,
    [id, version ?? null, input.year, input.number, input.editionType, input.title, input.startDate, input.endDate, input.articleId, input.imageId, input.text, user],
  );
  return rows.length > 0;
}

/** A change made by the workflow: the modification date moves, the dialog's version does not. */
export async function touchPublication(tx: Queryable, id: number, user: string | null): Promise<void> {
  await tx.query('UPDATE publication SET modification_date = now(), modification_user = coalesce($2, modification_user) WHERE id = $1', [id, user]);
}
