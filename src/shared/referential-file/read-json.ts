import { fault } from './faults';
import { columnNamed, type RawRecord, type RawTable, type ReadContext } from './raw-table';
import type { InvalidCell } from './read-xlsx';

/** Line and column of a character offset, for the parser's "at position N". */
function lineAndColumn(text: string, offset: number): { line: number; column: string } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: String((lines.at(-1)?.length ?? 0) + 1) };
}

function jsonValue(value: unknown): string | number | null | InvalidCell {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return { invalid: `un booléen (${String(value)})` };
  return { invalid: Array.isArray(value) ? 'une liste' : 'un objet' };
}

/** A json array of objects, one per record, their properties named after the columns. Faults name the element (1 = the first). */
export function readJson(text: string, context: ReadContext): RawTable {
  const { faults, columns } = context;
  const table: RawTable = { sheet: null, lineUnit: 'élément', records: [] };
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // Where the engine says it: "at position N" or "(line L column C)", depending on the Node version.
    const position = /position (\d+)/.exec(message);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    const at = lineColumn ? { line: Number(lineColumn[1]), column: lineColumn[2] ?? '1' } : position ? lineAndColumn(text, Number(position[1])) : null;
    faults.add(fault(at ? { line: at.line, column: at.column } : {}, 'JSON mal formé.'));
    return table;
  }
  if (!Array.isArray(data)) {
    faults.add(fault({}, 'un tableau JSON de lignes est attendu ([{…}, {…}]).'));
    return table;
  }
  if (data.length > context.maxRows) {
    faults.add(fault({}, `plus de ${context.maxRows.toLocaleString('fr-FR')} éléments : découpez le fichier.`));
    return table;
  }
  for (const [index, item] of data.entries()) {
    const line = index + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      faults.add(fault({ line, lineUnit: 'élément' }, 'un objet est attendu.'));
      continue;
    }
    const record: RawRecord = { line, cells: new Map() };
    for (const [property, value] of Object.entries(item as Record<string, unknown>)) {
      const column = columnNamed(columns, property);
      if (!column) faults.add(fault({ line, lineUnit: 'élément' }, `propriété « ${property.slice(0, 60)} » inconnue (attendues : ${columns.map((c) => c.name).join(', ')}).`));
      else record.cells.set(column.name, { value: jsonValue(value), column: null });
    }
    table.records.push(record);
    if (faults.full) break;
  }
  return table;
}
