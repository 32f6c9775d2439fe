import type { ReferentialColumn, ReferentialFileType, ReferentialRow } from '../../shared/domain/referential';
import type { Queryable } from '../db/db';
import type { ReferentialFault } from './faults';

/** A column of a referential, with what its cells must be. */
export interface ColumnSpec extends ReferentialColumn {
  /** Characters at most (text and url). */
  maxLength?: number;
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** A further check of a non-empty value; the French reason when it fails. */
  check?(value: string | number): string | null;
  /** The database column it is kept in. */
  dbColumn: string;
}

/** A row once read and checked, with where each of its cells came from (for cross-row faults). */
export interface CheckedRow {
  row: ReferentialRow;
  line: number;
  /** Where each field's cell is (xlsx letter, xml line and column), when the format knows it. */
  places: Readonly<Record<string, { line: number; column: string | null }>>;
}

/**
 * One referential: its columns (the first is the key unless `key` says otherwise), the sheet and xml names
 * of its files, and where it is kept. The import, diff and export engine is the same for all.
 */
export interface ReferentialDefinition {
  type: ReferentialFileType;
  /** French name, in messages. */
  label: string;
  columns: readonly ColumnSpec[];
  key: string;
  /** The table and its order column. `uniquePosition`: position is UNIQUE (ad_size), renumbered with care. */
  table: string;
  uniquePosition?: boolean;
  /**
   * The part of a shared table the referential is (the layout tool's Ouvrages: document_unit rows of source
   * OUVRAGE): read, replaced and removed within it, its column set on every row written. Such a table has no
   * position column: its rows are in key order.
   */
  scope?: { column: string; value: string };
  /** Rules across rows (a parent that exists, no cycle). */
  checkRows?(rows: readonly CheckedRow[], place: (row: CheckedRow, field: string) => Omit<ReferentialFault, 'message'>): ReferentialFault[];
  /** Refusals of removing rows still in use elsewhere (ad sizes used by ads). */
  checkRemoval?(db: Queryable, keys: readonly string[]): Promise<ReferentialFault[]>;
}

/** Codes: letters, digits, dot, dash, underscore; what goes into files, URLs and other tables safely. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function codeCheck(value: string | number): string | null {
  return CODE_PATTERN.test(String(value)) ? null : `code « ${String(value).slice(0, 60)} » invalide : lettres, chiffres, « . », « - » et « _ » seulement.`;
}

export function keyColumn(definition: ReferentialDefinition): ColumnSpec {
  const column = definition.columns.find((c) => c.name === definition.key);
  if (!column) throw new Error(`${definition.type}: no key column ${definition.key}`);
  return column;
}
