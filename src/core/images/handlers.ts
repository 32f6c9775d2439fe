import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import { readUpload, toImagePayload } from '../uploads';
import { deleteImages } from './delete-images';
import { createImageExport, type ImageExportDeps } from './image-export';
import { illustrationReader, type AnsweredIllustration } from './received-illustration';
import { imageOf, imageRowOf, type AnsweredImage, type AnsweredImageRow } from './received-image';

type ImageHandlers = Pick<
  Handlers,
  | 'images.search'
  | 'images.export'
  | 'images.upload'
  | 'images.replace'
  | 'illustrations.get'
  | 'illustrations.update'
  | 'illustrations.create'
  | 'illustrations.setStatus'
  | 'illustrations.delete'
>;

/** The REST client for every call; the export also needs the extensions and the download queue. */
export type ImageHandlerDeps = ImageExportDeps;

/**
 * The image and illustration calls of spec 1 §7, through the session's REST client (searches and reads
 * cached for offline use). Files are checked (size, then type by content) before anything is read or sent.
 * Every image answered is read whichever back-office answered (received-image.ts, received-illustration.ts).
 */
export function createImageHandlers(deps: ImageHandlerDeps): ImageHandlers {
  const { rest } = deps;
  const illustration = illustrationReader(rest);
  return {
    'images.search': async (request) => {
      const answer = await rest.request<SearchResult<AnsweredImageRow>>('POST', '/api/image/search', { body: request });
      return { ...answer, result: answer.result.map(imageRowOf) };
    },
    'images.export': createImageExport(deps),
    'images.upload': async (collection, source) => {
      const upload = await readUpload(source, 'image');
      return imageOf(await rest.request<AnsweredImage>('POST', `/api/image/${collection}`, { body: toImagePayload(upload) }));
    },
    'images.replace': async (collection, id, source, version) => {
      const upload = await readUpload(source, 'image');
      const body = { ...toImagePayload(upload), ...(version === null ? {} : { version }) };
      return imageOf(await rest.request<AnsweredImage>('PUT', `/api/image/${collection}/${id}`, { body }));
    },
    'illustrations.get': async (id) => illustration(await rest.request<AnsweredIllustration>('GET', `/api/illustration/${id}`)),
    'illustrations.update': async (id, input) => illustration(await rest.request<AnsweredIllustration>('PUT', `/api/illustration/${id}`, { body: input })),
    'illustrations.create': async (input, source) => {
      const upload = await readUpload(source, 'image');
      // Spec 1 §7 gives the upload (file and name) and the edit (the form): a new illustration is both, in that order.
      const image = await rest.request<AnsweredImage>('POST', '/api/image/ILLUSTRATION', { body: toImagePayload(upload) });
      let saved: AnsweredIllustration;
      try {
        saved = await rest.request<AnsweredIllustration>('PUT', `/api/illustration/${image.id}`, { body: { ...input, version: image.version } });
      } catch (error) {
        // A form the server refuses leaves no illustration behind it.
        await rest.request<void>('DELETE', `/api/illustration/${image.id}`).catch(() => undefined);
        throw error;
      }
      return illustration(saved);
    },
    'illustrations.setStatus': async (id, enable) =>
      illustration(await rest.request<AnsweredIllustration>('PUT', `/api/illustration/${id}/status`, { body: { disabled: !enable } })),
    'illustrations.delete': (ids) => deleteImages(rest, '/api/illustration', ids),
  };
}
