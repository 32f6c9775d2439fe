import { AUTHOR_AUTOCOMPLETE_SIZE } from '../../shared/domain/author';
import type { AuthorImagesDeleteResult } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { requireExtension } from '../http/extensions';
import { readUpload, toImagePayload } from '../uploads';
import { readAuthor, type ReceivedAuthor } from './received-author';
import { receivedAuthorPage, type ReceivedAuthorRow } from './received-author-row';
import { receivedImage, type ReceivedImage } from './received-image';
import { authorBody } from './sent-author';

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

/** A city or country suggestion: a text (the reference server), or an item of key and value (spec 2 §3 Autocomplete items). */
type ReceivedSuggestion = string | { key?: unknown; value: string };

/**
 * The author calls of spec 1 §7, through the session's REST client (reads cached for offline use). Authors,
 * their rows and their images are read in either of spec 1's forms (received-author*.ts, received-image.ts)
 * and sent in both (authorBody). An author image's edit has no path in spec 1: it is sent only to a back-office
 * with the 'author-image-edit' extension.
 */
export function createAuthorHandlers({ rest, extensions }: Pick<CoreContext, 'rest' | 'extensions'>): AuthorHandlers {
  return {
    'authors.search': async (request) => receivedAuthorPage(await rest.request<SearchResult<ReceivedAuthorRow>>('POST', '/api/author/search', { body: request })),
    'authors.get': async (id) => readAuthor(rest, await rest.request<ReceivedAuthor>('GET', `/api/author/${id}`)),
    'authors.create': async (input) => readAuthor(rest, await rest.request<ReceivedAuthor>('POST', '/api/author', { body: authorBody(input) })),
    'authors.update': async (id, input) => readAuthor(rest, await rest.request<ReceivedAuthor>('PUT', `/api/author/${id}`, { body: authorBody(input) })),
    'authors.delete': (id) => rest.request<void>('DELETE', `/api/author/${id}`),
    'authors.setStatus': (id, enable) => rest.request<void>('PUT', `/api/author/${id}/status`, { query: { enable } }),
    'authors.autocomplete': async (attribute, text) => {
      if (text.trim() === '') return [];
      const items = await rest.request<ReceivedSuggestion[]>('GET', `/api/author/search/autocomplete/${attribute}`, {
        query: { text: text.trim(), page: 0, size: AUTHOR_AUTOCOMPLETE_SIZE },
      });
      return items.map((item) => (typeof item === 'string' ? item : item.value));
    },
    'authors.images.upload': async (authorId, source) => {
      const upload = await readUpload(source, 'image');
      return receivedImage(await rest.request<ReceivedImage>('POST', '/api/image/AUTHOR', { body: { ...toImagePayload(upload), authorId } }), authorId);
    },
    'authors.images.update': async (id, input) => {
      await requireExtension(extensions, 'author-image-edit', 'Ce serveur ne permet pas de modifier une image d’auteur ; rien n’a été envoyé.');
      return receivedImage(await rest.request<ReceivedImage>('PUT', `/api/author/image/${id}`, { body: input }), null);
    },
    'authors.images.delete': (ids) => rest.request<AuthorImagesDeleteResult>('POST', '/api/author/images/delete', { body: { ids } }),
    'authors.images.enable': (id) => rest.request<void>('PUT', `/api/author/image/${id}/enable`),
  };
}
