import {
  ARTICLE_ATTACHMENT_FILTERS,
  ARTICLE_COLLECTION_FILTERS,
  ARTICLE_PAGE_SIZES,
  ARTICLE_SORT_ATTRIBUTES,
  type ArticleSearchRequest,
  type ArticleSortAttribute,
} from '@shared/domain/article';
import { ARTICLE_STATUS_FILTERS, ARTICLE_TYPES, BUNDLE_TYPES, DOCUMENT_KINDS } from '@shared/domain/publication';
import { DEFAULT_SORT, type DateRange, type FilterSpec, type ListOptions, type ListQuery, type Sort } from '@shared/rules/list-query';

/**
 * The article list's filters in the URL (spec 2 §2.1): the publication list's query values (imageFilter,
 * publicationFilter, attachedFilterBis among them) plus authorFilter, collectionFilter and grid; the document
 * kind, type and modification dates of the left panel; attachedOnly, true unless the URL says false (spec 2 §9).
 * attachedFilterBis is the article list's attachment filter (spec 2 §3: CDF, BUNDLE, NONE, and CDF_FIXE of §9).
 */
export const ARTICLE_FILTERS = {
  query: 'text',
  statusFilter: 'ids',
  periodicalFilter: 'ids',
  periodicalIdFilter: 'ids',
  imageFilter: 'integers',
  publicationFilter: 'ids',
  attachedFilterBis: 'ids',
  authorFilter: 'integers',
  collectionFilter: 'ids',
  kind: 'ids',
  type: 'ids',
  modificationDate: 'dateRange',
  attachedOnly: 'boolean',
  grid: 'boolean',
} as const satisfies FilterSpec;

/** Spec 1 §9: this list offers 100 rows too and shows 50 by default. */
export const ARTICLE_LIST_OPTIONS: ListOptions = { pageSizes: ARTICLE_PAGE_SIZES, defaultSize: 50 };
export const ARTICLE_DEFAULT_SIZE = 50;

/** Spec 2 §9: the last updated first when no column is sorted. */
export const ARTICLE_DEFAULT_SORT: Sort = DEFAULT_SORT;

/** What an all-pages selection reads its rows by (the contract's largest page). */
export const ARTICLE_READ_ALL_SIZE = 100;

const isSortAttribute = (attr: string): attr is ArticleSortAttribute => (ARTICLE_SORT_ATTRIBUTES as readonly string[]).includes(attr);

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length ? value.map(String) : undefined;
}

function numbers(value: unknown): number[] | undefined {
  const kept = Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && v > 0) : [];
  return kept.length ? kept : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T[] | undefined {
  const kept = (strings(value) ?? []).filter((v): v is T => (values as readonly string[]).includes(v));
  return kept.length ? kept : undefined;
}

/** Spec 2 §9: attached only unless the user unticked it. */
export const isAttachedOnly = (query: ListQuery): boolean => query.filters['attachedOnly'] !== false;

/** POST /api/article/search for what the URL says: page, size (50 by default), sort (UPDATE descending by default), the filters. */
export function articleSearchRequest(query: ListQuery): ArticleSearchRequest {
  const { filters } = query;
  const chosen = query.sort && isSortAttribute(query.sort.attr) ? { attr: query.sort.attr, order: query.sort.order } : null;
  const request: ArticleSearchRequest = {
    page: query.page,
    size: query.size,
    sort: chosen ?? { attr: 'UPDATE', order: 'DESC' },
    attachedOnly: isAttachedOnly(query),
  };
  const text = typeof filters['query'] === 'string' ? filters['query'].trim() : '';
  if (text) request.query = text;
  const statuses = oneOf(ARTICLE_STATUS_FILTERS, filters['statusFilter']);
  if (statuses) request.statusFilter = statuses;
  const periodicals = strings(filters['periodicalFilter']);
  if (periodicals) request.periodicalFilter = periodicals;
  const periodicalIds = strings(filters['periodicalIdFilter']);
  if (periodicalIds) request.periodicalIdFilter = periodicalIds;
  // Ids (12) or names (BJS_2025_3), as the URL holds them: the server tells them apart.
  const publications = strings(filters['publicationFilter'])?.filter((p) => /^[A-Za-z0-9_-]{1,80}$/.test(p));
  if (publications?.length) request.publicationFilter = publications;
  const images = numbers(filters['imageFilter']);
  if (images) request.imageFilter = images;
  const authors = numbers(filters['authorFilter']);
  if (authors) request.authorFilter = authors;
  const collections = oneOf(ARTICLE_COLLECTION_FILTERS, filters['collectionFilter']);
  if (collections) request.collectionFilter = collections;
  const attachments = oneOf(ARTICLE_ATTACHMENT_FILTERS, filters['attachedFilterBis']);
  if (attachments) request.attachedFilter = attachments;
  const kinds = oneOf(DOCUMENT_KINDS, filters['kind']);
  if (kinds) request.kindFilter = kinds;
  const types = oneOf([...ARTICLE_TYPES, ...BUNDLE_TYPES], filters['type']);
  if (types) request.typeFilter = types;
  const dates = filters['modificationDate'] as DateRange | undefined;
  if (dates && (dates.start || dates.end)) request.modificationDateFilter = { start: dates.start, end: dates.end };
  if (filters['grid'] === true) request.grid = true;
  return request;
}
