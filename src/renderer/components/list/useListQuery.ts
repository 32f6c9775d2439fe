import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
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
  /** The filters and sort only (no page, no size): what a selection belongs to. */
  filtersKey: string;
  setFilter(name: string, value: FilterValue | undefined): void;
  /** Replaces every filter (the reset button passes {}); page back to the first. */
  setFilters(filters: ListQuery['filters']): void;
  setSort(sort: Sort | null): void;
  setPage(page: number): void;
  setSize(size: number): void;
}

/**
 * A list's filters, page, size and sort, living in the URL (spec 2 §2.1): every change rewrites the query
 * string, a filter change resets the page, and the back button walks through searches. Each change applies to
 * the URL as it is when it lands, so that a debounced filter never undoes a change made meanwhile.
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
  const filtersKey = useMemo(
    () => writeListQuery(spec, { ...query, page: DEFAULT_PAGE, size: listOptions.defaultSize ?? DEFAULT_PAGE_SIZE }, new URLSearchParams(), listOptions).toString(),
    [spec, query, listOptions],
  );

  // react-router hands a functional update the parameters of the render that made the setter: a setter kept
  // by a timer (a debounced filter) would undo what changed since. The latest URL is kept here instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: (current: ListQuery) => ListQuery) => {
      const current = latest.current;
      const next = writeListQuery(spec, change(parseListQuery(spec, current, listOptions)), current, listOptions);
      latest.current = next;
      // Flushed, not left to a transition: the filters show the URL's values, and a field must show its own
      // change before the next keystroke (a day typed while the last one was landing was put back).
      setParams(next, { flushSync: true });
    },
    [setParams, spec, listOptions],
  );

  return useMemo(
    () => ({
      query,
      key,
      filtersKey,
      setFilter: (name, value) => update((current) => withFilter(current, name, value)),
      setFilters: (filters) => update((current) => ({ ...current, filters, page: DEFAULT_PAGE })),
      setSort: (sort) => update((current) => withSort(current, sort)),
      setPage: (page) => update((current) => ({ ...current, page })),
      setSize: (size) => update((current) => withPageSize(current, size)),
    }),
    [query, key, filtersKey, update],
  );
}
