import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSize } from '@shared/domain/image';
import { useImageSrc } from './imageSrc';

/**
 * Spec 1 §7: "a placeholder inline image is used if no id or collection". A picture frame with a mountain and
 * a sun, in neutral greys that read on the light and the dark theme alike; inline, so it shows offline too.
 */
export const PLACEHOLDER_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90" width="120" height="90">' +
      '<rect x="1" y="1" width="118" height="88" rx="6" fill="#e6e6e6" stroke="#8a8a8a" stroke-width="2"/>' +
      '<circle cx="86" cy="28" r="9" fill="#8a8a8a"/>' +
      '<path d="M12 78 L42 40 L62 62 L74 50 L108 78 Z" fill="#8a8a8a"/>' +
      '<path d="M14 84 L106 6" stroke="#616161" stroke-width="4" stroke-linecap="round"/>' +
      '</svg>',
  );

/** What the picture needs of an image, an illustration, an ad or an author's image; the id may be missing. */
export interface PictureSource {
  id?: number | null;
  version?: number | null;
  /** Its last modification: the address changes with it when there is no version (an author's image). */
  modificationDate?: string | null;
  /** When the record says it (an image row, an ad): none means no file to ask for. */
  collection?: string | null;
}

export interface MediaPictureProps {
  image: PictureSource | null | undefined;
  /** The rendition (THUMBNAIL, MEDIUM), or null for the original. */
  size: ImageSize | null;
  className?: string;
  /** The picture's own text; '' (default) when the screen names the image beside it. */
  alt?: string;
  lazy?: boolean;
}

/**
 * Every image or ad picture of the screens (issue 25): the rendition through the host, or the placeholder
 * picture, named "Image indisponible", when there is nothing to ask for (no id, no collection) or the file
 * did not come (offline without a kept copy, a failed load) — never an empty grey box.
 */
export function MediaPicture({ image, size, className, alt = '', lazy = true }: MediaPictureProps) {
  const { t } = useTranslation();
  const imageSrc = useImageSrc();
  const [failed, setFailed] = useState<string | null>(null);
  const known = image?.id != null && image.id > 0 && image.collection !== null && image.collection !== '';
  const src = known && image?.id ? imageSrc(image.id, size, image.version, image.modificationDate) : null;
  if (!src || failed === src) return <img className={className} src={PLACEHOLDER_PICTURE} alt={t('media.placeholder')} />;
  return <img className={className} src={src} alt={alt} loading={lazy ? 'lazy' : undefined} decoding="async" onError={() => setFailed(src)} />;
}
