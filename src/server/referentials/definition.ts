import type { ReferentialFault } from '../../shared/referential-file/faults';
import type { ColumnRules, ReferentialRules } from '../../shared/referential-file/rules';
import type { Queryable } from '../db/db';

/** A column of a referential, with the database column it is kept in. */
export interface ColumnSpec extends ColumnRules {
  dbColumn: string;
}

/**
 * One referential as the server keeps it: the rules of its files (shared with core's own preview), where its
 * rows are kept, and what the database refuses of an import. The import, diff and export engine is the same
 * for all.
 */
export interface ReferentialDefinition extends ReferentialRules {
  columns: readonly ColumnSpec[];
  /** The table and its order column. `uniquePosition`: position is UNIQUE (ad_size), renumbered with care. */
  table: string;
  uniquePosition?: boolean;
  /**
   * The part of a shared table the referential is (the layout tool's Ouvrages: document_unit rows of source
   * OUVRAGE): read, replaced and removed within it, its column set on every row written. Such a table has no
   * position column: its rows are in key order.
   */
  scope?: { column: string; value: string };
  /** Refusals of removing rows still in use elsewhere (ad sizes used by ads). */
  checkRemoval?(db: Queryable, keys: readonly string[]): Promise<ReferentialFault[]>;
}

/** A referential's file rules kept in `table`, each column in the database column `dbColumns` names. */
export function keptIn(rules: ReferentialRules, table: string, dbColumns: Readonly<Record<string, string>>): ReferentialDefinition {
  const columns = rules.columns.map((column) => {
    const dbColumn = dbColumns[column.name];
    if (!dbColumn) throw new Error(`${rules.type}: no database column for ${column.name}`);
    return { ...column, dbColumn };
  });
  return { ...rules, columns, table };
}
