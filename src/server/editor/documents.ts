import { createHash, randomBytes } from 'node:crypto';
import {
  EDITOR_BASE_PATH,
  EDITOR_HEARTBEAT_SECONDS,
  EDITOR_XML_MAX_BYTES,
  HISTORY_PAGE_SIZE,
  type EditorDocument,
  type EditorHistory,
  type EditorSave,
  type EditorSession,
  type EditorVersion,
  type EditorVersionText,
  type VersionOrigin,
} from '../../shared/domain/editor';
import type { ArticleNature, ArticleStatus, ArticleType, BundleType, DocumentKind } from '../../shared/domain/publication';
import { canEditDocument, isExpertMode } from '../../shared/rules/editor-rules';
import { abilityRefusal, can } from '../../shared/rules/abilities';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { staleVersion } from '../http/versions';
import { acquireLock, extendLock, liveLock, lockState, releaseLock, type SessionRef } from './lock';
import { parisDayAtTime } from '../text/dates';
import { ARTICLE_XML_SCHEMA, initialXml } from '../../shared/editor/article-schema';
import { checkWellFormed } from './well-formed';

/**
 * The editor's sessions and documents (spec 2 §7 Editor, issue 11): a session token bound to the user and
 * one document (kept hashed), the document's XML and version, each save a new version in article_version.
 */

interface DocumentRow {
  id: number;
  kind: DocumentKind;
  article_type: ArticleType | BundleType | null;
  nature: ArticleNature | null;
  periodical_id: string;
  title: string;
  status: ArticleStatus;
  next_publication_online_date: Date | null;
  content_xml: string | null;
  version: number;
  modification_date: Date;
  modification_user: string | null;
}

