/** Spec 1 §2, §9: table thumbnails (THUMBNAIL rendition) are 65 px wide at most. */
export const THUMBNAIL_CELL_WIDTH = 65;
