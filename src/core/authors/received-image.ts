import type { AuthorImage, Image } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { imageNameOfId } from '../../shared/rules/image-export';
import { characteristicsOf, mimeTypeOf } from '../../shared/rules/image-derived';
import { readImageFormat } from '../../shared/rules/image-format';
import type { RestClient } from '../http/rest-client';

/**
 * An author image as a back-office may answer it: spec 1 §3's Author image (id, fav, used, disabled, format
 * spelled IMG_LARGE or IMG_THUMBNAIL, color, framing, sources, credits, comments, dates, meta), spec 1 §3's
 * Image (an upload's answer: name, version, enable... but no fav nor framing), or the reference server's
 * whole image.
 */
export type ReceivedImage = Pick<Image, 'id' | 'meta' | 'modificationDate'> & Partial<Omit<Image, 'id' | 'meta' | 'modificationDate' | 'format'>> & { format?: string | null };

/** What spec 1 §3's Image has that its Author image lacks, as the image search answers it. */
export type ImageDescription = Pick<ReceivedImage, 'id' | 'name' | 'version' | 'enable' | 'tags' | 'quality' | 'characteristics' | 'mimeType' | 'lastArticlesModified'>;

/** Whether an image is enabled: `enable` (spec 1 §3 Image), else not `disabled` (Author image). */
export const isEnabled = (image: Pick<ReceivedImage, 'enable' | 'disabled'>): boolean => image.enable ?? !image.disabled;

/**
 * An author image as the screens read it. What the answer lacks comes from the image's description (the image
 * search), else from the answer's own fields: enabled unless `disabled`, characteristics and file type from
 * format, colour, framing and meta; named after its id (the server's download names the file), quality OK (an
 * upload's default), no tags, no version (the display URL goes without, spec 1 §7).
 */
export function receivedImage(image: ReceivedImage, authorId: number | null, description: Partial<ImageDescription> = {}): AuthorImage {
  const enable = image.enable ?? description.enable ?? isEnabled(image);
  const format = readImageFormat(image.format, image.meta.width);
  const color = image.color ?? null;
  const framing = image.framing ?? null;
  const quality = image.quality ?? description.quality ?? 'OK';
  return {
    id: image.id,
    name: image.name ?? description.name ?? imageNameOfId(image.id),
    collection: 'AUTHOR',
    version: image.version ?? description.version ?? null,
    enable,
    disabled: !enable,
    authorId: image.authorId ?? authorId,
    fav: image.fav ?? false,
    used: image.used ?? false,
    format,
    color,
    framing,
    credits: image.credits ?? '',
    sources: image.sources ?? '',
    tags: image.tags ?? description.tags ?? [],
    quality,
    comments: image.comments ?? '',
    characteristics: image.characteristics ?? description.characteristics ?? characteristicsOf({ format, color, framing, quality }),
    mimeType: image.mimeType ?? description.mimeType ?? mimeTypeOf(image.meta.contentType),
    meta: image.meta,
    modificationDate: image.modificationDate,
    modificationUser: image.modificationUser ?? null,
    uploadDate: image.uploadDate ?? image.modificationDate,
    lastArticlesModified: image.lastArticlesModified ?? description.lastArticlesModified ?? [],
  };
}

/** The most image ids one search filters on, and its largest page (the reference server's bound). */
const IDS_PER_SEARCH = 100;

/**
 * The descriptions of the images an author's answer gives without their name (spec 1 §3's Author image), by
 * POST /api/image/search on their ids (spec 1 §2 image filter). None when every image is named; none for an
 * image the search does not return, nor when it fails (offline and never read): receivedImage derives then.
 */
export async function imageDescriptions(rest: Pick<RestClient, 'request'>, images: readonly ReceivedImage[]): Promise<ReadonlyMap<number, ImageDescription>> {
  const ids = images.filter((image) => image.name == null).map((image) => image.id);
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_SEARCH) batches.push(ids.slice(start, start + IDS_PER_SEARCH));
  try {
    const pages = await Promise.all(
      batches.map((batch) =>
        rest.request<SearchResult<ImageDescription>>('POST', '/api/image/search', {
          body: { collectionFilter: ['AUTHOR'], imageFilter: batch, page: 0, size: batch.length },
        }),
      ),
    );
    return new Map(pages.flatMap((page) => page.result).map((description) => [description.id, description]));
  } catch {
    return new Map();
  }
}
