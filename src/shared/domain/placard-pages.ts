/**
 * The pages of a publication's placard shown beside its flatplan (issue 36, « Planches »). Core reads the
 * placard's PDF (GET /api/publication/download/{id}/placard) and answers its thumbnails when it keeps them
 * already, else the PDF itself, which the page draws with pdf.js and hands back to be kept.
 */

/** A placard is read for its pages up to 40 MB: a whole issue with its pictures stays well below. */
export const PLACARD_MAX_BYTES = 40 * 1024 * 1024;
/** Pages drawn at most; the pages beyond are counted, not drawn. */
export const PLACARD_MAX_DRAWN_PAGES = 300;
/** Width of a thumbnail in CSS pixels, a flatplan page slot's (drawn at twice that for sharp screens). */
export const PLACARD_THUMBNAIL_WIDTH = 132;
/** One thumbnail as a WebP data URL, 100,000 characters at most (a few kilobytes in practice). */
export const PLACARD_THUMBNAIL_MAX_CHARS = 100_000;
/** What a thumbnail is: a base64 WebP data URL, nothing the page could read as anything else. */
export const PLACARD_THUMBNAIL_PATTERN = /^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/;
/** The identity of a placard's PDF: the SHA-256 of its bytes, in hex. */
export const PDF_SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** The thumbnails of a placard's pages: `pageCount` is the PDF's, `thumbnails` the first pages drawn. */
export interface PlacardThumbnails {
  pageCount: number;
  thumbnails: string[];
}

/** What core answers: the thumbnails it keeps for this very PDF, or the PDF to draw (base64). */
export type PlacardPagesAnswer = ({ kind: 'thumbnails' } & PlacardThumbnails & { sha256: string }) | { kind: 'pdf'; sha256: string; pdfBase64: string };
