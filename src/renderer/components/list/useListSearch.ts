import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchContext, SearchStatus } from './search-contexts';

/** A search's answer (spec 1 §3): the page of results and the total count. */
export interface SearchResult<Row> {
  result: Row[];
  resultCount: number;
}

export interface ListSearch<Row> {
  rows: Row[];
  total: number;
  status: SearchStatus;
  /** True while a newer search runs and the previous page is still shown. */
  refreshing: boolean;
  retry(): void;
}

/**
 * Runs a list's search on every change of its query key. Each key has its own cached answer, so an older
 * answer never overwrites a newer one; the previous page stays on screen while the next one loads.
 */
export function useListSearch<Row>(context: SearchContext, key: string, search: () => Promise<SearchResult<Row>>): ListSearch<Row> {
  const q = useQuery({ queryKey: ['list', context, key], queryFn: search, placeholderData: keepPreviousData, retry: false });
  const status: SearchStatus = q.isError ? 'ERROR' : q.data ? 'LOADED' : q.isFetching ? 'PENDING' : 'NONE';
  return {
    rows: q.data?.result ?? [],
    total: q.data?.resultCount ?? 0,
    status,
    refreshing: q.isFetching && q.isPlaceholderData,
    retry: () => void q.refetch(),
  };
}
