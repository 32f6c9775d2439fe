import { z } from 'zod';
import {
  ARTICLE_ATTACHMENT_FILTERS,
  ARTICLE_COLLECTION_FILTERS,
  ARTICLE_SORT_ATTRIBUTES,
  type Article,
  type ArticleBase,
  type ArticleDestination,
  type ArticleImportResult,
  type ArticleImportVerdict,
  type ArticleInput,
  type ArticleRow,
  type ArticleSearchRequest,
  type ArticlesMove,
  type PushOnlineOutcome,
  type PushOnlineRequest,
} from '../domain/article';
import {
  ARTICLE_STATUS_FILTERS,
  ARTICLE_TYPES,
  ARTICLE_WORKFLOW_ACTIONS,
  BUNDLE_TYPES,
  DOCUMENT_KINDS,
  type BulkWorkflowOutcome,
} from '../domain/publication';
import type { SearchResult } from '../domain/search-result';
import { bulkIds, entityId, fileSource } from '../schemas';
import { method } from './define';

const periodicalId = z.string().trim().min(1).max(20);
const planNodeId = z.string().trim().min(1).max(100);
const day = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date aaaa-mm-jj attendue.');
/** Titles carry rich-text markup; the server sanitises and measures them (rich-text.ts). */
const title = z.string().max(2000);
/** Page counts (GET /api/article/tags). */
const tags = z.array(z.string().trim().min(1).max(40)).max(20);

/** Body of POST /api/article/search: the article list's URL filters (spec 2 §2.1, §2.4) and the per-context searches. */
export const articleSearchRequest = z.object({
  query: z.string().max(400).optional(),
  page: z.number().int().nonnegative().optional(),
  size: z.number().int().min(1).max(100).optional(),
  sort: z.object({ attr: z.enum(ARTICLE_SORT_ATTRIBUTES), order: z.enum(['ASC', 'DESC']) }).nullish(),
  statusFilter: z.array(z.enum(ARTICLE_STATUS_FILTERS)).max(ARTICLE_STATUS_FILTERS.length).optional(),
  periodicalFilter: z.array(periodicalId).max(20).optional(),
  periodicalIdFilter: z.array(periodicalId).max(20).optional(),
  /** Ids ("12") or names (BJS_2024_12), as the URL holds them. */
  publicationFilter: z.array(z.string().max(80).regex(/^[A-Za-z0-9_-]+$/)).max(100).optional(),
  bundleFilter: z.array(entityId).max(100).optional(),
  authorFilter: z.array(entityId).max(100).optional(),
  collectionFilter: z.array(z.enum(ARTICLE_COLLECTION_FILTERS)).max(ARTICLE_COLLECTION_FILTERS.length).optional(),
  imageFilter: z.array(entityId).max(100).optional(),
  attachedFilter: z.array(z.enum(ARTICLE_ATTACHMENT_FILTERS)).max(ARTICLE_ATTACHMENT_FILTERS.length).optional(),
  kindFilter: z.array(z.enum(DOCUMENT_KINDS)).max(DOCUMENT_KINDS.length).optional(),
  typeFilter: z.array(z.enum([...ARTICLE_TYPES, ...BUNDLE_TYPES])).max(ARTICLE_TYPES.length + BUNDLE_TYPES.length).optional(),
  planNodeFilter: z.array(planNodeId).max(100).optional(),
  modificationDateFilter: z.object({ start: day.nullish(), end: day.nullish() }).nullish(),
  attachedOnly: z.boolean().optional(),
  grid: z.boolean().optional(),
});

/** What the new-article dialog builds (spec 2 §5); the server checks the same rules again. */
export const articleInput = z.object({
  periodicalId,
  title,
  type: z.enum(ARTICLE_TYPES),
  planNodeId: planNodeId.nullable(),
  publicationId: entityId.nullable(),
  bundleId: entityId.nullable(),
  tags,
});

/** MOVE and COPY modes of the dialog: where to, the title and the type. */
export const articleDestination = z.object({
  periodicalId,
  publicationId: entityId.nullable(),
  bundleId: entityId.nullable(),
  planNodeId: planNodeId.nullable(),
  title: title.optional(),
  type: z.enum(ARTICLE_TYPES).optional(),
});

