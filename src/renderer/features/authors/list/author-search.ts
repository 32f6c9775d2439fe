import type { AuthorSearchRequest, AuthorSortAttribute } from '@shared/domain/author';
import { AUTHOR_SORT_ATTRIBUTES } from '@shared/domain/author';
import { DEFAULT_SORT, type DateRange, type FilterSpec, type ListQuery } from '@shared/rules/list-query';

/** The author list's filters in the URL (spec 1 §2 Author list): how each is written there. */
export const AUTHOR_FILTERS = {
  query: 'text',
  publicationPeriodicalFilter: 'ids',
  publicationDateFilter: 'dateRange',
  cityFilter: 'strings',
  countryFilter: 'strings',
  withImageFilter: 'boolean',
} as const satisfies FilterSpec;

export type AuthorFilterName = keyof typeof AUTHOR_FILTERS;

/** Spec 1 §9: UPDATE descending when no column is sorted. */
export const AUTHOR_DEFAULT_SORT: { attr: AuthorSortAttribute; order: 'ASC' | 'DESC' } = { attr: 'UPDATE', order: DEFAULT_SORT.order };

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length ? value.map(String) : undefined;
}

function isSortAttribute(attr: string): attr is AuthorSortAttribute {
  return (AUTHOR_SORT_ATTRIBUTES as readonly string[]).includes(attr);
}

/** POST /api/author/search for what the URL says: page, size, sort (UPDATE descending by default), filters. */
export function authorSearchRequest(query: ListQuery): AuthorSearchRequest {
  const { filters } = query;
  const chosen = query.sort;
  const attr = chosen && isSortAttribute(chosen.attr) ? chosen.attr : AUTHOR_DEFAULT_SORT.attr;
  const order = chosen && isSortAttribute(chosen.attr) ? chosen.order : AUTHOR_DEFAULT_SORT.order;
  const request: AuthorSearchRequest = { page: query.page, size: query.size, sort: { attr, order } };
  const text = typeof filters['query'] === 'string' ? filters['query'].trim() : '';
  if (text) request.query = text;
  const periodicals = strings(filters['publicationPeriodicalFilter']);
  if (periodicals) request.publicationPeriodicalFilter = periodicals;
  const dates = filters['publicationDateFilter'] as DateRange | undefined;
  if (dates && (dates.start || dates.end)) request.publicationDateFilter = { start: dates.start, end: dates.end };
  const cities = strings(filters['cityFilter']);
  if (cities) request.cityFilter = cities;
  const countries = strings(filters['countryFilter']);
  if (countries) request.countryFilter = countries;
  if (filters['withImageFilter'] === true) request.withImageFilter = true;
  return request;
}

/** GET /api/admin/export/authors-csv: every author, or the ids chosen (20 at most, checked before). */
export function authorsCsvPath(ids: readonly (string | number)[] | 'all'): string {
  return ids === 'all' ? '/api/admin/export/authors-csv?all=true' : `/api/admin/export/authors-csv?ids=${ids.join(',')}`;
}
