import type { FontoHistory, FontoRevision, FontoRevisionText, ReferenceRevisionMetadata } from '../../shared/domain/fonto-contract';
import type { VersionOrigin } from '../../shared/domain/editor';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { parisDayAtTime } from '../text/dates';
import { checkSavedXml, documentRow, mayView, requireCurrent, requireEditable, revisionOf, writeVersion, xmlOf, type DocumentRow } from './documents';
import { liveLock } from './lock';

/**
 * A document's history (issue 27) as Fonto's Document History reads it (GET /document/history, GET
 * /document/revision; issue 33): every kept version newest first, its author and date; what made it, in the
 * revision's `metadata` (this server's extension, absent from a strict answer). The restore is this server's
 * extension (history-restore).
 */

interface VersionRow {
  version: number;
  creation_date: Date;
  creation_user: string | null;
  bytes: number;
  origin: VersionOrigin;
  restored_from: number | null;
}

const VERSION_COLUMNS = 'version, creation_date, creation_user, bytes, origin, restored_from';

const revision = (version: number, date: Date, user: string | null, extra: ReferenceRevisionMetadata): FontoRevision => ({
  id: String(version),
  // The kept versions name their author by display name only: it is the author's id too.
  author: { id: user ?? '', displayName: user ?? '' },
  lastModifiedTimestamp: date.toISOString(),
  metadata: { ...extra },
});

const toRevision = (r: VersionRow): FontoRevision =>
  revision(r.version, r.creation_date, r.creation_user, { origin: r.origin, restoredFrom: r.restored_from === null ? null : String(r.restored_from), bytes: r.bytes });

/** The current text of a document nothing kept yet, as a revision. */
const initialRevision = (row: DocumentRow): FontoRevision =>
  revision(row.version, row.modification_date, row.modification_user, { origin: 'INITIAL', restoredFrom: null, bytes: Buffer.byteLength(xmlOf(row), 'utf8') });

/**
 * GET /api/fonto/document/history: every revision, newest first (the contract pages none), or with the extension
 * history-pages one page of `limit` older than `before`, and whether more remain. Read by the primary key
 * (article_id, version) with a bound, without the XML: a document saved 5,000 times opens a page as fast as one
 * saved 5 times. A document never changed since it was made has no kept version: its current text is listed
 * (INITIAL).
 */
export async function documentHistory(db: Queryable, user: ApiUser, documentId: number, page: { limit: number; before: string | null } | null = null): Promise<FontoHistory> {
  const row = await documentRow(db, documentId);
  mayView(row, user);
  const before = page?.before == null ? 2_147_483_647 : versionOf(documentId, page.before);
  const rows = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM article_version WHERE article_id = $1 AND version < $2 ORDER BY version DESC${page ? ' LIMIT $3' : ''}`,
    page ? [documentId, before, page.limit + 1] : [documentId, before],
  );
  const kept = page ? rows.slice(0, page.limit) : rows;
  const revisions = kept.map(toRevision);
  if (page?.before == null && kept[0]?.version !== row.version) revisions.unshift(initialRevision(row));
  return page ? { revisions, hasMore: rows.length > page.limit } : { revisions };
}

const unknownVersion = (documentId: number, revisionId: string) => new HttpError(404, `Version ${revisionId} introuvable pour le document ${documentId}.`);

/** A revision id of this server: a version number (anything else names no revision). */
const versionOf = (documentId: number, revisionId: string): number => {
  if (!/^\d{1,10}$/.test(revisionId) || Number(revisionId) > 2_147_483_647) throw unknownVersion(documentId, revisionId);
  return Number(revisionId);
};

async function versionXml(db: Queryable, row: DocumentRow, revisionId: string): Promise<string> {
  const version = versionOf(row.id, revisionId);
  const [kept] = await db.query<{ content_xml: string }>('SELECT content_xml FROM article_version WHERE article_id = $1 AND version = $2', [row.id, version]);
  if (kept) return kept.content_xml;
  if (version === row.version) return xmlOf(row);
  throw unknownVersion(row.id, revisionId);
}

/** GET /api/fonto/document/revision: one revision's XML (404 in French when there is none). */
export async function documentRevision(db: Queryable, user: ApiUser, documentId: number, revisionId: string): Promise<FontoRevisionText> {
  const row = await documentRow(db, documentId);
  mayView(row, user);
  return { documentId: String(documentId), revisionId, content: await versionXml(db, row, revisionId) };
}

/**
 * The extension history-restore (in a transaction): the revision becomes a new current one (RESTORE), never a
 * rewrite of history, under a save's rules: role and state (412/403), the revision read (409 when someone saved
 * meanwhile), the lock: refused (423) while another user's editor holds the document, and the text (400: a version
 * kept before the schema was checked, or one with an expert part, restored outside the expert mode); the restorer's
 * own editor, in any window, reads the new revision (its state poll, or the 412 of its next save).
 */
export async function restoreRevision(tx: Queryable, user: ApiUser, documentId: number, revisionId: string, read: string): Promise<void> {
  const row = await documentRow(tx, documentId, true);
  requireEditable(row, user, 412);
  const xml = await versionXml(tx, row, revisionId);
  await requireCurrent(tx, row, read, 409);
  if (revisionId === revisionOf(row)) throw new HttpError(400, `La version ${revisionId} est déjà la version actuelle du document ${documentId}.`);
  const holder = await liveLock(tx, documentId);
  if (holder && holder.username !== user.username) {
    throw new HttpError(423, `${holder.name} (${holder.username}) modifie ce document depuis le ${parisDayAtTime(new Date(holder.acquiredAt))} : restaurez une version quand il l’aura fermé.`);
  }
  checkSavedXml(row, user, xml);
  await writeVersion(tx, row, user, xml, 'RESTORE', versionOf(documentId, revisionId));
}
