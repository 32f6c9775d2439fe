import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EDITOR_XML_MAX_BYTES, SAVE_ORIGINS } from '../../shared/domain/editor';
import type { FontoState } from '../../shared/domain/fonto-contract';
import { documentState, heartbeat, loadDocument, openSession, saveDocument, sessionOf, setLock } from '../editor/documents';
import type { SessionRef } from '../editor/lock';
import { documentHistory, documentRevision, restoreRevision } from '../editor/history';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import type { ApiContext } from './context';
import { needs, withBody } from '../http/abilities';
import type { ApiUser } from '../http/access-token';

const sessionBody = z.object({ documentId: z.number({ error: 'documentId : identifiant attendu.' }).int().positive() });

/** Fonto's `context` (issue 33): the edit session's token, and whatever else the editor sends (kept as is). */
const context = z.looseObject({ editSessionToken: z.string({ error: 'context.editSessionToken : jeton de session attendu.' }).regex(/^[A-Za-z0-9_-]{32,64}$/, 'Jeton de session d’éditeur invalide.') });
/** On a GET, `context` is a JSON-encoded query parameter. */
const contextParam = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, context);
/** A document id as the contract sends it: a string (a number is taken too). */
const documentId = z.coerce.number({ error: 'documentId : identifiant de document attendu.' }).int('documentId : identifiant de document attendu.').positive('documentId : identifiant de document attendu.').max(2_147_483_647);
const revisionId = z.string({ error: 'revisionId : révision attendue.' }).min(1).max(64);
const opaque = z.record(z.string(), z.unknown());

const documentQuery = z.object({ documentId, context: contextParam });
const contractSave = z.object({
  context,
  documentId,
  content: z.string({ error: 'content : texte XML attendu.' }).min(1, 'Document XML vide.').max(EDITOR_XML_MAX_BYTES, 'Document XML trop volumineux : 5 Mo au plus.'),
  revisionId: z.string({ error: 'revisionId manquant : rechargez le document avant d’enregistrer.' }).min(1).max(64),
  autosave: z.boolean().optional(),
  documentContext: opaque.optional(),
  metadata: opaque.optional(),
});
/**
 * The extension version-origin: what put the text in the editor (issue 27), the user's claim, bounded to what an
 * editor may put there (SAVE_ORIGINS: never INITIAL, RESTORE, WATCHED_FOLDER nor UNKNOWN, which the server alone
 * writes). Without the extension the field is unknown and ignored, as a back-office of the contract would.
 */
const saveWithOrigin = contractSave.extend({ origin: z.enum(SAVE_ORIGINS, { error: `origin : ${SAVE_ORIGINS.join(', ')} attendu.` }).optional() });
const lockBody = z.object({
  context,
  documentId,
  lock: z.object({ isLockAcquired: z.boolean({ error: 'lock.isLockAcquired : vrai ou faux attendu.' }) }),
  revisionId: revisionId.optional(),
  documentContext: opaque.optional(),
});
/** The extension lock-take-over: the user takes the lock over from their other window. Without it the field is unknown and ignored. */
const lockWithTakeOver = lockBody.extend({ takeOver: z.boolean().optional() });
const stateBody = z.object({
  context,
  documents: z.array(z.object({ documentId, revisionId: revisionId.optional(), documentContext: opaque.optional() })).min(1).max(100),
});
/** The heartbeat's context: in the body (POST) or the query (GET). */
const heartbeatBody = z.object({ context });
const heartbeatQuery = z.object({ context: contextParam });
/** The history calls name the document; `context` is optional (Fonto's Document History sends none). */
const historyQuery = z.object({ documentId, context: contextParam.optional() });
/** The extension history-pages: a page of revisions older than `before` (the newest page without it). */
const historyPage = z.object({
  limit: z.coerce.number({ error: 'limit : nombre attendu.' }).int().min(1).max(100).optional(),
  before: revisionId.optional(),
});
/** `revisionId`, or `id` (the contract leaves the parameter's name open). */
const revisionQuery = z
  .object({ documentId, revisionId: revisionId.optional(), id: revisionId.optional(), context: contextParam.optional() })
  .refine((query) => query.revisionId !== undefined || query.id !== undefined, { message: 'revisionId : révision attendue.' });
const restoreBody = z.object({
  documentId,
  revisionId,
  currentRevisionId: z.string({ error: 'Révision actuelle manquante : rechargez l’historique avant de restaurer.' }).min(1).max(64),
  context: context.optional(),
});
/** JSON escaping may double an XML's size: the body may be larger than the 5 MB document. */
const SAVE_BODY_LIMIT = 2 * EDITOR_XML_MAX_BYTES + 64 * 1024;

/**
 * The XML editor (spec 2 §7 Editor, base path /api/fonto/; issues 11, 33): POST /session, then Fonto's Standard CMS
 * connector (document, lock, state, heartbeat, history, revision). The session token only tells edit sessions apart:
 * each call resolves it and checks it is the caller's, then the caller's rights on the document. The article schema
 * is the client's own (src/shared/editor/article-schema.ts), as the specs' editor carries its own.
 */
