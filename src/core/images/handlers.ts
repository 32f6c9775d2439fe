import type { Illustration, Image, ImageExportFile, ImageRow } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { BridgeError } from '../../shared/errors';
import { downloadBatchRequest } from '../../shared/schemas';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { readUpload, toImagePayload } from '../uploads';
import { deleteImages } from './delete-images';

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

export interface ImageHandlerDeps extends Pick<CoreContext, 'rest'> {
  /** The one download queue of the app (downloads.start): exported files go nowhere else. */
  startDownloads: Handlers['downloads.start'];
}

/** The batch's name in the downloads panel. */
function exportLabel(count: number): string {
  return count === 1 ? 'Export d’une image' : `Export de ${count} images`;
}

/**
 * The image and illustration calls of spec 1 §7, through the session's REST client (searches and reads
 * cached for offline use). Files are checked (size, then type by content) before anything is read or sent.
 */
export function createImageHandlers({ rest, startDownloads }: ImageHandlerDeps): ImageHandlers {
  return {
    'images.search': (request) => rest.request<SearchResult<ImageRow>>('POST', '/api/image/search', { body: request }),
    'images.export': async (items) => {
      // The server checks the limit and each image, then lists the files: nothing is queued unless all pass.
      const files = await rest.request<ImageExportFile[]>('POST', '/api/image/export', { body: items });
      // Its answer passes the check a renderer's download request passes: paths stay under /api/.
      const batch = downloadBatchRequest.safeParse({
        label: exportLabel(files.length),
        items: files.map((file) => ({ path: file.path, fileName: file.fileName })),
      });
      if (!batch.success) throw new BridgeError('NOT_ALLOWED', 'Le serveur a proposé des téléchargements invalides : export abandonné.');
      const { batchId } = await startDownloads(batch.data);
      return { batchId, files };
    },
    'images.upload': async (collection, source) => {
      const upload = await readUpload(source, 'image');
      return rest.request<Image>('POST', `/api/image/${collection}`, { body: toImagePayload(upload) });
    },
    'images.replace': async (collection, id, source, version) => {
      const upload = await readUpload(source, 'image');
      const body = { ...toImagePayload(upload), ...(version === null ? {} : { version }) };
      return rest.request<Image>('PUT', `/api/image/${collection}/${id}`, { body });
    },
    'illustrations.get': (id) => rest.request<Illustration>('GET', `/api/illustration/${id}`),
    'illustrations.update': (id, input) => rest.request<Illustration>('PUT', `/api/illustration/${id}`, { body: input }),
    'illustrations.create': async (input, source) => {
      const upload = await readUpload(source, 'image');
      // Spec 1 §7 gives the upload (file and name) and the edit (the form): a new illustration is both, in that order.
      const image = await rest.request<Image>('POST', '/api/image/ILLUSTRATION', { body: toImagePayload(upload) });
      try {
        return await rest.request<Illustration>('PUT', `/api/illustration/${image.id}`, { body: { ...input, version: image.version } });
      } catch (error) {
        // A form the server refuses leaves no illustration behind it.
        await rest.request<void>('DELETE', `/api/illustration/${image.id}`).catch(() => undefined);
        throw error;
      }
    },
    'illustrations.setStatus': (id, enable) => rest.request<Illustration>('PUT', `/api/illustration/${id}/status`, { body: { disabled: !enable } }),
    'illustrations.delete': (ids) => deleteImages(rest, '/api/illustration', ids),
  };
}
