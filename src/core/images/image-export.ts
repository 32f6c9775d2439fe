import type { ImageExportDownload, ImageExportFile, ImageExportItem } from '../../shared/domain/image';
import { BridgeError } from '../../shared/errors';
import { imageExportDownloads, imageExportRefusal } from '../../shared/rules/image-export';
import { downloadBatchRequest } from '../../shared/schemas';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

export interface ImageExportDeps extends Pick<CoreContext, 'rest' | 'extensions'> {
  /** The one download queue of the app (downloads.start): exported files go nowhere else. */
  startDownloads: Handlers['downloads.start'];
}

/** The batch's name in the downloads panel. */
function exportLabel(count: number): string {
  return count === 1 ? 'Export d’une image' : `Export de ${count} images`;
}

/**
 * images.export: the limit is checked before anything is sent; then a back-office with the 'image-export'
 * extension checks each image and lists the files (nothing is queued unless all pass), and any other gets one
 * GET /api/image/{id}?download per image (spec 1 §7), an image it does not have failing alone in the queue.
 * The queue runs them a few at a time rather than 500 ms apart (README: one batch, never staggered).
 */
export function createImageExport({ rest, extensions, startDownloads }: ImageExportDeps): Handlers['images.export'] {
  const listed = async (items: readonly ImageExportItem[]): Promise<ImageExportDownload[]> => {
    if (!(await extensions.has('image-export'))) return imageExportDownloads(items);
    const files = await rest.request<ImageExportFile[]>('POST', '/api/image/export', { body: items });
    return files.map(({ id, collection, path, fileName }) => ({ id, collection, path, fileName }));
  };
  return async (items) => {
    const refusal = imageExportRefusal(items.length);
    if (refusal) throw new BridgeError('INVALID_ARGUMENT', refusal);
    const files = await listed(items);
    // What a server lists passes the check a renderer's download request passes: paths stay under /api/.
    const batch = downloadBatchRequest.safeParse({ label: exportLabel(files.length), items: files.map(({ path, fileName }) => ({ path, fileName })) });
    if (!batch.success) throw new BridgeError('NOT_ALLOWED', 'Le serveur a proposé des téléchargements invalides : export abandonné.');
    const { batchId } = await startDownloads(batch.data);
    return { batchId, files };
  };
}
