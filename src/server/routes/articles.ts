import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ARTICLE_ATTACHMENT_FILTERS,
  ARTICLE_COLLECTION_FILTERS,
  ARTICLE_SORT_ATTRIBUTES,
  type Article,
  type ArticleBase,
  type ArticleRow,
} from '../../shared/domain/article';
import { ARTICLE_STATUS_FILTERS, ARTICLE_TYPES, BUNDLE_TYPES, DOCUMENT_KINDS } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { abilityRefusal } from '../../shared/rules/abilities';
import { offeredArticleTypes } from '../../shared/rules/article-input';
import { DEFAULT_PAGE } from '../../shared/rules/list-query';
import { articleCreateBody, articleDestinationBody, moveManyBody, parseArticleInput, parseDestination } from '../articles/input';
import { ConflictError, copyArticle, createArticle, deleteArticles, moveArticle, moveArticles, toggleFrontCover } from '../articles/mutations';
import { renderPreview } from '../articles/preview';
import { previewPictures } from '../articles/preview-images';
import { readablePeriodicals } from '../articles/readable';
import { articleOr404 } from '../articles/rows';
import { searchArticles } from '../articles/search';
import type { Db } from '../db/db';
import { toBuffer } from '../db/sql';
import { exportXml, type ExportedDocument } from '../editor/xml-export';
import type { ApiUser } from '../http/access-token';
import { HttpError, errorBody } from '../http/errors';
import { attachment, currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import type { ApiContext } from './context';
import { MAX_SEARCH_PAGE_SIZE, optional, sortSchema, stringList } from './search-schemas';
import { needs, requireAbility, withBody } from '../http/abilities';

/** Spec 2 §9: the article list's default page size. */
const ARTICLE_DEFAULT_SIZE = 20;

const ids = (max: number) => optional(z.array(z.number().int().positive()).max(max));
const searchBody = z.object({
  query: optional(z.string().max(400, 'Recherche : 400 caractères au plus.')),
  page: pageField.default(DEFAULT_PAGE),
  size: sizeField(MAX_SEARCH_PAGE_SIZE).default(ARTICLE_DEFAULT_SIZE),
  sort: sortSchema(ARTICLE_SORT_ATTRIBUTES),
  statusFilter: optional(z.array(z.enum(ARTICLE_STATUS_FILTERS, { error: `État ${ARTICLE_STATUS_FILTERS.join(', ')} attendu.` })).max(ARTICLE_STATUS_FILTERS.length)),
  periodicalFilter: stringList('Revues', 20),
  periodicalIdFilter: stringList('Revues', 20),
  publicationFilter: optional(z.array(z.union([z.number().int().positive().transform(String), z.string().trim().min(1).max(80)])).max(100)),
  bundleFilter: ids(100),
  authorFilter: ids(100),
  collectionFilter: optional(z.array(z.enum(ARTICLE_COLLECTION_FILTERS, { error: 'Collection ILLUSTRATION ou ADVERTISEMENT attendue.' })).max(2)),
  imageFilter: ids(100),
  attachedFilter: optional(z.array(z.enum(ARTICLE_ATTACHMENT_FILTERS, { error: `Rattachement ${ARTICLE_ATTACHMENT_FILTERS.join(', ')} attendu.` })).max(4)),
  kindFilter: optional(z.array(z.enum(DOCUMENT_KINDS)).max(2)),
  typeFilter: optional(z.array(z.enum([...ARTICLE_TYPES, ...BUNDLE_TYPES])).max(20)),
  planNodeFilter: stringList('Rubriques', 100),
  modificationDateFilter: optional(
    z.object({ start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date aaaa-mm-jj attendue.').nullish(), end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date aaaa-mm-jj attendue.').nullish() }).nullable(),
  ),
  attachedOnly: optional(z.boolean({ error: 'attachedOnly : vrai ou faux attendu.' })),
  grid: optional(z.boolean()),
});

const deleteBody = z.object({ ids: z.array(z.number().int().positive()).min(1, 'Au moins un article.').max(200, '200 articles au plus.') });
const coverQuery = z.object({ flag: z.enum(['true', 'false'], { error: 'flag=true ou flag=false attendu.' }).transform((v) => v === 'true') });
const articleIdParam = z.object({ articleId: idParam.shape.id });


/** The article, if the caller holds the route's ability for its periodical (403 otherwise). */
async function readable(db: Db, request: FastifyRequest, id: number): Promise<Article> {
  const article = await articleOr404(db, id);
  requireAbility(request, article.periodicalId);
  return article;
}

const base = (a: Article): ArticleBase => ({ id: a.id, title: a.title, type: a.type, isBundle: a.isBundle, periodicalId: a.periodicalId, status: a.status, authors: a.authors });

/**
 * Articles and bundles as documents (spec 2 §7 Articles): search, read, create, move, copy, delete, front
 * cover, tags, preview, XML and placard downloads. Every state rule is the shared one (article-workflow.ts)
 * checked here again, every role too (403): the UI hiding a button is not the protection.
 */
