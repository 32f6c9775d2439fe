import { useMemo } from 'react';
import { useAtom } from 'jotai';
import {
  EMPTY_SELECTION,
  isPageSelected,
  selectAllResults,
  selectedCount,
  togglePage,
  toggleRow,
  type Selection,
} from '@shared/rules/selection';
import { scopedSelectionAtom, type SearchContext } from './search-contexts';

type RowId = string | number;

export interface ListSelection {
  selection: Selection;
  /** Rows selected, all results counted when they are all selected. */
  count: number;
  /** Every row of the page displayed is selected. */
  pageSelected: boolean;
  toggleRow(id: RowId): void;
  togglePage(): void;
  /** "Sélectionner tous les éléments (N)". */
  selectAll(): void;
  /** "Supprimer la sélection". */
  clear(): void;
}

/**
 * The selection of a list (spec 1 §2, §4): one row, the page, or all results across pages. It belongs to a
 * search (`scope`: the list's filters and sort): paging keeps it, a new search starts from none.
 */
export function useListSelection(context: SearchContext, scope: string, pageIds: readonly RowId[], total: number): ListSelection {
  const [stored, setStored] = useAtom(scopedSelectionAtom(context));
  const selection = stored.scope === scope ? stored.selection : EMPTY_SELECTION;
  return useMemo(() => {
    const set = (next: Selection) => setStored({ scope, selection: next });
    return {
      selection,
      count: selectedCount(selection, total),
      pageSelected: isPageSelected(selection, pageIds),
      toggleRow: (id) => set(toggleRow(selection, id)),
      togglePage: () => set(togglePage(selection, pageIds)),
      selectAll: () => set(selectAllResults(pageIds)),
      clear: () => set(EMPTY_SELECTION),
    };
  }, [selection, total, pageIds, scope, setStored]);
}
