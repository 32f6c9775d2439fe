import { createHash } from 'node:crypto';
import type { ReferentialRow, ReferentialValue } from '../../shared/domain/referential';
import type { Queryable } from '../db/db';
import { keyColumn } from '../../shared/referential-file/rules';
import type { ReferentialDefinition } from './definition';

/** Table and column names come from the definitions (constants), never from a request. */
function sqlType(kind: 'text' | 'number' | 'url'): string {
  return kind === 'number' ? 'numeric' : 'text';
}

/** The referential as kept, in its order. */
export async function loadRows(db: Queryable, definition: ReferentialDefinition): Promise<ReferentialRow[]> {
  const select = definition.columns.map((c) => `${c.dbColumn} AS "${c.name}"`).join(', ');
  const key = keyColumn(definition).dbColumn;
  const { scope } = definition;
  const rows = await db.query<Record<string, unknown>>(
    scope ? `SELECT ${select} FROM ${definition.table} WHERE ${scope.column} = $1 ORDER BY ${key}` : `SELECT ${select} FROM ${definition.table} ORDER BY position, ${key}`,
    scope ? [scope.value] : [],
  );
  return rows.map((raw) => {
    const row: Record<string, ReferentialValue> = {};
    for (const column of definition.columns) {
      const value = raw[column.name];
      // numeric arrives as text from both drivers.
      row[column.name] = value === null || value === undefined ? null : column.kind === 'number' ? Number(value) : String(value);
    }
    return row;
  });
}

/** What a preview was made against: the same fingerprint at confirmation means nothing changed in between. */
export function baselineOf(rows: readonly ReferentialRow[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 32);
}

/**
 * Makes the table (or its scope) hold exactly `rows`, in their order: rows no longer there deleted, the
 * others inserted or updated by key, positions renumbered from 1 (a scoped table: its scope column set, a
 * row of another scope never touched). To run inside the import's transaction.
 */
export async function writeRows(tx: Queryable, definition: ReferentialDefinition, rows: readonly ReferentialRow[], removedKeys: readonly string[]): Promise<void> {
  const { table, scope } = definition;
  const key = keyColumn(definition).dbColumn;
  if (removedKeys.length > 0) {
    await tx.query(`DELETE FROM ${table} WHERE ${key} = ANY ($1::text[])${scope ? ` AND ${scope.column} = $2` : ''}`, scope ? [removedKeys, scope.value] : [removedKeys]);
  }
  // UNIQUE positions are moved out of the way first: the new order may swap two rows.
  if (definition.uniquePosition) await tx.query(`UPDATE ${table} SET position = -position - 1`);
  if (rows.length === 0) return;
  // The column besides the definition's: the row's position, or the scope's constant.
  const extra = scope ? { column: scope.column, type: 'text', value: (): ReferentialValue => scope.value } : { column: 'position', type: 'integer', value: (index: number): ReferentialValue => index + 1 };
  const columns = [...definition.columns.map((c) => c.dbColumn), extra.column];
  const record = [...definition.columns.map((c) => `${c.dbColumn} ${sqlType(c.kind)}`), `${extra.column} ${extra.type}`].join(', ');
  const updates = columns
    .filter((c) => c !== key)
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ');
  const payload = rows.map((row, index) => {
    const out: Record<string, ReferentialValue> = { [extra.column]: extra.value(index) };
    for (const column of definition.columns) out[column.dbColumn] = row[column.name] ?? null;
    return out;
  });
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${record})
     ON CONFLICT (${key}) DO UPDATE SET ${updates}${scope ? ` WHERE ${table}.${scope.column} = EXCLUDED.${scope.column}` : ''}`,
    [JSON.stringify(payload)],
  );
}
