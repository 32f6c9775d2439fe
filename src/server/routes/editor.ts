import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EDITOR_XML_MAX_BYTES, SAVE_ORIGINS } from '../../shared/domain/editor';
import { closeSession, getVersion, heartbeat, listVersions, loadDocument, openSession, restoreVersion, saveDocument, sessionOf, takeOver } from '../editor/documents';
import { currentUser } from '../http/request';
import { idParam, parseInput } from '../http/validation';
import type { ApiContext } from './context';
import { needs, withBody } from '../http/abilities';

const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Jeton de session d’éditeur invalide.') });
const sessionBody = z.object({ documentId: z.number({ error: 'documentId : identifiant attendu.' }).int().positive() });
const saveBody = z.object({
  xml: z.string({ error: 'xml : texte attendu.' }).min(1, 'Document XML vide.').max(EDITOR_XML_MAX_BYTES, 'Document XML trop volumineux : 5 Mo au plus.'),
  version: z.number({ error: 'Version manquante : rechargez le document avant d’enregistrer.' }).int().min(0),
  origin: z.enum(SAVE_ORIGINS, { error: `origin : ${SAVE_ORIGINS.join(', ')} attendu.` }).optional(),
});
const versionNumber = z.coerce.number({ error: 'Numéro de version invalide.' }).int('Numéro de version invalide.').min(0, 'Numéro de version invalide.').max(2_147_483_647, 'Numéro de version invalide.');
const versionParams = idParam.extend({ version: versionNumber });
const historyQuery = z.object({ before: versionNumber.optional() });
const restoreBody = z.object({
  currentVersion: z.number({ error: 'Version actuelle manquante : rechargez l’historique avant de restaurer.' }).int().min(0),
});
/** JSON escaping may double an XML's size: the body may be larger than the 5 MB document. */
const SAVE_BODY_LIMIT = 2 * EDITOR_XML_MAX_BYTES + 64 * 1024;

/** The XML editor (spec 2 §7 Editor, base path /api/fonto/; issue 11): sessions, document, lock, heartbeat. The article schema is
 * the client's own (src/shared/editor/article-schema.ts), as the specs' editor carries its own. */
export async function editorRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  // Readers open a session (read-only); saving and taking the lock are for the document's editors (editor-rules.ts).
  const editors = needs(['article.edit', 'bundle.edit']);
  app.post('/fonto/session', needs('article.read', { body: sessionBody }), async (request) => openSession(db, currentUser(request), parseInput(sessionBody, request.body ?? {}).documentId));

  app.get('/fonto/session/:token/document', needs('article.read'), async (request) => {
    const user = currentUser(request);
    return loadDocument(db, user, await sessionOf(db, user, parseInput(tokenParam, request.params).token));
  });

  app.put('/fonto/session/:token/document', { ...withBody(editors, saveBody), bodyLimit: SAVE_BODY_LIMIT }, async (request) => {
    const user = currentUser(request);
    const { token } = parseInput(tokenParam, request.params);
    const save = parseInput(saveBody, request.body, 'Enregistrement refusé');
    const session = await sessionOf(db, user, token);
    await db.transaction((tx) => saveDocument(tx, user, session, save));
    return loadDocument(db, user, session);
  });

  app.post('/fonto/session/:token/heartbeat', needs('article.read'), async (request) => {
    const user = currentUser(request);
    return heartbeat(db, user, await sessionOf(db, user, parseInput(tokenParam, request.params).token));
  });

  app.post('/fonto/session/:token/lock', editors, async (request) => {
    const user = currentUser(request);
    const session = await sessionOf(db, user, parseInput(tokenParam, request.params).token);
    return db.transaction((tx) => takeOver(tx, user, session));
  });

  app.delete('/fonto/session/:token', needs('signedIn'), async (request, reply) => {
    const user = currentUser(request);
    await closeSession(db, await sessionOf(db, user, parseInput(tokenParam, request.params).token));
    return reply.code(204).send();
  });

  // The history (issue 27): read as the document, restored as it is saved (the same rules: editor-rules.ts, the lock, the version read).
  app.get('/fonto/document/:id/versions', needs('article.read'), async (request) =>
    listVersions(db, currentUser(request), parseInput(idParam, request.params).id, parseInput(historyQuery, request.query ?? {}).before ?? null),
  );

  app.get('/fonto/document/:id/versions/:version', needs('article.read'), async (request) => {
    const { id, version } = parseInput(versionParams, request.params);
    return getVersion(db, currentUser(request), id, version);
  });

  app.post('/fonto/document/:id/versions/:version/restore', withBody(editors, restoreBody), async (request) => {
    const user = currentUser(request);
    const { id, version } = parseInput(versionParams, request.params);
    const { currentVersion } = parseInput(restoreBody, request.body ?? {}, 'Restauration refusée');
    await db.transaction((tx) => restoreVersion(tx, user, id, version, currentVersion));
    return listVersions(db, user, id);
  });
}
