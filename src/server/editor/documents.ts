import { createHash, randomBytes } from 'node:crypto';
import { EDITOR_BASE_PATH, EDITOR_HEARTBEAT_SECONDS, EDITOR_XML_MAX_BYTES, type EditorDocument, type EditorSession, type EditorVersion } from '../../shared/domain/editor';
import type { ArticleNature, ArticleStatus, ArticleType, BundleType, DocumentKind } from '../../shared/domain/publication';
import { canEditDocument, isExpertMode } from '../../shared/rules/editor-rules';
import { abilityRefusal, can } from '../../shared/rules/abilities';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { staleVersion } from '../http/versions';
import { acquireLock, extendLock, lockState, releaseLock, type SessionRef } from './lock';
import { ARTICLE_XML_SCHEMA, initialXml } from './schema';
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

/**
 * A save (in a transaction): allowed by role and state, by this session holding the lock, on the version
 * read (409 otherwise, saying who saved which version when), of well-formed XML whose root is the
 * document's. The version before is kept too, so that the first save keeps what the document held.
 */
export async function saveDocument(tx: Queryable, user: ApiUser, session: SessionRef, save: { xml: string; version: number }): Promise<void> {
  const row = await documentRow(tx, session.articleId, true);
  mayView(row, user);
  const edit = editVerdict(row, user);
  if (!edit.allowed) throw new HttpError(row.status === 'PUBLISHING' || row.status === 'PUBLISHED' ? 412 : 403, edit.reason);
  const state = await lockState(tx, session, edit);
  if (!state.editable) {
    // A lapsed lock that nobody took is taken again, as a heartbeat would; another window's live lock is not.
    if (!state.canTakeOver || !(await acquireLock(tx, session, user))) throw new HttpError(423, state.reason ?? 'Document verrouillé.');
  }
  if (save.version !== row.version) {
    const [last] = await tx.query<{ creation_date: Date; creation_user: string | null }>(
      'SELECT creation_date, creation_user FROM article_version WHERE article_id = $1 AND version = $2',
      [row.id, row.version],
    );
    throw staleVersion('Le document', false, save.version, {
      version: row.version,
      modificationDate: last?.creation_date ?? row.modification_date,
      modificationUser: last?.creation_user ?? row.modification_user,
    });
  }
  if (Buffer.byteLength(save.xml, 'utf8') > EDITOR_XML_MAX_BYTES) throw new HttpError(413, 'Document XML trop volumineux : 5 Mo au plus.');
  checkWellFormed(save.xml, ARTICLE_XML_SCHEMA.roots[row.kind]);
  await tx.query(
    `INSERT INTO article_version (article_id, version, content_xml, creation_date, creation_user) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (article_id, version) DO NOTHING`,
    [row.id, row.version, xmlOf(row), row.modification_date, row.modification_user],
  );
  await tx.query(
    `UPDATE article SET content_xml = $2, version = version + 1, modification_date = now(), modification_user = $3 WHERE id = $1`,
    [row.id, save.xml, user.name],
  );
  await tx.query(
    `INSERT INTO article_version (article_id, version, content_xml, creation_user) VALUES ($1, $2, $3, $4)`,
    [row.id, row.version + 1, save.xml, user.name],
  );
  await extendLock(tx, session);
}

export async function listVersions(db: Queryable, user: ApiUser, documentId: number): Promise<EditorVersion[]> {
  mayView(await documentRow(db, documentId), user);
  const rows = await db.query<{ version: number; creation_date: Date; creation_user: string | null; bytes: number }>(
    'SELECT version, creation_date, creation_user, octet_length(content_xml)::int AS bytes FROM article_version WHERE article_id = $1 ORDER BY version DESC',
    [documentId],
  );
  return rows.map((r) => ({ version: r.version, creationDate: r.creation_date.toISOString(), creationUser: r.creation_user, bytes: r.bytes }));
}
