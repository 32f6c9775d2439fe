import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ASSET_VARIANTS,
  ASSET_VARIANT_BOXES,
  BROWSE_FULLTEXT_MAX,
  BROWSE_MAX_LIMIT,
  BROWSE_RESULT_TYPES,
  assetId,
  type AssetVariant,
  type BrowseResult,
} from '../../shared/domain/editor-browse';
import { abilityRefusal } from '../../shared/rules/abilities';
import { readablePeriodicals } from '../articles/readable';
import type { Db } from '../db/db';
import { browseDocuments, browseImages } from '../editor/browse';
import { sessionOf } from '../editor/documents';
import type { ApiUser } from '../http/access-token';
import { needs } from '../http/abilities';
import { holds } from '../http/scoped-checks';
import { HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import { fileBytes } from '../images/files';
import { renditionOf } from '../images/renditions';
import { imageSource } from '../images/store';
import type { ApiContext } from './context';

/** The contract's `context` (§3): the session's token, and the document the request relates to. */
export const contextShape = z.object({
  editSessionToken: z.string({ error: 'context.editSessionToken : jeton attendu.' }).regex(/^[A-Za-z0-9_-]{32,64}$/, 'Jeton de session d’éditeur invalide.'),
  documentId: z.string({ error: 'context.documentId : identifiant attendu.' }).regex(/^[1-9]\d{0,9}$/, 'context.documentId : identifiant attendu.').optional(),
});
type EditorContext = z.output<typeof contextShape>;

const browseBody = z.object({
  context: contextShape,
  assetTypes: z.array(z.string().max(50), { error: 'assetTypes : liste attendue.' }).min(1, 'assetTypes : au moins un type.').max(10),
  resultTypes: z.array(z.enum(BROWSE_RESULT_TYPES, { error: 'resultTypes : file ou folder attendu.' }), { error: 'resultTypes : liste attendue.' }).min(1).max(2),
  folderId: z.string().max(200).optional(),
  // Implementation-defined (contract §5.7): `fulltext` is the one key this back-office reads.
  query: z.looseObject({ fulltext: z.string().max(BROWSE_FULLTEXT_MAX, `Recherche : ${BROWSE_FULLTEXT_MAX} caractères au plus.`).optional() }).optional(),
  limit: z.number({ error: 'limit : nombre attendu.' }).int().min(0).max(BROWSE_MAX_LIMIT, `limit : ${BROWSE_MAX_LIMIT} au plus.`).optional(),
  offset: z.number({ error: 'offset : nombre attendu.' }).int().min(0).max(1_000_000).optional(),
});

/** GET calls carry the context as JSON in the query (contract §1). */
const contextParam = z
  .string({ error: 'context : paramètre attendu.' })
  .max(1000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'context : JSON attendu.' });
      return z.NEVER;
    }
  })
  .pipe(contextShape);
const assetQuery = z.object({ context: contextParam, id: assetId });
const previewQuery = assetQuery.extend({ variant: z.enum(ASSET_VARIANTS, { error: 'variant : thumbnail ou web attendu.' }) });

/**
 * The caller's own open session, on the document the context names (when it names one), which the caller still
 * reads: the token tells editor instances apart and is never a credential (contract §1), so the rights are the
 * caller's, checked again on every call.
 */
export async function checkContext(db: Db, user: ApiUser, context: EditorContext): Promise<void> {
  const session = await sessionOf(db, user, context.editSessionToken);
  if (context.documentId !== undefined && context.documentId !== String(session.articleId)) {
    throw new HttpError(403, 'Ce document n’est pas celui de la session d’éditeur.');
  }
  const [row] = await db.query<{ periodical_id: string }>('SELECT periodical_id FROM article WHERE id = $1', [session.articleId]);
  if (!row) throw new HttpError(404, `Document introuvable : ${session.articleId}.`);
  if (!holds(user, 'article.read', row.periodical_id)) throw new HttpError(403, abilityRefusal('article.read', row.periodical_id));
}

/** An image of the bank, whole or in a preview's box, with its ETag (a conditional GET answers 304). */
async function sendAsset(db: Db, request: FastifyRequest, reply: FastifyReply, id: number, variant: AssetVariant | null): Promise<FastifyReply> {
  const source = await imageSource(db, id);
  if (!source) throw new HttpError(404, `Image introuvable : ${id}.`);
  const side = variant && ASSET_VARIANT_BOXES[variant];
  const file = side ? await renditionOf(db, source, { name: `fonto-${variant}`, width: side, height: side }) : source;
  if (!file) throw new HttpError(404, `Image introuvable : ${id}.`);
  const etag = `"${file.sha256}"`;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  const bytes = await fileBytes(db, file.sha256);
  if (!bytes) throw new HttpError(404, `Image introuvable : ${id}.`);
  return reply.type(file.contentType).send(bytes);
}

/**
 * What the editor picks (issue 33; Fonto's Standard CMS connector, /work/shared/fonto-cms-contract.md §5.7–5.9):
 * POST {base}/browse lists the documents a renvoi may target and the image bank's pictures; GET {base}/asset/preview
 * and GET {base}/asset serve a picture. Every call names the caller's own open editor session.
 */
export async function editorBrowseRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.post('/fonto/browse', needs('article.read', { body: browseBody }), async (request): Promise<BrowseResult> => {
    const user = currentUser(request);
    const body = parseInput(browseBody, request.body ?? {}, 'Recherche refusée');
    await checkContext(db, user, body.context);
    // No folders here: a folder listing is empty, and so is an asset type this back-office does not hold.
    const empty: BrowseResult = { totalItemCount: 0, items: [] };
    if (!body.resultTypes.includes('file') || body.folderId !== undefined) return empty;
    const page = { fulltext: body.query?.fulltext, limit: body.limit ?? BROWSE_MAX_LIMIT, offset: body.offset ?? 0 };
    if (body.assetTypes.includes('document')) {
      const readable = readablePeriodicals(user.roles);
      return readable !== null && readable.length === 0 ? empty : browseDocuments(db, readable, page);
    }
    return body.assetTypes.includes('image') ? browseImages(db, page) : empty;
  });

  app.get('/fonto/asset/preview', needs('article.read'), async (request, reply) => {
    const query = parseInput(previewQuery, request.query ?? {});
    if (query.context.documentId === undefined) throw new HttpError(400, 'context.documentId : identifiant attendu.');
    await checkContext(db, currentUser(request), query.context);
    return sendAsset(db, request, reply, Number(query.id), query.variant);
  });

  app.get('/fonto/asset', needs('article.read'), async (request, reply) => {
    const query = parseInput(assetQuery, request.query ?? {});
    await checkContext(db, currentUser(request), query.context);
    return sendAsset(db, request, reply, Number(query.id), null);
  });
}
