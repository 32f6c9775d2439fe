import { z } from 'zod';
import {
  PDF_SHA256_PATTERN,
  PLACARD_MAX_DRAWN_PAGES,
  PLACARD_THUMBNAIL_MAX_CHARS,
  PLACARD_THUMBNAIL_PATTERN,
  type PlacardPagesAnswer,
} from '../domain/placard-pages';
import { entityId } from '../schemas';
import { method } from './define';

const pdfSha256 = z.string().max(64).regex(PDF_SHA256_PATTERN);
const thumbnail = z.string().max(PLACARD_THUMBNAIL_MAX_CHARS).regex(PLACARD_THUMBNAIL_PATTERN);

/** A placard's pages beside the flatplan (issue 36): read through core, drawn by the page, kept by core. */
export const placardPageMethods = {
  /** The thumbnails core keeps for the publication's current placard, else its PDF (40 MB at most). */
  'publications.placardPages': method<PlacardPagesAnswer>()(z.tuple([entityId])),
  /** The thumbnails the page drew of a PDF core has just answered (by its SHA-256): kept for the next time. */
  'publications.keepPlacardPages': method<void>()(
    z.tuple([
      entityId,
      pdfSha256,
      z.object({ pageCount: z.number().int().min(1).max(100_000), thumbnails: z.array(thumbnail).min(1).max(PLACARD_MAX_DRAWN_PAGES) }),
    ]),
  ),
} as const;