export async function editorRoutes(app: FastifyInstance, { db, extensions }: ApiContext): Promise<void> {
  /** A page of the history when the client asks one and this server pages (history-pages), else the whole history. */
  const pageOf = (query: unknown) => {
    if (!extensions.has('history-pages')) return null;
    const { limit, before } = parseInput(historyPage, query ?? {});
    return limit === undefined ? null : { limit, before: before ?? null };
  };
  // Readers open a session (read-only); saving and taking the lock are for the document's editors (editor-rules.ts).
  const editors = needs(['article.edit', 'bundle.edit']);
  const takesOverOwnWindow = extensions.has('lock-take-over');
  const session = async (user: ApiUser, token: string): Promise<SessionRef> => ({ ...(await sessionOf(db, user, token)), takesOverOwnWindow });

  app.post('/fonto/session', needs('article.read', { body: sessionBody }), async (request) =>
    openSession(db, currentUser(request), parseInput(sessionBody, request.body ?? {}).documentId, takesOverOwnWindow),
  );

  app.get('/fonto/document', needs('article.read'), async (request) => {
    const user = currentUser(request);
    const query = parseInput(documentQuery, request.query ?? {});
    return loadDocument(db, user, await session(user, query.context.editSessionToken), query.documentId);
  });

  const saveBody = extensions.has('version-origin') ? saveWithOrigin : contractSave;
  app.put('/fonto/document', { ...withBody(editors, saveBody), bodyLimit: SAVE_BODY_LIMIT }, async (request) => {
    const user = currentUser(request);
    const save = parseInput(saveBody, request.body, 'Enregistrement refusé');
    const editSession = await session(user, save.context.editSessionToken);
    return { revisionId: await db.transaction((tx) => saveDocument(tx, user, editSession, save)) };
  });

  const lockSchema = takesOverOwnWindow ? lockWithTakeOver : lockBody;
  app.put('/fonto/document/lock', needs('article.read', { body: lockSchema }), async (request) => {
    const user = currentUser(request);
    const body: z.output<typeof lockWithTakeOver> = parseInput(lockSchema, request.body ?? {}, 'Verrou refusé');
    const editSession = await session(user, body.context.editSessionToken);
    return db.transaction((tx) => setLock(tx, user, editSession, body.documentId, { acquire: body.lock.isLockAcquired, read: body.revisionId, takeOver: body.takeOver === true }));
  });

  app.post('/fonto/document/state', needs('article.read', { body: stateBody }), async (request): Promise<FontoState> => {
    const user = currentUser(request);
    const body = parseInput(stateBody, request.body ?? {});
    const editSession = await session(user, body.context.editSessionToken);
    const results = [];
    for (const document of body.documents) results.push(await documentState(db, user, editSession, document.documentId));
    return { results };
  });

  // The contract leaves the heartbeat's method open: both are answered. It keeps the caller's own session: any
  // signed-in caller (the document's rights are checked for each lock it would extend, heartbeat()).
  const beat = async (user: ApiUser, token: string, reply: FastifyReply) => {
    await heartbeat(db, user, await session(user, token));
    return reply.code(204).send();
  };
  app.post('/fonto/heartbeat', needs('signedIn', { body: heartbeatBody }), async (request, reply) =>
    beat(currentUser(request), parseInput(heartbeatBody, request.body ?? {}).context.editSessionToken, reply),
  );
  app.get('/fonto/heartbeat', needs('signedIn'), async (request, reply) => beat(currentUser(request), parseInput(heartbeatQuery, request.query ?? {}).context.editSessionToken, reply));

  app.get('/fonto/document/history', needs('article.read'), async (request) => {
    const user = currentUser(request);
    const query = parseInput(historyQuery, request.query ?? {});
    if (query.context) await session(user, query.context.editSessionToken);
    return documentHistory(db, user, query.documentId, pageOf(request.query));
  });

  app.get('/fonto/document/revision', needs('article.read'), async (request) => {
    const user = currentUser(request);
    const query = parseInput(revisionQuery, request.query ?? {});
    if (query.context) await session(user, query.context.editSessionToken);
    return documentRevision(db, user, query.documentId, query.revisionId ?? query.id ?? '');
  });

  // The extension history-restore: a kept revision made current again under a save's rules (issue 27).
  app.post('/fonto/document/revision/restore', withBody(editors, restoreBody), async (request) => {
    const user = currentUser(request);
    const body = parseInput(restoreBody, request.body ?? {}, 'Restauration refusée');
    if (body.context) await session(user, body.context.editSessionToken);
    await db.transaction((tx) => restoreRevision(tx, user, body.documentId, body.revisionId, body.currentRevisionId));
    return documentHistory(db, user, body.documentId, pageOf(request.query));
  });
}
