import type { FaultList } from './faults';
import type { ColumnRules } from './rules';

/** A cell as a format gave it, not yet checked. */
export interface RawCell {
  value: unknown;
  /** Its column: xlsx letter, xml or text column number. */
  column: string | null;
  /** Its own line when it differs from the record's (an xml element on a line of its own). */
  line?: number;
}

/** A record of the file, its cells by the referential's column name. */
export interface RawRecord {
  line: number;
  cells: Map<string, RawCell>;
}

export interface RawTable {
  sheet: string | null;
  lineUnit: 'ligne' | 'élément';
  records: RawRecord[];
}

/** What every reader takes: the columns, where to put faults, the row limit. */
export interface ReadContext {
  columns: readonly ColumnRules[];
  /** The name of the referential's xlsx sheet and xml root type. */
  type: string;
  faults: FaultList;
  maxRows: number;
}

/** Names as people type them: "Libellé", " LIBELLE " and "libelle" are one column. */
export function normaliseName(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** The column a header or property names, if any. */
export function columnNamed(columns: readonly ColumnRules[], name: string): ColumnRules | undefined {
  const wanted = normaliseName(name);
  return columns.find((c) => c.name === wanted);
}