/** MOVE_MULTIPLE (spec 2 §7 POST /api/article/move: ids, periodicalId, publicationId). */
export const articlesMove = z.object({ ids: bulkIds, periodicalId, publicationId: entityId.nullable() });

/** Push now (null) or at a Paris date-time to come (yyyy-MM-ddTHH:mm, spec 2 §4 Push online). */
export const pushOnlineRequest = z.object({
  articleIds: bulkIds,
  delay: z
    .string()
    .max(19)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Date de mise en ligne : aaaa-mm-jjThh:mm attendu.')
    .nullable(),
});

export const articleWorkflowAction = z.enum(ARTICLE_WORKFLOW_ACTIONS);

/**
 * Articles and bundles as documents (spec 2 §2.4, §2.5, §2.8, §4 Article, Import dialog, Push online; §7
 * Articles, Workflows). Downloads (XML {id}.xml, placard PDF) go through the download queue with their
 * API path (GET /api/{article|bundle}/xml/{id}, GET /api/article/download/{id}/placard), not through here.
 */
export const articleMethods = {
  'articles.search': method<SearchResult<ArticleRow>>()(z.tuple([articleSearchRequest])),
  'articles.get': method<Article>()(z.tuple([entityId])),
  /** 400 with the server's French reason when a rule of §5 fails; 403 without the role. */
  'articles.create': method<Article>()(z.tuple([articleInput])),
  /** 409: fixed, pushed online or scheduled (the server's message). */
  'articles.delete': method<void>()(z.tuple([entityId])),
  /** 409: the message names the conflicting items (spec 2 §8); nothing is deleted then. */
  'articles.deleteMany': method<void>()(z.tuple([bulkIds])),
  /** Answers the copy. 409: the server's message. */
  'articles.copy': method<Article>()(z.tuple([entityId, articleDestination])),
  'articles.move': method<Article>()(z.tuple([entityId, articleDestination])),
  /** 409: the server's message (several periodicals, published or fixed items...). */
  'articles.moveMany': method<void>()(z.tuple([articlesMove])),
  'articles.toggleCover': method<Article>()(z.tuple([entityId, z.boolean()])),
  /** The page counts offered as tags. */
  'articles.tags': method<string[]>()(z.tuple([])),
  /** 400 or 403: the server's message, which names the periodical (spec 2 §8). */
  'articles.pushOnline': method<PushOnlineOutcome>()(z.tuple([pushOnlineRequest])),
  /** One .xml file checked then sent multipart; a refusal of the server is `importable: false` with its reason. */
  'articles.askImport': method<ArticleImportVerdict>()(z.tuple([fileSource])),
  'articles.import': method<ArticleImportResult>()(z.tuple([fileSource])),
  /** The preview frame's HTML, rendered and sanitised by the server (no script, no handler). */
  'articles.preview': method<string>()(z.tuple([entityId])),
  /** One workflow action (spec 2 §4); a refusal is an HTTP error whose message is its WORKFLOW_ key and reason the French sentence. */
  'articles.workflow': method<Article>()(z.tuple([articleWorkflowAction, entityId])),
  /** The same on several: each id's fate, or a partial success (202) that does not say which. */
  'articles.workflowMany': method<BulkWorkflowOutcome>()(z.tuple([articleWorkflowAction, bulkIds])),
  /** GET /api/articleBase/{articleId}: a publication's cover article. */
  'articles.base': method<ArticleBase>()(z.tuple([entityId])),
} as const;

// Compile-time checks: what the schemas yield is what the API documents.
const _yieldsSearch = (value: z.output<typeof articleSearchRequest>): ArticleSearchRequest => value;
const _yieldsInput = (value: z.output<typeof articleInput>): ArticleInput => value;
const _yieldsDestination = (value: z.output<typeof articleDestination>): ArticleDestination => value;
const _yieldsMove = (value: z.output<typeof articlesMove>): ArticlesMove => value;
const _yieldsPush = (value: z.output<typeof pushOnlineRequest>): PushOnlineRequest => value;
