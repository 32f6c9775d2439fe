import { fault } from './faults';
import type { RawTable, ReadContext } from './raw-table';

/**
 * The patterns file: one `libellé<TAB>motif` per line; blank lines and lines starting with `#` are
 * comments. The columns are the first two of the referential.
 */
export function readText(text: string, context: ReadContext): RawTable {
  const { faults, columns } = context;
  const [labelColumn, patternColumn] = columns;
  const table: RawTable = { sheet: null, lineUnit: 'ligne', records: [] };
  if (!labelColumn || !patternColumn) return table;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, content] of lines.entries()) {
    const line = index + 1;
    if (content.trim() === '' || content.trimStart().startsWith('#')) continue;
    if (table.records.length >= context.maxRows) {
      faults.add(fault({ line }, `plus de ${context.maxRows.toLocaleString('fr-FR')} motifs : découpez le fichier.`));
      break;
    }
    const tab = content.indexOf('\t');
    if (tab < 0) {
      faults.add(fault({ line }, 'une tabulation est attendue entre le libellé et le motif.'));
      if (faults.full) break;
      continue;
    }
    table.records.push({
      line,
      cells: new Map([
        [labelColumn.name, { value: content.slice(0, tab), column: '1' }],
        [patternColumn.name, { value: content.slice(tab + 1), column: String(tab + 2) }],
      ]),
    });
  }
  return table;
}
