import { useEffect, useMemo } from 'react';
import { atom, useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import type { ArticleRow } from '@shared/domain/article';
import type { Selection } from '@shared/rules/selection';
import type { SearchResult } from '../../../components/list/useListSearch';
import { readAllIds } from '../../../components/list/read-all-ids';
import { ARTICLE_READ_ALL_SIZE } from './article-search';

/**
 * The rows selected on other pages, kept so that the bulk actions judge them (their state, periodical,
 * attachment) after paging or coming back to the list; pruned to the selection at each page shown.
 */
const keptRowsAtom = atom<ReadonlyMap<number, ArticleRow>>(new Map());

export interface SelectedArticleRows {
  rows: readonly ArticleRow[];
  /** Every page is selected and its rows are being read. */
  reading: boolean;
}

/**
 * What ArticleBulkActions acts on: the rows selected, from any page, or, when every page is selected,
 * every row of the search, read page by page (ARTICLE_READ_ALL_SIZE rows a call) once per search.
 */
export function useSelectedArticleRows(
  selection: Selection,
  pageRows: readonly ArticleRow[],
  scope: string,
  readPage: (page: number, size: number) => Promise<SearchResult<ArticleRow>>,
): SelectedArticleRows {
  const [kept, setKept] = useAtom(keptRowsAtom);
  const selectedIds = selection.selectedIds;

  useEffect(() => {
    setKept((previous) => {
      const next = new Map<number, ArticleRow>();
      for (const id of selectedIds) {
        const row = previous.get(Number(id));
        if (row) next.set(row.id, row);
      }
      for (const row of pageRows) if (selectedIds.includes(row.id)) next.set(row.id, row);
      // Unchanged: the same map, so that nothing renders again (an empty page is a new [] at each render).
      const same = next.size === previous.size && [...next].every(([id, row]) => previous.get(id) === row);
      return same ? previous : next;
    });
  }, [pageRows, selectedIds, setKept]);

  const all = useQuery({
    queryKey: ['list', 'ARTICLE', 'all-rows', scope],
    queryFn: () => readAllIds(readPage, (row: ArticleRow) => row, ARTICLE_READ_ALL_SIZE),
    enabled: selection.allSelected,
    staleTime: 30_000,
  });

  return useMemo(() => {
    if (selection.allSelected) return { rows: all.data ?? [], reading: all.data === undefined };
    const byId = new Map(kept);
    for (const row of pageRows) byId.set(row.id, row);
    const rows = selectedIds.map((id) => byId.get(Number(id))).filter((row): row is ArticleRow => row !== undefined);
    return { rows, reading: false };
  }, [selection.allSelected, all.data, kept, pageRows, selectedIds]);
}
