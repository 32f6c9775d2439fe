import {
  ARTICLE_IMPORT_MAX_BYTES,
  type Article,
  type ArticleBase,
  type ArticleImportCheck,
  type ArticleImportResult,
} from '../../shared/domain/article';
import type { SearchResult } from '../../shared/domain/search-result';
import { BridgeError } from '../../shared/errors';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { readUpload, toMultipart } from '../uploads';
import { runBulkWorkflow } from '../workflow/bulk-outcome';
import { receivedArticlePage, receivedPush, type ReceivedArticleRow } from './received-article';

type ArticleHandlers = Pick<
  Handlers,
  | 'articles.search'
  | 'articles.get'
  | 'articles.create'
  | 'articles.delete'
  | 'articles.deleteMany'
  | 'articles.copy'
  | 'articles.move'
  | 'articles.moveMany'
  | 'articles.toggleCover'
  | 'articles.tags'
  | 'articles.pushOnline'
  | 'articles.askImport'
  | 'articles.import'
  | 'articles.preview'
  | 'articles.workflow'
  | 'articles.workflowMany'
  | 'articles.base'
>;

/**
 * Statuses of ask-import that mean "this file cannot be imported" (its reason shown in red), not a failure of
 * the call: a refused file, and a role that may not create or modify what the file describes.
 */
const UNIMPORTABLE = new Set([400, 403, 409, 412, 422]);

/**
 * Articles and bundles as documents (spec 2 §7 Articles, Workflows) through the session's REST client.
 * Imports read the file as core reads every upload (.xml, bounded), then send it multipart.
 */
type ImportSource = Parameters<ArticleHandlers['articles.import']>[0];

export function createArticleHandlers(context: Pick<CoreContext, 'rest'>): ArticleHandlers & { importFromWatchFolder(source: ImportSource, saysOrigin: boolean): Promise<ArticleImportResult> } {
  const { rest } = context;
  const upload = async (source: ImportSource) =>
    toMultipart(await readUpload(source, 'xml', { maxBytes: ARTICLE_IMPORT_MAX_BYTES }));

  return {
    'articles.search': async (request) => receivedArticlePage(await rest.request<SearchResult<ReceivedArticleRow>>('POST', '/api/article/search', { body: request })),
    'articles.get': (id) => rest.request<Article>('GET', `/api/article/${id}`),
    'articles.create': (input) => rest.request<Article>('POST', '/api/article', { body: input }),
    'articles.delete': async (id) => {
      await rest.request<void>('DELETE', `/api/article/${id}`);
    },
    'articles.deleteMany': async (ids) => {
      await rest.request<void>('POST', '/api/article/delete', { body: { ids } });
    },
    'articles.copy': (id, destination) => rest.request<Article>('PUT', `/api/article/${id}/copy`, { body: destination }),
    'articles.move': (id, destination) => rest.request<Article>('PUT', `/api/article/${id}/move`, { body: destination }),
    'articles.moveMany': async (move) => {
      await rest.request<void>('POST', '/api/article/move', { body: move });
    },
    'articles.toggleCover': (id, flag) => rest.request<Article>('PUT', `/api/article/${id}/toggle-cover`, { query: { flag } }),
    'articles.tags': () => rest.request<string[]>('GET', '/api/article/tags'),
    'articles.pushOnline': async (request) => receivedPush(request, await rest.request<unknown>('POST', '/api/article/publish-online', { body: request })),
    'articles.askImport': async (source) => {
      const body = await upload(source);
      try {
        return { importable: true, ...(await rest.request<ArticleImportCheck>('POST', '/api/article/ask-import', { body })) };
      } catch (error) {
        // Spec 2 §7 "an error returns a text reason": the dialog's unimportable state, not a failed call.
        if (error instanceof BridgeError && error.status !== undefined && UNIMPORTABLE.has(error.status)) {
          return { importable: false, reason: error.reason ?? error.message };
        }
        throw error;
      }
    },
    'articles.import': async (source) => rest.request<ArticleImportResult>('POST', '/api/article/import', { body: await upload(source) }),
    // The same import, said to come from the watched folder to a back-office that keeps it (`saysOrigin`: the extension version-origin).
    importFromWatchFolder: async (source, saysOrigin) =>
      rest.request<ArticleImportResult>('POST', saysOrigin ? '/api/article/import?origin=WATCHED_FOLDER' : '/api/article/import', { body: await upload(source) }),
    'articles.preview': (id) => rest.request<string>('GET', `/api/article/${id}/preview`),
    'articles.workflow': (name, id) => rest.request<Article>('POST', '/api/workflow/article', { body: { name, id } }),
    'articles.workflowMany': (name, ids) => runBulkWorkflow(rest, '/api/workflow/articles', name, ids),
    'articles.base': (id) => rest.request<ArticleBase>('GET', `/api/articleBase/${id}`),
  };
}
