import type { ImageExportDownload, ImageExportItem } from '../domain/image';
import { EXPORT_LIMIT } from './selection';

/** Spec 1 §7: GET /api/image/{id}?download, the original of an image as a download. */
export function imageDownloadPath(id: number): string {
  return `/api/image/${id}?download`;
}

/**
 * The refusal of an export of `count` images (spec 1 §2, §9: 20 at most, 'limit download size'), the same
 * sentence whether the server or core says it; null when the count is allowed.
 */
export function imageExportRefusal(count: number): string | null {
  return count > EXPORT_LIMIT ? `limit download size : ${EXPORT_LIMIT} images au plus par export (${count} demandées).` : null;
}

/** What an image whose name the client does not have is called after: its id. */
export const imageNameOfId = (id: number): string => `image-${id}`;

/**
 * The downloads of an export built from spec 1 §7 alone (a back-office without POST /api/image/export): one
 * GET per image, in the order chosen. The items carry no name nor type, so the file is called after the id:
 * the server's Content-Disposition wins over it, and the download queue gives it the extension of the type
 * the server sends (safeFileName).
 */
export function imageExportDownloads(items: readonly ImageExportItem[]): ImageExportDownload[] {
  return items.map(({ id, collection }) => ({ id, collection, path: imageDownloadPath(id), fileName: imageNameOfId(id) }));
}
