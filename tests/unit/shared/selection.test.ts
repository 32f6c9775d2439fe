import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  EXPORT_LIMIT,
  checkExportSelection,
  isPageSelected,
  isRowSelected,
  selectAllResults,
  selectedCount,
  toggleRow,
  togglePage,
  type Selection,
} from '../../../src/shared/rules/selection';
import { formatFileSize, plainText, truncate } from '../../../src/shared/rules/format';

const page = [1, 2, 3];

describe('selection modes', () => {
  it('selects one row and unselects it', () => {
    const one = toggleRow<number>(EMPTY_SELECTION, 2);
    expect(one.selectedIds).toEqual([2]);
    expect(isRowSelected(one, 2)).toBe(true);
    expect(toggleRow(one, 2).selectedIds).toEqual([]);
  });

  it('selects every row of the page, then clears them', () => {
    const all = togglePage<number>({ selectedIds: [9], allSelected: false }, page);
    expect(all.selectedIds).toEqual([9, 1, 2, 3]);
    expect(isPageSelected(all, page)).toBe(true);
    expect(togglePage(all, page).selectedIds).toEqual([9]);
  });

  it('selects all results across pages and counts them by the total', () => {
    const all: Selection<number> = selectAllResults(page);
    expect(all.allSelected).toBe(true);
    expect(selectedCount(all, 137)).toBe(137);
    expect(isRowSelected(all, 99)).toBe(true);
    const less = toggleRow(all, 2);
    expect(less).toEqual({ selectedIds: [1, 3], allSelected: false });
  });
});

describe('export limit (spec 1 §9)', () => {
  it(`allows 1 to ${EXPORT_LIMIT} items`, () => {
    expect(checkExportSelection({ selectedIds: Array.from({ length: 20 }, (_, i) => i), allSelected: false })).toEqual({ ok: true });
  });
  it('refuses 21 items or the all-results selection with "limit download size"', () => {
    expect(checkExportSelection({ selectedIds: Array.from({ length: 21 }, (_, i) => i), allSelected: false })).toEqual({ ok: false, reason: 'limit download size' });
    expect(checkExportSelection(selectAllResults([1]))).toEqual({ ok: false, reason: 'limit download size' });
  });
  it('refuses an empty selection', () => {
    expect(checkExportSelection(EMPTY_SELECTION)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('formatting (spec 1 §9)', () => {
  it('cuts at the length then adds " [...]"', () => {
    const title = 'La réforme du droit des sociétés et ses conséquences pratiques';
    // The first 40 characters end on a space: the spec's rule keeps it, then adds ' [...]'.
    expect(truncate(title, 40)).toBe('La réforme du droit des sociétés et ses  [...]');
    expect(truncate('Jurisprudence commentée', 13)).toBe('Jurisprudence [...]');
    expect(truncate('Court', 40)).toBe('Court');
  });
  it('shows sizes above 1,000,000 bytes in Mo with one decimal, else in ko', () => {
    const size = (bytes: number) => formatFileSize(bytes).replace(/\s/g, ' ');
    expect(size(1_000_000)).toBe('1 000 ko');
    expect(size(1_000_001)).toBe('1,0 Mo');
    expect(size(2_540_000)).toBe('2,5 Mo');
    expect(size(48_200)).toBe('49 ko');
  });
  it('removes markup from titles', () => {
    expect(plainText('Le <i>contrat</i> &amp; la <sup>1re</sup> chambre')).toBe('Le contrat & la 1re chambre');
  });
});
