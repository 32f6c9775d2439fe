import type { Author, AuthorRow } from '../../shared/domain/author';
import { AUTHOR_AUTOCOMPLETE_SIZE } from '../../shared/domain/author';
import type { AuthorImagesDeleteResult, Image } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { readUpload, toImagePayload } from '../uploads';

type AuthorHandlers = Pick<
  Handlers,
  | 'authors.search'
  | 'authors.get'
  | 'authors.create'
  | 'authors.update'
  | 'authors.delete'
  | 'authors.setStatus'
  | 'authors.autocomplete'
  | 'authors.images.upload'
  | 'authors.images.update'
  | 'authors.images.delete'
  | 'authors.images.enable'
>;

/** The author calls of spec 1 §7, through the session's REST client (reads cached for offline use). */
export function createAuthorHandlers({ rest }: Pick<CoreContext, 'rest'>): AuthorHandlers {
  return {
    'authors.search': (request) => rest.request<SearchResult<AuthorRow>>('POST', '/api/author/search', { body: request }),
    'authors.get': (id) => rest.request<Author>('GET', `/api/author/${id}`),
    'authors.create': (input) => rest.request<Author>('POST', '/api/author', { body: input }),
    'authors.update': (id, input) => rest.request<Author>('PUT', `/api/author/${id}`, { body: input }),
    'authors.delete': (id) => rest.request<void>('DELETE', `/api/author/${id}`),
    'authors.setStatus': (id, enable) => rest.request<void>('PUT', `/api/author/${id}/status`, { query: { enable } }),
    'authors.autocomplete': async (attribute, text) => {
      if (text.trim() === '') return [];
      return rest.request<string[]>('GET', `/api/author/search/autocomplete/${attribute}`, {
        query: { text: text.trim(), page: 0, size: AUTHOR_AUTOCOMPLETE_SIZE },
      });
    },
    'authors.images.upload': async (authorId, source) => {
      const upload = await readUpload(source, 'image');
      return rest.request<Image>('POST', '/api/image/AUTHOR', { body: { ...toImagePayload(upload), authorId } });
    },
    'authors.images.update': (id, input) => rest.request<Image>('PUT', `/api/author/image/${id}`, { body: input }),
    'authors.images.delete': (ids) => rest.request<AuthorImagesDeleteResult>('POST', '/api/author/images/delete', { body: { ids } }),
    'authors.images.enable': (id) => rest.request<void>('PUT', `/api/author/image/${id}/enable`),
  };
}
