import { createHash, randomBytes } from 'node:crypto';
import { EDITOR_BASE_PATH, EDITOR_HEARTBEAT_SECONDS, EDITOR_XML_MAX_BYTES, type EditorLockState, type EditorSession, type SaveOrigin, type VersionOrigin } from '../../shared/domain/editor';
import type { FontoDocument, FontoLock, FontoLockAnswer, FontoStateResult, ReferenceDocumentMetadata } from '../../shared/domain/fonto-contract';
import type { ArticleNature, ArticleStatus, ArticleType, BundleType, DocumentKind } from '../../shared/domain/publication';
import { canEditDocument, isExpertMode } from '../../shared/rules/editor-rules';
import { abilityRefusal } from '../../shared/rules/abilities';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { staleVersion } from '../http/versions';
import { acquireLock, editorClock, extendSessionLocks, lockState, releaseLock, sessionLapsedBefore, type SessionRef, type StoredSession } from './lock';
import { ARTICLE_XML_SCHEMA, initialXml } from '../../shared/editor/article-schema';
import { followXmlImages } from './xml-images';
import { checkWellFormed } from './well-formed';
import { checkArticleSchema } from './schema-check';
import { holds } from '../http/scoped-checks';

/**
 * The editor's sessions and documents (spec 2 §7 Editor, issue 11) as Fonto's Standard CMS connector serves them
 * (issue 33): a session token bound to the user and one document (kept hashed), the document's XML and
 * revision (String(version)), each save a new version in article_version. The token only tells edit sessions apart:
 * every call checks that it is the caller's, and the caller's rights on the document.
 */

