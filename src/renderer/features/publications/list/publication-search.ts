import {
  EDITION_TYPES,
  PUBLICATION_SORT_ATTRIBUTES,
  PUBLICATION_STATUSES,
  type EditionType,
  type PublicationSortAttribute,
  type PublicationStatus,
} from '@shared/domain/publication';
import type { z } from 'zod';
import type { publicationSearchRequest as searchSchema } from '@shared/contract/publications';
import { DEFAULT_SORT, type FilterSpec, type ListQuery, type Sort } from '@shared/rules/list-query';

/** What 'publications.search' takes. */
export type PublicationSearch = z.input<typeof searchSchema>;

/**
 * The publication list's filters in the URL (spec 2 §2.1): the spec's query values, plus the edition type
 * and the year of the left panel. imageFilter and publicationFilter come from links of other screens.
 */
export const PUBLICATION_FILTERS = {
  query: 'text',
  statusFilter: 'ids',
  periodicalFilter: 'ids',
  periodicalIdFilter: 'ids',
  imageFilter: 'integers',
  publicationFilter: 'ids',
  attachedFilterBis: 'boolean',
  editionType: 'ids',
  year: 'integers',
} as const satisfies FilterSpec;

/** Spec 2 §9: the last updated first when no column is sorted. */
export const PUBLICATION_DEFAULT_SORT: Sort = DEFAULT_SORT;

const isSortAttribute = (attr: string): attr is PublicationSortAttribute => (PUBLICATION_SORT_ATTRIBUTES as readonly string[]).includes(attr);

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length ? value.map(String) : undefined;
}

function numbers(value: unknown): number[] | undefined {
  const kept = Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  return kept.length ? kept : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T[] | undefined {
  const kept = (strings(value) ?? []).filter((v): v is T => (values as readonly string[]).includes(v));
  return kept.length ? kept : undefined;
}

/** POST /api/publication/search for what the URL says: page, size, sort (UPDATE descending by default) and the filters. */
export function publicationSearchRequest(query: ListQuery): PublicationSearch {
  const { filters } = query;
  const chosen = query.sort && isSortAttribute(query.sort.attr) ? { attr: query.sort.attr, order: query.sort.order } : null;
  const request: PublicationSearch = {
    page: query.page,
    size: query.size,
    sort: chosen ?? { attr: 'UPDATE', order: 'DESC' },
  };
  const text = typeof filters['query'] === 'string' ? filters['query'].trim() : '';
  if (text) request.query = text;
  const statuses = oneOf<PublicationStatus>(PUBLICATION_STATUSES, filters['statusFilter']);
  if (statuses) request.statusFilter = statuses;
  const periodicals = strings(filters['periodicalFilter']);
  if (periodicals) request.periodicalFilter = periodicals;
  const periodicalIds = strings(filters['periodicalIdFilter']);
  if (periodicalIds) request.periodicalIdFilter = periodicalIds;
  const images = numbers(filters['imageFilter']);
  if (images) request.imageFilter = images;
  // Ids (12) or names (BJS_2025_3), as the URL holds them: the server tells them apart.
  const publications = strings(filters['publicationFilter']);
  if (publications) request.publicationFilter = publications;
  if (typeof filters['attachedFilterBis'] === 'boolean') request.attachedFilterBis = filters['attachedFilterBis'];
  const editionTypes = oneOf<EditionType>(EDITION_TYPES, filters['editionType']);
  if (editionTypes) request.editionTypeFilter = editionTypes;
  const years = numbers(filters['year'])?.filter((y) => y >= 1000 && y <= 9999);
  if (years?.length) request.yearFilter = years;
  return request;
}