interface SessionRow {
  id: number;
  article_id: number;
  username: string;
  closed_at: Date | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function documentRow(db: Queryable, id: number, forUpdate = false): Promise<DocumentRow> {
  const [row] = await db.query<DocumentRow>(
    `SELECT id, type AS kind, article_type, nature, periodical_id, title, status, next_publication_online_date, content_xml, version,
       modification_date, modification_user FROM article WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!row) throw new HttpError(404, `Document introuvable : ${id}.`);
  return row;
}

function mayView(row: DocumentRow, user: ApiUser): void {
  if (!can(user.roles, 'article.read', row.periodical_id)) throw new HttpError(403, abilityRefusal('article.read', row.periodical_id));
}

const editVerdict = (row: DocumentRow, user: ApiUser) =>
  canEditDocument({ status: row.status, periodicalId: row.periodical_id, isBundle: row.kind === 'BUNDLE', nextPublicationOnlineDate: row.next_publication_online_date?.toISOString() ?? null }, user.roles);

const xmlOf = (row: DocumentRow) => row.content_xml ?? initialXml({ id: row.id, kind: row.kind, type: row.article_type, title: row.title });

/** POST /api/fonto/session: a new session on the document; the first editor allowed to edit gets the lock. */
export async function openSession(db: Queryable, user: ApiUser, documentId: number): Promise<EditorSession> {
  const row = await documentRow(db, documentId);
  mayView(row, user);
  const token = randomBytes(32).toString('base64url');
  const expertMode = isExpertMode(user.roles, row.periodical_id);
  const [created] = await db.query<{ id: number }>(
    'INSERT INTO editor_session (token_hash, article_id, username, name, expert_mode) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [hashToken(token), documentId, user.username, user.name, expertMode],
  );
  const session: SessionRef = { id: created?.id ?? 0, articleId: documentId, username: user.username };
  const edit = editVerdict(row, user);
  if (edit.allowed) await acquireLock(db, session, user);
  return {
    token,
    basePath: EDITOR_BASE_PATH,
    documentId,
    heartbeatSeconds: EDITOR_HEARTBEAT_SECONDS,
    expertMode,
    kind: row.kind,
    isBundle: row.kind === 'BUNDLE',
    nature: row.nature ?? (row.kind === 'BUNDLE' ? 'COMPLEXE' : 'SIMPLE'),
    type: row.article_type ?? (row.kind === 'BUNDLE' ? 'UNKNOWN' : 'COMMENTARY'),
    periodicalId: row.periodical_id,
    title: row.title,
    user: { username: user.username, name: user.name },
    lockState: await lockState(db, session, edit),
  };
}

/** The open session of this token, which must be the caller's. */
export async function sessionOf(db: Queryable, user: ApiUser, token: string): Promise<SessionRef> {
  const [row] = await db.query<SessionRow>('SELECT id, article_id, username, closed_at FROM editor_session WHERE token_hash = $1', [hashToken(token)]);
  if (!row || row.closed_at) throw new HttpError(404, 'Session d’éditeur inconnue ou fermée : rouvrez le document.');
  if (row.username !== user.username) throw new HttpError(403, 'Cette session d’éditeur appartient à un autre utilisateur.');
  await db.query('UPDATE editor_session SET last_seen = now() WHERE id = $1', [row.id]);
  return { id: row.id, articleId: row.article_id, username: row.username };
}

export async function loadDocument(db: Queryable, user: ApiUser, session: SessionRef): Promise<EditorDocument> {
  const row = await documentRow(db, session.articleId);
  mayView(row, user);
  return {
    id: row.id,
    xml: xmlOf(row),
    version: row.version,
    modificationDate: row.modification_date.toISOString(),
    modificationUser: row.modification_user,
    lockState: await lockState(db, session, editVerdict(row, user)),
  };
}

export async function heartbeat(db: Queryable, user: ApiUser, session: SessionRef) {
  const row = await documentRow(db, session.articleId);
  await extendLock(db, session);
  return lockState(db, session, editVerdict(row, user));
}

export async function takeOver(db: Queryable, user: ApiUser, session: SessionRef) {
  const row = await documentRow(db, session.articleId);
  const edit = editVerdict(row, user);
  if (!edit.allowed) throw new HttpError(403, edit.reason);
  if (!(await acquireLock(db, session, user, true))) {
    const state = await lockState(db, session, edit);
    throw new HttpError(409, state.reason ?? 'Le document est verrouillé par un autre éditeur.');
  }
  return lockState(db, session, edit);
}

export async function closeSession(db: Queryable, session: SessionRef): Promise<void> {
  await releaseLock(db, session);
  await db.query('UPDATE editor_session SET closed_at = now() WHERE id = $1', [session.id]);
}

/** 409 when the version read is not the document's current one, saying who made the current one when. */
async function requireCurrent(tx: Queryable, row: DocumentRow, read: number): Promise<void> {
  if (read === row.version) return;
  const [last] = await tx.query<{ creation_date: Date; creation_user: string | null }>(
    'SELECT creation_date, creation_user FROM article_version WHERE article_id = $1 AND version = $2',
    [row.id, row.version],
  );
  throw staleVersion('Le document', false, read, {
    version: row.version,
    modificationDate: last?.creation_date ?? row.modification_date,
    modificationUser: last?.creation_user ?? row.modification_user,
  });
}

/**
 * A new current version: the one it replaces is kept too (INITIAL when nothing kept it yet, so that the
 * first change keeps what the document held), then the article row and a new article_version row.
 */
async function writeVersion(tx: Queryable, row: DocumentRow, user: ApiUser, xml: string, origin: VersionOrigin, restoredFrom: number | null = null): Promise<void> {
  await tx.query(
    `INSERT INTO article_version (article_id, version, content_xml, creation_date, creation_user, origin) VALUES ($1, $2, $3, $4, $5, 'INITIAL')
     ON CONFLICT (article_id, version) DO NOTHING`,
    [row.id, row.version, xmlOf(row), row.modification_date, row.modification_user],
  );
  await tx.query(
    `UPDATE article SET content_xml = $2, version = version + 1, modification_date = now(), modification_user = $3 WHERE id = $1`,
    [row.id, xml, user.name],
  );
  await tx.query(
    `INSERT INTO article_version (article_id, version, content_xml, creation_user, origin, restored_from) VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.id, row.version + 1, xml, user.name, origin, restoredFrom],
  );
}

/** Role and state (spec 2 §4: published or scheduled documents for Tl only): 412 while publishing or published, 403 otherwise. */
function requireEditable(row: DocumentRow, user: ApiUser): ReturnType<typeof editVerdict> {
  mayView(row, user);
  const edit = editVerdict(row, user);
  if (!edit.allowed) throw new HttpError(row.status === 'PUBLISHING' || row.status === 'PUBLISHED' ? 412 : 403, edit.reason);
  return edit;
}

/**
 * A save (in a transaction): allowed by role and state, by this session holding the lock, on the version
 * read (409 otherwise, saying who saved which version when), of well-formed XML whose root is the
 * document's.
 */
export async function saveDocument(tx: Queryable, user: ApiUser, session: SessionRef, save: EditorSave): Promise<void> {
  const row = await documentRow(tx, session.articleId, true);
  const edit = requireEditable(row, user);
  const state = await lockState(tx, session, edit);
  if (!state.editable) {
    // A lapsed lock that nobody took is taken again, as a heartbeat would; another window's live lock is not.
    if (!state.canTakeOver || !(await acquireLock(tx, session, user))) throw new HttpError(423, state.reason ?? 'Document verrouillé.');
  }
  await requireCurrent(tx, row, save.version);
  if (Buffer.byteLength(save.xml, 'utf8') > EDITOR_XML_MAX_BYTES) throw new HttpError(413, 'Document XML trop volumineux : 5 Mo au plus.');
  checkWellFormed(save.xml, ARTICLE_XML_SCHEMA.roots[row.kind]);
  await writeVersion(tx, row, user, save.xml, save.origin ?? 'EDITOR');
  await extendLock(tx, session);
}

