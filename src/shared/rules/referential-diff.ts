import type { ReferentialChange, ReferentialDiff, ReferentialRow, ReferentialValue } from '../domain/referential';

/** Keys are compared as written, trimmed: "PDC-1" and "pdc-1" are two rows, as in the database. */
function keyOf(row: ReferentialRow, key: string): string {
  return String(row[key] ?? '').trim();
}

function same(a: ReferentialValue | undefined, b: ReferentialValue | undefined): boolean {
  const left = a === undefined || a === '' ? null : a;
  const right = b === undefined || b === '' ? null : b;
  if (typeof left === 'number' && typeof right === 'number') return Math.abs(left - right) < 1e-9;
  return left === right;
}

/**
 * What importing `incoming` over `current` does, row by key: rows added, rows changed (with the columns
 * that differ), rows removed (an import is the whole referential), and how many stay as they are. Order is
 * not a change. The rows are expected valid (unique keys: the importer refuses duplicates first).
 */
export function diffReferential(current: readonly ReferentialRow[], incoming: readonly ReferentialRow[], key: string, columns: readonly string[]): ReferentialDiff {
  const before = new Map(current.map((row) => [keyOf(row, key), row]));
  const seen = new Set<string>();
  const added: ReferentialRow[] = [];
  const changed: ReferentialChange[] = [];
  let unchanged = 0;
  for (const row of incoming) {
    const k = keyOf(row, key);
    seen.add(k);
    const old = before.get(k);
    if (!old) {
      added.push(row);
      continue;
    }
    const fields = columns.filter((column) => !same(old[column], row[column]));
    if (fields.length === 0) unchanged += 1;
    else changed.push({ key: k, before: old, after: row, fields });
  }
  const removed = current.filter((row) => !seen.has(keyOf(row, key)));
  return { added, changed, removed, unchanged };
}
