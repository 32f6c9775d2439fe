import { IMAGE_CONTENT_TYPES, type Image, type ImageCharacteristic, type ImageMimeType } from '../domain/image';

/** What an image's own fields say of it: the reference server stores it so, and core reads it so where an answer lacks it. */

/** The image list's characteristics (spec 1 §2): format, colour (but N_AND_ONE_COLOR), framing, BAD_QUALITY. */
export function characteristicsOf(image: Pick<Image, 'format' | 'color' | 'framing' | 'quality'>): ImageCharacteristic[] {
  const out: ImageCharacteristic[] = [image.format];
  if (image.color === 'COLOR' || image.color === 'BLACK_AND_WHITE') out.push(image.color);
  if (image.framing) out.push(image.framing);
  if (image.quality === 'BAD') out.push('BAD_QUALITY');
  return out;
}

/** The file type of a content type: images are JPG or PNG (spec 1 §3 Image mimeType), PNG only when it says image/png. */
export function mimeTypeOf(contentType: string): ImageMimeType {
  return contentType.trim().toLowerCase() === IMAGE_CONTENT_TYPES.PNG ? 'PNG' : 'JPG';
}
