import {
  AD_SORT_ATTRIBUTES,
  DEFAULT_AD_SORT,
  type AdSortAttribute,
  type AdvertisementSearchRequest,
} from '@shared/domain/advertisement';
import { IMAGE_COLORS, IMAGE_MIME_TYPES, type ImageColor, type ImageMimeType } from '@shared/domain/image';
import type { DateRange, FilterSpec, ListQuery, Sort } from '@shared/rules/list-query';

/** The ad list's filters in the URL (spec 1 §2 Advertisement list), with how each is written there. */
export const AD_FILTERS = {
  query: 'text',
  periodicalFilter: 'ids',
  publicationPeriodicalFilter: 'ids',
  formatFilter: 'ids',
  colorFilter: 'ids',
  mimeTypeFilter: 'ids',
  enableFilter: 'boolean',
  priorityFilter: 'boolean',
  modificationDateFilter: 'dateRange',
  endDateFilter: 'dateRange',
} as const satisfies FilterSpec;

/** Spec 1 §9: the last updated first when no column is sorted. */
export const AD_DEFAULT_SORT: Sort = DEFAULT_AD_SORT;

function isSortAttribute(attr: string): attr is AdSortAttribute {
  return (AD_SORT_ATTRIBUTES as readonly string[]).includes(attr);
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length ? value.map(String) : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T[] | undefined {
  const kept = (strings(value) ?? []).filter((v): v is T => (values as readonly string[]).includes(v));
  return kept.length ? kept : undefined;
}

function dates(value: unknown): Partial<DateRange> | undefined {
  const range = value as DateRange | undefined;
  return range && (range.start || range.end) ? { start: range.start, end: range.end } : undefined;
}

/**
 * POST /api/advertisement/search for what the URL says: page, size, sort (UPDATE descending by default) and
 * the filters, always with the list's default filter collectionFilter ADVERTISEMENT (spec 1 §2).
 */
export function adSearchRequest(query: ListQuery): AdvertisementSearchRequest {
  const { filters } = query;
  const chosen = query.sort && isSortAttribute(query.sort.attr) ? { attr: query.sort.attr, order: query.sort.order } : null;
  const request: AdvertisementSearchRequest = {
    page: query.page,
    size: query.size,
    sort: chosen ?? DEFAULT_AD_SORT,
    collectionFilter: ['ADVERTISEMENT'],
  };
  const text = typeof filters['query'] === 'string' ? filters['query'].trim() : '';
  if (text) request.query = text;
  const periodicals = strings(filters['periodicalFilter']);
  if (periodicals) request.periodicalFilter = periodicals;
  const publicationPeriodicals = strings(filters['publicationPeriodicalFilter']);
  if (publicationPeriodicals) request.publicationPeriodicalFilter = publicationPeriodicals;
  const formats = strings(filters['formatFilter']);
  if (formats) request.formatFilter = formats;
  const colors = oneOf<ImageColor>(IMAGE_COLORS, filters['colorFilter']);
  if (colors) request.colorFilter = colors;
  const mimeTypes = oneOf<ImageMimeType>(IMAGE_MIME_TYPES, filters['mimeTypeFilter']);
  if (mimeTypes) request.mimeTypeFilter = mimeTypes;
  if (typeof filters['enableFilter'] === 'boolean') request.enableFilter = filters['enableFilter'];
  if (typeof filters['priorityFilter'] === 'boolean') request.priorityFilter = filters['priorityFilter'];
  const modified = dates(filters['modificationDateFilter']);
  if (modified) request.modificationDateFilter = modified;
  const deadlines = dates(filters['endDateFilter']);
  if (deadlines) request.endDateFilter = deadlines;
  return request;
}

/** Every page of the same search, for the ids of an all-results selection (pages of 100, the bridge's most). */
export const ID_PAGE_SIZE = 100;
