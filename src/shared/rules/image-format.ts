import { IMAGE_FORMATS, LARGE_MIN_WIDTH, type ImageFormat } from '../domain/image';

/** The stored format of an image this many pixels wide: LARGE from LARGE_MIN_WIDTH, else THUMBNAIL. */
export const formatOfWidth = (width: number): ImageFormat => (width >= LARGE_MIN_WIDTH ? 'LARGE' : 'THUMBNAIL');

/**
 * An image's format as a back-office writes it: LARGE or THUMBNAIL (spec 1 §3 Image), IMG_LARGE or
 * IMG_THUMBNAIL (spec 1 §3 Author image), in any case. One it does not name is read from the width, as the
 * reference server sets it: the format is only shown, never sent back.
 */
export function readImageFormat(format: unknown, width: number): ImageFormat {
  const key = typeof format === 'string' ? format.trim().toUpperCase().replace(/^IMG_/, '') : '';
  return IMAGE_FORMATS.find((f) => f === key) ?? formatOfWidth(width);
}
