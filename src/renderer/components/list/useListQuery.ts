import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseListQuery,
  withFilter,
  withPageSize,
  withSort,
  writeListQuery,
  type FilterSpec,
  type FilterValue,
  type ListOptions,
  type ListQuery,
  type Sort,
} from '@shared/rules/list-query';

export interface ListQueryControls {
  query: ListQuery;
  /** The query string the list owns, stable for a given URL: the key of its search. */
  key: string;
  setFilter(name: string, value: FilterValue | undefined): void;
  setFilters(filters: ListQuery['filters']): void;
  setSort(sort: Sort | null): void;
  setPage(page: number): void;
  setSize(size: number): void;
}

/**
 * A list's filters, page, size and sort, living in the URL (spec 2 §2.1): every change rewrites the query
 * string, a filter change resets the page, and the back button walks through searches.
 */
export function useListQuery(spec: FilterSpec, options: ListOptions = {}): ListQueryControls {
  const [params, setParams] = useSearchParams();
  const { pageSizes, defaultSize } = options;
  const listOptions = useMemo<ListOptions>(
    () => ({ ...(pageSizes ? { pageSizes } : {}), ...(defaultSize ? { defaultSize } : {}) }),
    [pageSizes, defaultSize],
  );
  const query = useMemo(() => parseListQuery(spec, params, listOptions), [spec, params, listOptions]);
  const key = useMemo(() => writeListQuery(spec, query, new URLSearchParams(), listOptions).toString(), [spec, query, listOptions]);

  const navigate = useCallback(
    (next: ListQuery) => setParams((current) => writeListQuery(spec, next, current, listOptions)),
    [setParams, spec, listOptions],
  );

  return {
    query,
    key,
    setFilter: (name, value) => navigate(withFilter(query, name, value)),
    setFilters: (filters) => navigate({ ...query, filters, page: 0 }),
    setSort: (sort) => navigate(withSort(query, sort)),
    setPage: (page) => navigate({ ...query, page }),
    setSize: (size) => navigate(withPageSize(query, size)),
  };
}
