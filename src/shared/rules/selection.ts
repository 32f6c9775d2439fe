/**
 * Selection of a list (spec 1 §2, §4): one row, every row of the page, or every result across pages.
 * `allSelected` means "all results", whatever the pages loaded; ids are then the exceptions-free whole.
 */
export interface Selection<Id extends string | number = string | number> {
  selectedIds: Id[];
  allSelected: boolean;
}

export const EMPTY_SELECTION: Selection<never> = { selectedIds: [], allSelected: false };

export function toggleRow<Id extends string | number>(selection: Selection<Id>, id: Id): Selection<Id> {
  // Unticking a row while "all results" is selected falls back to the rows known, minus that one.
  if (selection.allSelected) return { selectedIds: selection.selectedIds.filter((x) => x !== id), allSelected: false };
  const has = selection.selectedIds.includes(id);
  return { selectedIds: has ? selection.selectedIds.filter((x) => x !== id) : [...selection.selectedIds, id], allSelected: false };
}

export function isPageSelected<Id extends string | number>(selection: Selection<Id>, pageIds: readonly Id[]): boolean {
  return pageIds.length > 0 && (selection.allSelected || pageIds.every((id) => selection.selectedIds.includes(id)));
}

/** The header checkbox: selects every row of the page, or clears them when they all are. */
export function togglePage<Id extends string | number>(selection: Selection<Id>, pageIds: readonly Id[]): Selection<Id> {
  if (isPageSelected(selection, pageIds)) {
    return { selectedIds: selection.allSelected ? [] : selection.selectedIds.filter((id) => !pageIds.includes(id)), allSelected: false };
  }
  const ids = [...selection.selectedIds];
  for (const id of pageIds) if (!ids.includes(id)) ids.push(id);
  return { selectedIds: ids, allSelected: false };
}

/** "Sélectionner tous les éléments (N)". */
export function selectAllResults<Id extends string | number>(pageIds: readonly Id[]): Selection<Id> {
  return { selectedIds: [...pageIds], allSelected: true };
}

export function isRowSelected<Id extends string | number>(selection: Selection<Id>, id: Id): boolean {
  return selection.allSelected || selection.selectedIds.includes(id);
}

export function selectedCount(selection: Selection, total: number): number {
  return selection.allSelected ? total : selection.selectedIds.length;
}

/** Spec 1 §9: exports take 20 items at most, and never the all-results selection. */
export const EXPORT_LIMIT = 20;
export type ExportCheck = { ok: true } | { ok: false; reason: 'empty' | 'limit download size' };

export function checkExportSelection(selection: Selection, limit = EXPORT_LIMIT): ExportCheck {
  if (selection.allSelected || selection.selectedIds.length > limit) return { ok: false, reason: 'limit download size' };
  if (selection.selectedIds.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true };
}
