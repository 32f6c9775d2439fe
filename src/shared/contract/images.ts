import { z } from 'zod';
import { IMAGE_COLLECTIONS, type Illustration, type Image, type ImageExportDownload, type ImageRow, type ImagesDeleteResult } from '../domain/image';
import type { SearchResult } from '../domain/search-result';
import { illustrationInputSchema } from '../rules/image-input';
import { bulkIds, entityId, fileSource, imageExportRequest, imageSearchRequest } from '../schemas';
import { method } from './define';

/** Collections a file alone may create: author images go through authors.images.upload (they need the author). */
export const NEW_IMAGE_COLLECTIONS = ['ILLUSTRATION', 'ADVERTISEMENT'] as const;

/** images.export: the batch queued in the download queue, and its downloads (one per image, in the order chosen). */
export interface ImageExportResult {
  batchId: string;
  files: ImageExportDownload[];
}

/** The version read, sent back so that a stale replacement is refused (409); null when not known. */
const versionRead = z.number().int().nonnegative().nullable();

/** Images of every collection and illustrations (spec 1 §2 image screens, §7 Images and Illustrations). */
export const imageMethods = {
  'images.search': method<SearchResult<ImageRow>>()(z.tuple([imageSearchRequest])),
  /**
   * Exports the chosen images ({id, collection}; 20 at most, else 'limit download size' and nothing is sent):
   * one download each (GET /api/image/{id}?download), queued at once in the one download queue
   * (downloads.changed). A back-office with the 'image-export' extension checks and lists them first.
   */
  'images.export': method<ImageExportResult>()(z.tuple([imageExportRequest])),
  /** Reads a dropped or picked file (checked before reading: JPEG or PNG, 10,000,000 bytes) and creates the image; an ad gets default fields. */
  'images.upload': method<Image>()(z.tuple([z.enum(NEW_IMAGE_COLLECTIONS), fileSource])),
  /** Replaces the file of an image, keeping its metadata (an ad's size is read again). */
  'images.replace': method<Image>()(z.tuple([z.enum(IMAGE_COLLECTIONS), entityId, fileSource, versionRead])),

  'illustrations.get': method<Illustration>()(z.tuple([entityId])),
  'illustrations.update': method<Illustration>()(z.tuple([entityId, illustrationInputSchema])),
  /**
   * A new illustration from its form and its file, sent only on "Enregistrer" (issue 25): the upload
   * (POST /api/image/ILLUSTRATION) then the form (PUT /api/illustration/{id}); a form the server refuses
   * deletes the illustration it left (DELETE /api/illustration/{id}), so nothing stays behind.
   */
  'illustrations.create': method<Illustration>()(z.tuple([illustrationInputSchema.omit({ version: true }), fileSource])),
  /** true enables, false disables (a used illustration may be disabled: the screen lists its uses first). */
  'illustrations.setStatus': method<Illustration>()(z.tuple([entityId, z.boolean()])),
  /** One or several (bulk); all or none: a used illustration is refused (409). */
  'illustrations.delete': method<ImagesDeleteResult>()(z.tuple([bulkIds])),
} as const;
