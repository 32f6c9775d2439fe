import { describe, expect, it } from 'vitest';
import { FLEX_MIN_WIDTH, planColumns, type ColumnSize } from '../../../src/renderer/components/list/column-plan';

/** The authors list's columns (author-columns.tsx), as the layout rule sees them. */
const AUTHORS: ColumnSize[] = [
  { id: 'image', width: '60px', priority: 5 },
  { id: 'id', width: '56px' },
  { id: 'name', minWidth: 160 },
  { id: 'functions', minWidth: 160, priority: 6 },
  { id: 'place', width: '120px', priority: 4 },
  { id: 'contact', width: '180px', minWidth: 140, priority: 2 },
  { id: 'modificationDate', width: '150px', priority: 3 },
  { id: 'state', width: '88px', priority: 1 },
  { id: 'actions', width: '44px' },
];
const SELECTION = 44;
const ids = (plan: { shown: { id: string }[] }) => plan.shown.map((c) => c.id);

describe('the layout rule of list tables (issue 24)', () => {
  it('shows every column at its preferred width when there is room, the flexible ones sharing the rest', () => {
    const plan = planColumns(AUTHORS, 1400, SELECTION);
    expect(plan.folded).toEqual([]);
    expect(plan.shown.find((c) => c.id === 'contact')?.width).toBe(180);
    const name = plan.shown.find((c) => c.id === 'name')?.width ?? 0;
    expect(name).toBeGreaterThan(160);
    expect(plan.shown.find((c) => c.id === 'functions')?.width).toBe(name);
    expect(plan.scrolls).toBe(false);
  });

  it('folds the lowest priorities first when the minimums do not fit, never below a minimum', () => {
    const plan = planColumns(AUTHORS, 612 + SELECTION, SELECTION);
    expect(plan.folded).toEqual(['contact', 'modificationDate', 'state']);
    expect(ids(plan)).toEqual(['image', 'id', 'name', 'functions', 'place', 'actions']);
    for (const column of plan.shown) expect(column.width).toBeGreaterThanOrEqual(column.id === 'name' || column.id === 'functions' ? 160 : 44);
    expect(plan.tableWidth).toBe(612 + SELECTION);
  });

  it('scrolls only once nothing more may fold, wider than its frame', () => {
    const plan = planColumns(AUTHORS, 300, SELECTION);
    expect(ids(plan)).toEqual(['id', 'name', 'actions']);
    expect(plan.scrolls).toBe(true);
    expect(plan.tableWidth).toBe(SELECTION + 56 + 160 + 44);
  });

  it('counts the cells\' padding outside the widths', () => {
    const plan = planColumns(AUTHORS, 612 + SELECTION, SELECTION, 16);
    expect(plan.folded).toEqual(['place', 'contact', 'modificationDate', 'state']);
    expect(plan.shown.reduce((sum, c) => sum + c.width + 16, SELECTION)).toBeLessThanOrEqual(612 + SELECTION);
  });

  it('gives a flexible column without a minimum the default one', () => {
    const plan = planColumns([{ id: 'name' }, { id: 'extra', width: '200px', priority: 1 }], FLEX_MIN_WIDTH + 100, 0);
    expect(plan.folded).toEqual(['extra']);
    expect(plan.shown).toEqual([{ id: 'name', width: FLEX_MIN_WIDTH + 100 }]);
  });
});
