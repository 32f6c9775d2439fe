/**
 * The layout rule of every list's table (issue 24). Each column has a minimum width and a preferred one (a
 * fixed-width column: its width; a flexible one, written without a width or in %: it takes what is left) and,
 * unless it must always show, a priority. When the table is narrower than the sum of the minimums, the columns
 * of lowest priority fold away first (the table shows their content on the row's secondary line); only when
 * nothing more may fold does the table grow wider than its frame and scroll.
 */
export interface ColumnSize {
  id: string;
  /** The preferred width, in CSS (px: fixed; %, or none: flexible). */
  width?: string;
  /** The narrowest it may be drawn, in px: its px width by default, FLEX_MIN_WIDTH for a flexible column. */
  minWidth?: number;
  /** Folds before the columns of higher priority; absent: never folds (the main column, the actions). */
  priority?: number;
}

export interface ColumnPlan {
  /** The columns shown, in their order, each with its width in px. */
  shown: { id: string; width: number }[];
  /** The columns folded into the secondary line, in their order. */
  folded: string[];
  /** The table's width in px: the frame's, or more when even the columns that never fold do not fit (it scrolls). */
  tableWidth: number;
  scrolls: boolean;
}

/** The narrowest a flexible column is drawn when it declares no minimum. */
export const FLEX_MIN_WIDTH = 120;

function pixels(width: string | undefined): number | null {
  const match = width?.match(/^(\d+(?:\.\d+)?)px$/);
  return match ? Number(match[1]) : null;
}

export function minWidthOf(column: ColumnSize): number {
  return column.minWidth ?? pixels(column.width) ?? FLEX_MIN_WIDTH;
}

/**
 * Which columns show, and how wide, in a frame `available` px wide of which `reserved` px go to cells outside
 * the columns (the selection boxes). Widths are those of the cells' content: each cell adds `padding` px to
 * its column. Every shown column starts at its minimum; the room left brings the fixed columns up to their
 * width, then goes to the flexible ones in proportion to their minimums.
 */
export function planColumns(columns: readonly ColumnSize[], available: number, reserved: number, padding = 0): ColumnPlan {
  const room = available - reserved;
  const folded = new Set<string>();
  const sumOfMinimums = () => columns.filter((c) => !folded.has(c.id)).reduce((sum, c) => sum + minWidthOf(c) + padding, 0);
  while (sumOfMinimums() > room) {
    // The lowest priority goes first; of equal ones, the rightmost.
    const next = columns
      .filter((c) => c.priority !== undefined && !folded.has(c.id))
      .reduce<ColumnSize | null>((lowest, c) => (lowest === null || (c.priority ?? 0) <= (lowest.priority ?? 0) ? c : lowest), null);
    if (next === null) break;
    folded.add(next.id);
  }
  const kept = columns.filter((c) => !folded.has(c.id));
  const widths = new Map(kept.map((c) => [c.id, minWidthOf(c)]));
  let left = Math.max(0, room - sumOfMinimums());
  for (const column of kept) {
    const preferred = pixels(column.width);
    if (preferred === null) continue;
    const grow = Math.min(left, Math.max(0, preferred - minWidthOf(column)));
    widths.set(column.id, minWidthOf(column) + grow);
    left -= grow;
  }
  const flexible = kept.filter((c) => pixels(c.width) === null);
  const weights = flexible.reduce((sum, c) => sum + minWidthOf(c), 0);
  for (const column of flexible) widths.set(column.id, minWidthOf(column) + Math.floor((left * minWidthOf(column)) / weights));
  const shown = kept.map((c) => ({ id: c.id, width: widths.get(c.id) ?? minWidthOf(c) }));
  const total = reserved + shown.reduce((sum, c) => sum + c.width + padding, 0);
  return { shown, folded: columns.filter((c) => folded.has(c.id)).map((c) => c.id), tableWidth: Math.max(available, total), scrolls: total > available };
}
