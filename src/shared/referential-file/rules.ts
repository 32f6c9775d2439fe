import type { ReferentialColumn, ReferentialFileType, ReferentialRow } from '../domain/referential';
import type { ReferentialFault } from './faults';

/** A column of a referential, with what its cells must be. */
export interface ColumnRules extends ReferentialColumn {
  /** Characters at most (text and url). */
  maxLength?: number;
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** A further check of a non-empty value; the French reason when it fails. */
  check?(value: string | number): string | null;
}

/** A row once read and checked, with where each of its cells came from (for cross-row faults). */
export interface CheckedRow {
  row: ReferentialRow;
  line: number;
  /** Where each field's cell is (xlsx letter, xml line and column), when the format knows it. */
  places: Readonly<Record<string, { line: number; column: string | null }>>;
}

/**
 * What a file of one referential is: its columns (the key among them), the sheet and xml names of its files
 * (its type), and its rules across rows. The server reads an import by these rules, and so does core when it
 * previews one itself (a back-office without a dry run: src/core/admin/referential-preview.ts).
 */
export interface ReferentialRules {
  type: ReferentialFileType;
  /** French name, in messages. */
  label: string;
  columns: readonly ColumnRules[];
  key: string;
  /** Rules across rows (a parent that exists, no cycle). */
  checkRows?(rows: readonly CheckedRow[], place: (row: CheckedRow, field: string) => Omit<ReferentialFault, 'message'>): ReferentialFault[];
}

/** Codes: letters, digits, dot, dash, underscore; what goes into files, URLs and other tables safely. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function codeCheck(value: string | number): string | null {
  return CODE_PATTERN.test(String(value)) ? null : `code « ${String(value).slice(0, 60)} » invalide : lettres, chiffres, « . », « - » et « _ » seulement.`;
}

export function keyColumn<C extends ColumnRules>(rules: { type: string; key: string; columns: readonly C[] }): C {
  const column = rules.columns.find((c) => c.name === rules.key);
  if (!column) throw new Error(`${rules.type}: no key column ${rules.key}`);
  return column;
}