export async function articleRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.post('/article/search', needs('article.read', { body: searchBody }), async (request): Promise<SearchResult<ArticleRow>> => {
    const user = currentUser(request);
    requireAbility(request, null);
    return searchArticles(db, { ...parseInput(searchBody, request.body ?? {}), readable: readablePeriodicals(user.roles) });
  });

  app.get('/article/tags', needs('signedIn'), async (): Promise<string[]> => (await db.query<{ label: string }>('SELECT label FROM article_tag ORDER BY position')).map((r) => r.label));

  app.get('/article/:id', needs('article.read'), async (request): Promise<Article> => readable(db, request, parseInput(idParam, request.params).id));

  // Spec 2 §7 "loaded for a publication with an articleId": read as the article is, for its periodical.
  app.get('/articleBase/:articleId', needs('article.read'), async (request): Promise<ArticleBase> => base(await readable(db, request, parseInput(articleIdParam, request.params).articleId)));

  app.post('/article', needs('article.create', { body: articleCreateBody }), async (request, reply): Promise<Article> => {
    const user = currentUser(request);
    const input = parseArticleInput(request.body);
    if (!offeredArticleTypes(user.roles, 'CREATE').includes(input.type)) {
      throw new HttpError(403, `Type d’article ${input.type} : ${abilityRefusal('article.anyType')}`);
    }
    const id = await db.transaction((tx) => createArticle(tx, input, user));
    reply.code(201);
    return articleOr404(db, id);
  });

  app.put('/article/:id/move', needs('article.move', { body: articleDestinationBody }), async (request): Promise<Article> => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const to = parseDestination(request.body);
    await db.transaction((tx) => moveArticle(tx, id, to, user));
    return articleOr404(db, id);
  });

  app.post('/article/move', needs('article.move', { body: moveManyBody }), async (request, reply): Promise<FastifyReply> => {
    const user = currentUser(request);
    const move = parseInput(moveManyBody, request.body ?? {});
    await db.transaction((tx) => moveArticles(tx, move, user));
    return reply.code(204).send();
  });

  app.put('/article/:id/copy', needs('article.copy', { body: articleDestinationBody }), async (request, reply): Promise<Article> => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const to = parseDestination(request.body);
    const copy = await db.transaction((tx) => copyArticle(tx, id, to, user));
    reply.code(201);
    return articleOr404(db, copy);
  });

  const remove = async (reply: FastifyReply, user: ApiUser, list: number[]): Promise<FastifyReply> => {
    try {
      await db.transaction((tx) => deleteArticles(tx, list, user));
    } catch (error) {
      // Spec 2 §8: "409 with a message and names of conflicting items".
      if (error instanceof ConflictError) return reply.code(409).send({ ...errorBody(409, error.message), names: error.names, reason: error.names.join('\n') });
      throw error;
    }
    return reply.code(204).send();
  };
  // An article's delete or a bundle's (admin only): the rule checks the one of each item.
  const deleters = needs(['article.delete', 'bundle.delete']);
  app.delete('/article/:id', deleters, async (request, reply) => remove(reply, currentUser(request), [parseInput(idParam, request.params).id]));
  app.post('/article/delete', withBody(deleters, deleteBody), async (request, reply) => remove(reply, currentUser(request), parseInput(deleteBody, request.body ?? {}).ids));

  app.put('/article/:id/toggle-cover', needs('article.frontCover'), async (request): Promise<Article> => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const { flag } = parseInput(coverQuery, request.query ?? {});
    await db.transaction((tx) => toggleFrontCover(tx, id, flag, user));
    return articleOr404(db, id);
  });

  app.get('/article/:id/preview', needs('article.read'), async (request, reply) => {
    const article = await readable(db, request, parseInput(idParam, request.params).id);
    const [row] = await db.query<{ content_xml: string | null }>('SELECT content_xml FROM article WHERE id = $1', [article.id]);
    const authors = article.authors.map((a) => [a.first_name, a.particle, a.last_name].filter(Boolean).join(' '));
    const xml = row?.content_xml ?? null;
    const html = renderPreview({ id: article.id, title: article.title, xml, authors, pictures: await previewPictures(db, xml) });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .header('x-content-type-options', 'nosniff')
      .send(html);
  });

  app.get('/article/download/:id/placard', needs('article.viewPlacard'), async (request, reply) => {
    const article = await readable(db, request, parseInput(idParam, request.params).id);
    const [file] = await db.query<{ file_name: string; bytes: Uint8Array }>(
      `SELECT f.file_name, f.bytes FROM process pr JOIN process_file f ON f.process_id = pr.id
       WHERE pr.article_id = $1 AND pr.type = 'PLACARD' ORDER BY pr.id DESC LIMIT 1`,
      [article.id],
    );
    if (!file) throw new HttpError(404, `Aucun placard disponible pour ${article.isBundle ? 'le lot' : 'l’article'} ${article.id}.`);
    return reply.type('application/pdf').header('content-disposition', attachment(file.file_name)).send(toBuffer(file.bytes));
  });

  // Spec 2 §7: GET /api/{article|bundle}/xml/{id} downloads {id}.xml (wider set of four: "see or download XML").
  for (const kind of ['article', 'bundle'] as const) {
    app.get(`/${kind}/xml/:id`, needs('article.xml'), async (request, reply) => {
      const { id } = parseInput(idParam, request.params);
      const [row] = await db.query<ExportedDocument>(
        'SELECT id, type, article_type, title, periodical_id, content_xml FROM article WHERE id = $1',
        [id],
      );
      if (!row || row.type !== (kind === 'bundle' ? 'BUNDLE' : 'ARTICLE')) throw new HttpError(404, `${kind === 'bundle' ? 'Lot' : 'Article'} introuvable : ${id}.`);
      requireAbility(request, row.periodical_id);
      return reply.type('application/xml; charset=utf-8').header('content-disposition', attachment(`${row.id}.xml`)).send(exportXml(row));
    });
  }
}