interface VersionRow {
  version: number;
  creation_date: Date;
  creation_user: string | null;
  bytes: number;
  origin: VersionOrigin;
  restored_from: number | null;
}

const VERSION_COLUMNS = 'version, creation_date, creation_user, bytes, origin, restored_from';

const toVersion = (r: VersionRow): EditorVersion => ({
  version: r.version,
  creationDate: r.creation_date.toISOString(),
  creationUser: r.creation_user,
  bytes: r.bytes,
  origin: r.origin,
  restoredFrom: r.restored_from,
});

/** The current text of a document nothing kept yet, as a version. */
const initialVersion = (row: DocumentRow): EditorVersionText => {
  const xml = xmlOf(row);
  return {
    version: row.version,
    creationDate: row.modification_date.toISOString(),
    creationUser: row.modification_user,
    bytes: Buffer.byteLength(xml, 'utf8'),
    origin: 'INITIAL',
    restoredFrom: null,
    xml,
  };
};

/**
 * One page of a document's history, newest first: `before` (a version number) pages back. Read by the
 * primary key (article_id, version) with a bound, so a document saved 5,000 times opens as fast as one
 * saved 5 times.
 */
export async function listVersions(db: Queryable, user: ApiUser, documentId: number, before: number | null = null): Promise<EditorHistory> {
  const row = await documentRow(db, documentId);
  mayView(row, user);
  const rows = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM article_version WHERE article_id = $1 AND version < $2 ORDER BY version DESC LIMIT $3`,
    [documentId, before ?? 2_147_483_647, HISTORY_PAGE_SIZE + 1],
  );
  const versions = rows.slice(0, HISTORY_PAGE_SIZE).map(toVersion);
  if (before === null && versions[0]?.version !== row.version) {
    const { xml: _xml, ...current } = initialVersion(row);
    versions.unshift(current);
  }
  return { documentId, current: row.version, versions, hasMore: rows.length > HISTORY_PAGE_SIZE };
}

const unknownVersion = (documentId: number, version: number) => new HttpError(404, `Version ${version} introuvable pour le document ${documentId}.`);

async function versionText(db: Queryable, row: DocumentRow, version: number): Promise<EditorVersionText> {
  const [kept] = await db.query<VersionRow & { content_xml: string }>(`SELECT ${VERSION_COLUMNS}, content_xml FROM article_version WHERE article_id = $1 AND version = $2`, [row.id, version]);
  if (kept) return { ...toVersion(kept), xml: kept.content_xml };
  if (version === row.version) return initialVersion(row);
  throw unknownVersion(row.id, version);
}

/** GET /api/fonto/document/{id}/versions/{version}: one version's XML (404 in French when there is none). */
export async function getVersion(db: Queryable, user: ApiUser, documentId: number, version: number): Promise<EditorVersionText> {
  const row = await documentRow(db, documentId);
  mayView(row, user);
  return versionText(db, row, version);
}

/**
 * POST /api/fonto/document/{id}/versions/{version}/restore (in a transaction): the version becomes a new
 * current one (RESTORE), never a rewrite of history, under a save's rules: role and state (412/403), the
 * version read (409 when someone saved meanwhile), and the lock: refused (423) while another user's editor
 * holds the document; the restorer's own editor, in any window, reads the new version (its refetch, or the
 * 409 of its next save when it has unsaved changes).
 */
export async function restoreVersion(tx: Queryable, user: ApiUser, documentId: number, version: number, read: number): Promise<void> {
  const row = await documentRow(tx, documentId, true);
  requireEditable(row, user);
  const restored = await versionText(tx, row, version);
  await requireCurrent(tx, row, read);
  if (version === row.version) throw new HttpError(400, `La version ${version} est déjà la version actuelle du document ${documentId}.`);
  const holder = await liveLock(tx, documentId);
  if (holder && holder.username !== user.username) {
    throw new HttpError(423, `${holder.name} (${holder.username}) modifie ce document depuis le ${parisDayAtTime(new Date(holder.acquiredAt))} : restaurez une version quand il l’aura fermé.`);
  }
  await writeVersion(tx, row, user, restored.xml, 'RESTORE', version);
}
