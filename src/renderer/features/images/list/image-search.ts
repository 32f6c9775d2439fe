import {
  DEFAULT_IMAGE_SORT,
  IMAGE_CHARACTERISTICS,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  IMAGE_SORT_ATTRIBUTES,
  type ImageCharacteristic,
  type ImageCollection,
  type ImageFormat,
  type ImageMimeType,
  type ImageRow,
  type ImageSearchRequest,
  type ImageSortAttribute,
} from '@shared/domain/image';
import { PAGE_SIZES, type DateRange, type FilterSpec, type Filters, type ListQuery, type Sort } from '@shared/rules/list-query';

/** The image list's filters in the URL (spec 1 §2 Image list), with how each is written there. */
export const IMAGE_FILTERS = {
  query: 'text',
  collectionFilter: 'ids',
  mimeTypeFilter: 'ids',
  characteristicFilter: 'ids',
  modificationDateFilter: 'dateRange',
  enableFilter: 'boolean',
  publicationPeriodicalFilter: 'ids',
  periodicalFilter: 'ids',
  priorityFilter: 'boolean',
  formatFilter: 'ids',
  imageFilter: 'integers',
  endDateFilter: 'dateRange',
} as const satisfies FilterSpec;

/** The collections the image list shows (spec 1 §2): ads have their own list. */
export const LISTED_COLLECTIONS = ['AUTHOR', 'ILLUSTRATION'] as const satisfies readonly ImageCollection[];

/** Spec 1 §2: on first load, the collection filter is preset to ILLUSTRATION and only it is sent. */
export const FIRST_LOAD_FILTER = { name: 'collectionFilter', value: 'ILLUSTRATION' } as const;

/** "Réinitialiser les filtres" goes back to the first load's preset, the illustrations (issue 25). */
export const PRESET_FILTERS: Filters = { [FIRST_LOAD_FILTER.name]: [FIRST_LOAD_FILTER.value] };

/** Spec 1 §2: the image list sorts by ID ascending when no column is sorted. */
export const IMAGE_DEFAULT_SORT: Sort = DEFAULT_IMAGE_SORT;

/** The page sizes of spec 1 §9, those the pager offers. */
export const IMAGE_PAGE_SIZES = PAGE_SIZES;

/**
 * The sizes a URL may ask: the pager's, and 100, the search's largest, which the bench of issue 9 sets itself
 * (`?size=100`: pages of 100 rows with their thumbnails, the table virtualising long pages).
 */
export const IMAGE_URL_PAGE_SIZES = [...IMAGE_PAGE_SIZES, 100] as const;

/** Whether the URL holds any filter of the list (grid, page, size and sort are not filters). */
export function hasListFilter(params: URLSearchParams): boolean {
  return Object.keys(IMAGE_FILTERS).some((name) => params.has(name));
}

function isSortAttribute(attr: string): attr is ImageSortAttribute {
  return (IMAGE_SORT_ATTRIBUTES as readonly string[]).includes(attr);
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T[] | undefined {
  const kept = Array.isArray(value) ? value.map(String).filter((v): v is T => (values as readonly string[]).includes(v)) : [];
  return kept.length ? kept : undefined;
}

/** POST /api/image/search for what the URL says: page, size, sort (ID ascending by default), the filters set. */
export function imageSearchRequest(query: ListQuery): ImageSearchRequest {
  const { filters } = query;
  const chosen = query.sort && isSortAttribute(query.sort.attr) ? { attr: query.sort.attr, order: query.sort.order } : null;
  const request: ImageSearchRequest = { page: query.page, size: query.size, sort: chosen ?? DEFAULT_IMAGE_SORT };
  const text = typeof filters['query'] === 'string' ? filters['query'].trim() : '';
  if (text) request.query = text;
  // Never the ad visuals: without a chosen collection, the collections the list shows.
  request.collectionFilter = oneOf<ImageCollection>(LISTED_COLLECTIONS, filters['collectionFilter']) ?? [...LISTED_COLLECTIONS];
  const mimeTypes = oneOf<ImageMimeType>(IMAGE_MIME_TYPES, filters['mimeTypeFilter']);
  if (mimeTypes) request.mimeTypeFilter = mimeTypes;
  const characteristics = oneOf<ImageCharacteristic>(IMAGE_CHARACTERISTICS, filters['characteristicFilter']);
  if (characteristics) request.characteristicFilter = characteristics;
  const dates = filters['modificationDateFilter'] as DateRange | undefined;
  if (dates && (dates.start || dates.end)) request.modificationDateFilter = { start: dates.start, end: dates.end };
  if (typeof filters['enableFilter'] === 'boolean') request.enableFilter = filters['enableFilter'];
  const periodicals = Array.isArray(filters['publicationPeriodicalFilter']) ? filters['publicationPeriodicalFilter'].map(String) : [];
  if (periodicals.length) request.publicationPeriodicalFilter = periodicals;
  const articlePeriodicals = Array.isArray(filters['periodicalFilter']) ? filters['periodicalFilter'].map(String) : [];
  if (articlePeriodicals.length) request.periodicalFilter = articlePeriodicals;
  if (typeof filters['priorityFilter'] === 'boolean') request.priorityFilter = filters['priorityFilter'];
  const formats = oneOf<ImageFormat>(IMAGE_FORMATS, filters['formatFilter']);
  if (formats) request.formatFilter = formats;
  const imageIds = Array.isArray(filters['imageFilter']) ? filters['imageFilter'].filter((id): id is number => typeof id === 'number' && id > 0) : [];
  if (imageIds.length) request.imageFilter = imageIds;
  const ends = filters['endDateFilter'] as DateRange | undefined;
  if (ends && (ends.start || ends.end)) request.endDateFilter = { start: ends.start, end: ends.end };
  return request;
}

/**
 * A row's key in the list and its selection: the collection with the id ("ILLUSTRATION-94"), so that an
 * export knows each image's collection and a delete keeps to the illustrations, whatever page they came from.
 */
export type ImageKey = `${ImageCollection}-${number}`;

export function imageKey(image: Pick<ImageRow, 'collection' | 'id'>): ImageKey {
  return `${image.collection}-${image.id}`;
}

export function parseImageKey(key: string | number): { id: number; collection: ImageCollection } | null {
  const match = /^(AUTHOR|ILLUSTRATION|ADVERTISEMENT)-(\d+)$/.exec(String(key));
  if (!match) return null;
  return { collection: match[1] as ImageCollection, id: Number(match[2]) };
}
