import type { DateRange, Sort } from '../rules/list-query';
import type { PublicationRef } from './publication';
import { rolesOf } from '../rules/abilities';

/**
 * Images (spec 1 §3 Image and Author image): author photos, illustrations, advertisement visuals. One
 * entity for the three collections; fields a collection does not use stay at their default.
 */

export const IMAGE_COLLECTIONS = ['AUTHOR', 'ILLUSTRATION', 'ADVERTISEMENT'] as const;
export type ImageCollection = (typeof IMAGE_COLLECTIONS)[number];

/** Spec 1 §6: image create, edit, enable toggle, delete. Author images: see AUTHOR_IMAGE_ROLES (domain/author). */
export const IMAGE_MANAGEMENT_ROLES = rolesOf('image.manage');

/** Renditions served by GET /api/image/{id}?size=; without size, the original. */
export const IMAGE_SIZES = ['THUMBNAIL', 'MEDIUM'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/**
 * The box each rendition fits in, proportions kept, never enlarged: twice the size it is shown at, for
 * high-density screens. THUMBNAIL: the table's 65 px wide thumbnail. MEDIUM: a grid tile, 380 wide in a
 * cell 500 high (spec 1 §9).
 */
export const RENDITION_BOXES = {
  THUMBNAIL: { width: 130, height: 260 },
  MEDIUM: { width: 760, height: 1000 },
} as const satisfies Record<ImageSize, { width: number; height: number }>;

/**
 * Format of the stored image: LARGE from LARGE_MIN_WIDTH pixels wide, else THUMBNAIL. Spec 1 §3 spells an author
 * image's IMG_LARGE / IMG_THUMBNAIL: core reads both (rules/image-format.ts).
 */
export const IMAGE_FORMATS = ['LARGE', 'THUMBNAIL'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const LARGE_MIN_WIDTH = 300;

export const IMAGE_COLORS = ['COLOR', 'N_AND_ONE_COLOR', 'BLACK_AND_WHITE'] as const;
export type ImageColor = (typeof IMAGE_COLORS)[number];

/** "Type" of the image forms. */
export const IMAGE_FRAMINGS = ['PORTRAIT', 'SKETCH', 'WIDE_PLAN'] as const;
export type ImageFraming = (typeof IMAGE_FRAMINGS)[number];

/** The quality checkbox: checked = BAD. */
export const IMAGE_QUALITIES = ['OK', 'BAD'] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

export const IMAGE_MIME_TYPES = ['JPG', 'PNG'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const IMAGE_CONTENT_TYPES = { JPG: 'image/jpeg', PNG: 'image/png' } as const satisfies Record<ImageMimeType, string>;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[ImageMimeType];

/** Filter values of the image list; an image's characteristics are derived from format, colour, framing and quality. */
export const IMAGE_CHARACTERISTICS = ['THUMBNAIL', 'LARGE', 'COLOR', 'BLACK_AND_WHITE', 'PORTRAIT', 'SKETCH', 'WIDE_PLAN', 'BAD_QUALITY'] as const;
export type ImageCharacteristic = (typeof IMAGE_CHARACTERISTICS)[number];

/** Tags offered by the image forms, stored as these labels. */
export const IMAGE_TAGS = ['Culture', 'Dessin', 'Événement pro.', 'Individu', 'Infographie', 'Logo', 'Ouvrage', 'Image de couverture'] as const;
export type ImageTag = (typeof IMAGE_TAGS)[number];

export interface ImageMeta {
  contentType: ImageContentType;
  width: number;
  height: number;
  /** Horizontal resolution of the original (PNG pHYs, JPEG JFIF), when the file says it. */
  xdpi: number | null;
  /** Size of the original in bytes. */
  weight: number;
}

/** An article or bundle using the image or citing the author. */
export interface ArticleRef {
  articleId: number;
  /** May contain markup (<i>, <sup>...). */
  title: string;
  type: 'ARTICLE' | 'BUNDLE';
}

/** Publications showing an image: their refs live with the publications (domain/publication.ts). */
export { PUBLICATION_STATUSES, type PublicationRef, type PublicationStatus } from './publication';

/** How many uses an image's or an ad's page lists, the most recent first (the counts say how many there are in all). */
export const USES_LISTED = 10;

/**
 * How many articles and publications use an image (the lists of uses show the most recent only); null: not
 * known (spec 1 §3 Image counts nothing: core counts the publications by the publication search, not the articles).
 */
export interface ImageUsage {
  articleCount: number | null;
  publicationCount: number | null;
}

export interface Image {
  id: number;
  name: string;
  collection: ImageCollection;
  /** Grows on every change (file or metadata): the `version` of GET /api/image/{id} and the optimistic lock. */
  version: number;
  enable: boolean;
  /** Always !enable (both names exist in the spec). */
  disabled: boolean;
  /** AUTHOR collection only. */
  authorId: number | null;
  /** The author's favourite image (one per author at most). */
  fav: boolean;
  /** Used by an article or a publication (cover or plan). */
  used: boolean;
  format: ImageFormat;
  color: ImageColor | null;
  framing: ImageFraming | null;
  /** Rich text (spec 1 §5: <i>, <em>, <sup>, <sub>, <b>, <strong>), 500 characters. */
  credits: string;
  sources: string;
  tags: string[];
  quality: ImageQuality;
  comments: string;
  characteristics: ImageCharacteristic[];
  mimeType: ImageMimeType;
  meta: ImageMeta;
  /** ISO date-times. */
  modificationDate: string;
  modificationUser: string | null;
  /** null: not known (spec 1 §3 Image has no upload date). */
  uploadDate: string | null;
  lastArticlesModified: ArticleRef[];
}

/**
 * An author's image as core hands it to the author screens (core/authors/received-image.ts). Spec 1 §3's Author
 * image has no `version`: null when neither the author's answer nor the image search gave one; the display URL
 * then goes without it, and a change sends none.
 */
export type AuthorImage = Omit<Image, 'version'> & { version: number | null };

/** A row of POST /api/image/search. */
export interface ImageRow extends Image {
  /** AUTHOR collection: the author's display name. */
  authorName: string | null;
}

/**
 * GET /api/illustration/{id}: an image of the ILLUSTRATION collection with where it is used (spec 1 §2
 * right column). A used illustration may be disabled (the UI warns first, listing the uses) but not
 * deleted: `canDelete` says so.
 */
export interface Illustration extends Image {
  collection: 'ILLUSTRATION';
  /** null: not known (neither in the answer, spec 1 §3 Image has none, nor given by the publication search). */
  lastPublicationsModified: PublicationRef[] | null;
  usage: ImageUsage;
  canDelete: boolean;
}

/** PUT /api/illustration/{id}: the image form (spec 1 §2, §5). `version` is the one read (409 when stale). */
export interface IllustrationInput {
  version: number;
  name: string;
  color: ImageColor;
  /** "Type": required on illustration edit. */
  framing: ImageFraming;
  credits?: string;
  sources?: string;
  tags?: string[];
  quality?: ImageQuality;
  comments?: string;
  /** The enable switch of the form; absent: unchanged. */
  enable?: boolean;
}

/** PUT /api/illustration/{id}/status and PUT /api/advertisement/{id}/status (also ?disabled= in the query). */
export interface ImageStatusRequest {
  disabled: boolean;
  /** When given and stale: 409. */
  version?: number;
}

/** POST /api/illustration/delete and POST /api/advertisement/delete. */
export interface ImagesDeleteRequest {
  ids: number[];
}
export interface ImagesDeleteResult {
  deleted: number[];
}

/** The images chosen in a list for an export (20 at most: 'limit download size'); the body of POST /api/image/export. */
export interface ImageExportItem {
  id: number;
  collection: ImageCollection;
}
/** A download of an export: the image, the GET path of its original (/api/image/{id}?download) and its file's name. */
export interface ImageExportDownload extends ImageExportItem {
  /** The name the download gets when the server names no file (Content-Disposition). */
  fileName: string;
  path: string;
}
/**
 * What POST /api/image/export answers for each image: the download to queue (the client's download queue
 * fetches each `path`, no archive is built). `fileName`: the image's name with the extension of its type.
 */
export interface ImageExportFile extends ImageExportDownload {
  name: string;
  contentType: ImageContentType;
  weight: number;
}

/**
 * POST /api/image/{collection} (upload) and PUT /api/image/{collection}/{id} (replace).
 * `data`: a data URL (data:image/png;base64,...) or bare base64; the type is read from the content.
 * `name`: the label of a new image (usually the file name); ignored on replace, which keeps the label.
 * `authorId`: required for the AUTHOR collection, refused for the others.
 */
export interface ImageUpload {
  data: string;
  name?: string | null;
  authorId?: number | null;
}

/** PUT /api/author/image/{id}: the metadata of an author image (edit panel of the gallery). */
export interface AuthorImageInput {
  /** Optimistic lock: when given and stale, 409. */
  version?: number;
  name: string;
  color: ImageColor;
  framing: ImageFraming;
  credits?: string;
  sources?: string;
  tags?: string[];
  quality?: ImageQuality;
  comments?: string;
  /** true makes it the author's only favourite; false clears it. Absent: unchanged. */
  fav?: boolean;
}

/** POST /api/author/images/delete. Without `permanent`, the images are disabled (reactivated by PUT .../enable). */
export interface AuthorImagesDeleteRequest {
  ids: number[];
  permanent?: boolean;
}
export interface AuthorImagesDeleteResult {
  disabled: number[];
  deleted: number[];
}

export const IMAGE_SORT_ATTRIBUTES = ['ID', 'NAME', 'UPDATE'] as const;
export type ImageSortAttribute = (typeof IMAGE_SORT_ATTRIBUTES)[number];
/** The image list's default (spec 1 §2 Image list). */
export const DEFAULT_IMAGE_SORT: { attr: ImageSortAttribute; order: Sort['order'] } = { attr: 'ID', order: 'ASC' };

/** POST /api/image/search. Every filter is optional; an empty list means no filter. */
export interface ImageSearchRequest {
  query?: string;
  page?: number;
  size?: number;
  sort?: { attr: ImageSortAttribute; order: Sort['order'] } | null;
  collectionFilter?: ImageCollection[];
  /** true: enabled only; false: disabled only; absent or null: both. */
  enableFilter?: boolean | null;
  mimeTypeFilter?: ImageMimeType[];
  /** An image passes when it has every characteristic listed. */
  characteristicFilter?: ImageCharacteristic[];
  modificationDateFilter?: Partial<DateRange> | null;
  authorIdFilter?: number[];
  /** Images used by an article or a publication of one of these periodicals. */
  publicationPeriodicalFilter?: string[];
  /** Images an article of one of these periodicals shows (spec 1 §2 "periodical"). */
  periodicalFilter?: string[];
  /** true: images a priority (important) article shows; false: images no such article shows. */
  priorityFilter?: boolean | null;
  /** The stored format, LARGE or THUMBNAIL (spec 1 §3 Image "format"). */
  formatFilter?: ImageFormat[];
  /** These images only, by id (spec 1 §2 "image"). */
  imageFilter?: number[];
  /** Images shown by a publication (cover or plan) whose end date falls in the range (spec 1 §2 "endDate range"). */
  endDateFilter?: Partial<DateRange> | null;
}