export interface DocumentRow {
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
  last_seen: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DOCUMENT_SELECT = `SELECT id, type AS kind, article_type, nature, periodical_id, title, status, next_publication_online_date, content_xml,
  version, modification_date, modification_user FROM article`;

export async function documentRow(db: Queryable, id: number, forUpdate = false): Promise<DocumentRow> {
  const [row] = await db.query<DocumentRow>(`${DOCUMENT_SELECT} WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw new HttpError(404, `Document introuvable : ${id}.`);
  return row;
}

export function mayView(row: DocumentRow, user: ApiUser): void {
  if (!holds(user, 'article.read', row.periodical_id)) throw new HttpError(403, abilityRefusal('article.read', row.periodical_id));
}

const editVerdict = (row: DocumentRow, user: ApiUser) =>
  canEditDocument({ status: row.status, periodicalId: row.periodical_id, isBundle: row.kind === 'BUNDLE', nextPublicationOnlineDate: row.next_publication_online_date?.toISOString() ?? null }, user.roles);

export const xmlOf = (row: DocumentRow) => row.content_xml ?? initialXml({ id: row.id, kind: row.kind, type: row.article_type, title: row.title });

/**
 * POST /api/fonto/session: a new session on the document, without the lock: the editor takes it at the first
 * change (PUT /document/lock, Fonto's optimistic locking). The sessions abandoned for longer than their lapse
 * (no call at all, not even a heartbeat) are closed on the way.
 */
export async function openSession(db: Queryable, user: ApiUser, documentId: number, takesOverOwnWindow: boolean): Promise<EditorSession> {
  const row = await documentRow(db, documentId);
  mayView(row, user);
  await db.query('UPDATE editor_session SET closed_at = now() WHERE closed_at IS NULL AND last_seen < $1', [sessionLapsedBefore()]);
  const token = randomBytes(32).toString('base64url');
  const expertMode = isExpertMode(user.roles, row.periodical_id);
  const [created] = await db.query<{ id: number }>(
    'INSERT INTO editor_session (token_hash, article_id, username, name, expert_mode, last_seen) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [hashToken(token), documentId, user.username, user.name, expertMode, editorClock.now()],
  );
  const session: SessionRef = { id: created?.id ?? 0, articleId: documentId, username: user.username, takesOverOwnWindow };
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
    lockState: await lockState(db, session, editVerdict(row, user)),
  };
}

const CLOSED = 'Session d’éditeur inconnue ou fermée : rouvrez le document.';

/**
 * The open session of this token, which must be the caller's (the token is never an authentication). A session
 * closed (its lock released on leaving) or lapsed (no call for longer than its lapse: it is closed now) is refused.
 */
export async function sessionOf(db: Queryable, user: ApiUser, token: string): Promise<StoredSession> {
  const [row] = await db.query<SessionRow>('SELECT id, article_id, username, closed_at, last_seen FROM editor_session WHERE token_hash = $1', [hashToken(token)]);
  if (!row || row.closed_at) throw new HttpError(404, CLOSED);
  if (row.last_seen < sessionLapsedBefore()) {
    await db.query('UPDATE editor_session SET closed_at = now() WHERE id = $1', [row.id]);
    throw new HttpError(404, CLOSED);
  }
  if (row.username !== user.username) throw new HttpError(403, 'Cette session d’éditeur appartient à un autre utilisateur.');
  await db.query('UPDATE editor_session SET last_seen = $2 WHERE id = $1', [row.id, editorClock.now()]);
  return { id: row.id, articleId: row.article_id, username: row.username };
}

/** The revision of a document: its version, as the contract's opaque string. */
export const revisionOf = (row: Pick<DocumentRow, 'version'>) => String(row.version);

/**
 * The lock as the contract says it: acquired by this session; available when this session may take it (free,
 * lapsed, or its user's other window: an explicit take-over); otherwise unavailable, with the reason.
 */
export const contractLock = (state: EditorLockState): FontoLock =>
  state.editable ? { isLockAcquired: true, isLockAvailable: true } : { isLockAcquired: false, isLockAvailable: state.canTakeOver, ...(state.reason ? { reason: state.reason } : {}) };

/** The session as it stands on `documentId`: a session may read other documents than the one it was opened on (as Fonto's does). */
const on = (session: SessionRef, documentId: number): SessionRef => ({ ...session, articleId: documentId });

/** GET /api/fonto/document: the XML, the revision, the lock, and in `metadata` who saved it when and who holds the lock. */
export async function loadDocument(db: Queryable, user: ApiUser, session: SessionRef, documentId: number): Promise<FontoDocument> {
  const row = await documentRow(db, documentId);
  mayView(row, user);
  const state = await lockState(db, on(session, documentId), editVerdict(row, user));
  const metadata: ReferenceDocumentMetadata = { modificationDate: row.modification_date.toISOString(), modificationUser: row.modification_user, lockHolder: state.lock };
  return { documentId: String(row.id), content: xmlOf(row), lock: contractLock(state), revisionId: revisionOf(row), metadata: { ...metadata } };
}

/**
 * POST /api/fonto/document/state, one document: its revision and lock, or the status of its refusal (403, 404). In
 * `metadata` (this server's, beyond the contract's state: a strict server drops it), who holds the lock.
 */
export async function documentState(db: Queryable, user: ApiUser, session: SessionRef, documentId: number): Promise<FontoStateResult> {
  try {
    const row = await documentRow(db, documentId);
    mayView(row, user);
    const state = await lockState(db, on(session, documentId), editVerdict(row, user));
    return { status: 200, body: { lock: contractLock(state), revisionId: revisionOf(row), metadata: { lockHolder: state.lock } } };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { status: error.status };
    throw error;
  }
}

/**
 * /api/fonto/heartbeat: extends every lock this edit session holds (each lapses 45 s after the last beat) on a
 * document the user may still edit; the others (role lost, document moved, published or scheduled since) are
 * released, and the next state poll tells the editor so, as the contract tells a lost lock: not acquired,
 * not available, with the reason. The heartbeat itself keeps answering 2xx (the contract gives it no error).
 */
export async function heartbeat(db: Queryable, user: ApiUser, session: SessionRef): Promise<void> {
  const locked = await db.query<DocumentRow>(`${DOCUMENT_SELECT} WHERE id IN (SELECT article_id FROM editor_lock WHERE session_id = $1)`, [session.id]);
  for (const row of locked) {
    if (!editVerdict(row, user).allowed) await releaseLock(db, on(session, row.id));
  }
  await extendSessionLocks(db, session);
}

/** 412 (or `status`) when the revision the editor holds is not the document's: who made the current one when. */
export async function requireCurrent(tx: Queryable, row: DocumentRow, read: string, status = 412): Promise<void> {
  if (read === revisionOf(row)) return;
  const [last] = await tx.query<{ creation_date: Date; creation_user: string | null }>(
    'SELECT creation_date, creation_user FROM article_version WHERE article_id = $1 AND version = $2',
    [row.id, row.version],
  );
  const stale = staleVersion('Le document', false, read, {
    version: row.version,
    modificationDate: last?.creation_date ?? row.modification_date,
    modificationUser: last?.creation_user ?? row.modification_user,
  });
  throw new HttpError(status, stale.message);
}

export interface LockRequest {
  acquire: boolean;
  /** The revision the editor holds. */
  read: string | undefined;
  /** The extension lock-take-over: also from the user's other window (their explicit take-over, never a first change's). */
  takeOver: boolean;
}

/**
 * PUT /api/fonto/document/lock: takes the lock (free or lapsed at the first change; from the user's other window
 * only when they take over) or releases it, which on the session's own document ends the session (the editor
 * leaves: its token is refused from then on). Refused with 403 and the reason when the role, the state or another
 * editor forbids it; 412 when the revision the editor holds is stale (it must read the document again first).
 */
export async function setLock(tx: Queryable, user: ApiUser, session: SessionRef, documentId: number, request: LockRequest): Promise<FontoLockAnswer> {
  const row = await documentRow(tx, documentId, true);
  mayView(row, user);
  const here = on(session, documentId);
  const edit = editVerdict(row, user);
  if (!request.acquire) {
    await releaseLock(tx, here);
    if (documentId === session.articleId) await tx.query('UPDATE editor_session SET closed_at = now() WHERE id = $1', [session.id]);
  } else {
    if (!edit.allowed) throw new HttpError(403, edit.reason);
    if (request.read !== undefined) await requireCurrent(tx, row, request.read);
    if (!(await acquireLock(tx, here, user, request.takeOver))) {
      const state = await lockState(tx, here, edit);
      throw new HttpError(403, state.reason ?? 'Le document est verrouillé par un autre éditeur.');
    }
  }
  return { lock: contractLock(await lockState(tx, here, edit)), revisionId: revisionOf(row) };
}

/**
 * A new current version: the one it replaces is kept too (INITIAL when nothing kept it yet, so that the
 * first change keeps what the document held), then the article row and a new article_version row.
 */
export async function writeVersion(tx: Queryable, row: DocumentRow, user: ApiUser, xml: string, origin: VersionOrigin, restoredFrom: number | null = null): Promise<void> {
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
  await followXmlImages(tx, row.id, row.content_xml, xml);
}

/**
 * Role and state (spec 2 §4: published or scheduled documents for Tl only): 403 on the contract's calls (the
 * editor reads it as a document it may not change); `stateStatus` where a call of this server says 412 for a state.
 */
export function requireEditable(row: DocumentRow, user: ApiUser, stateStatus = 403): ReturnType<typeof editVerdict> {
  mayView(row, user);
  const edit = editVerdict(row, user);
  if (!edit.allowed) throw new HttpError(row.status === 'PUBLISHING' || row.status === 'PUBLISHED' ? stateStatus : 403, edit.reason);
  return edit;
}

export interface ContractSave {
  documentId: number;
  content: string;
  revisionId: string;
  origin?: SaveOrigin;
}

/** A text to become the document's: well-formed, of the article schema, with no expert part added outside the expert mode. */
export function checkSavedXml(row: DocumentRow, user: ApiUser, xml: string): void {
  checkWellFormed(xml, ARTICLE_XML_SCHEMA.roots[row.kind]);
  checkArticleSchema(xml, isExpertMode(user.roles, row.periodical_id), () => xmlOf(row));
}

/**
 * PUT /api/fonto/document (in a transaction): allowed by role and state (403), by this session holding the
 * lock (412: the editor's lock state is behind), on the revision read (412, saying who saved which version
 * when), of well-formed XML whose root is the document's (400 with line and column) and of the article schema
 * (400 with the line: schema-check.ts). Answers the new revision.
 */
export async function saveDocument(tx: Queryable, user: ApiUser, session: SessionRef, save: ContractSave): Promise<string> {
  const row = await documentRow(tx, save.documentId, true);
  const edit = requireEditable(row, user);
  const here = on(session, save.documentId);
  const state = await lockState(tx, here, edit);
  if (!state.editable) {
    // A lapsed lock that nobody took is taken again, as a heartbeat would; another window's live lock is not.
    if (!state.canTakeOver || !(await acquireLock(tx, here, user))) throw new HttpError(412, state.reason ?? 'Document verrouillé.');
  }
  await requireCurrent(tx, row, save.revisionId);
  if (Buffer.byteLength(save.content, 'utf8') > EDITOR_XML_MAX_BYTES) throw new HttpError(413, 'Document XML trop volumineux : 5 Mo au plus.');
  checkSavedXml(row, user, save.content);
  await writeVersion(tx, row, user, save.content, save.origin ?? 'EDITOR');
  await extendSessionLocks(tx, here);
  return String(row.version + 1);
}
