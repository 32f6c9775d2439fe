import { SaxesParser } from 'saxes';
import { fault, type FaultPlace } from './faults';
import { columnNamed, type RawRecord, type RawTable, type ReadContext } from './raw-table';

export const XML_ROOT = 'referentiel';
export const XML_ROW = 'ligne';

class Stop extends Error {}

/**
 * `<referentiel type="pdc"><ligne><code>…</code><libelle>…</libelle></ligne>…</referentiel>`, read with
 * saxes (no DOCTYPE, hence no entity; three levels at most; the row limit checked as rows come). Faults
 * give saxes's line and column.
 */
export function readXml(text: string, context: ReadContext): RawTable {
  const { faults, columns } = context;
  const table: RawTable = { sheet: null, lineUnit: 'ligne', records: [] };
  const parser = new SaxesParser({ position: true });
  // saxes's column counts the characters read on the line: + 1 is the column (from 1) of what follows.
  const columnNow = () => String(parser.column + 1);
  const here = (field?: string): FaultPlace => ({ line: parser.line, column: columnNow(), ...(field ? { field } : {}) });
  const refuse = (message: string, field?: string): never => {
    faults.add(fault(here(field), message));
    throw new Stop();
  };
  const stack: string[] = [];
  let record: RawRecord | null = null;
  let cell: { name: string; text: string; line: number; column: string } | null = null;

  parser.on('doctype', () => refuse('les déclarations DOCTYPE ne sont pas acceptées.'));
  parser.on('opentag', (tag) => {
    const depth = stack.length;
    stack.push(tag.name);
    if (depth === 0) {
      if (tag.name !== XML_ROOT) refuse(`l’élément racine doit être <${XML_ROOT}>, pas <${tag.name}>.`);
      const declared = typeof tag.attributes['type'] === 'string' ? tag.attributes['type'] : '';
      if (declared && declared !== context.type) refuse(`ce fichier est le référentiel « ${declared.slice(0, 40)} », pas « ${context.type} ».`);
    } else if (depth === 1) {
      if (tag.name !== XML_ROW) refuse(`élément <${tag.name}> inattendu : <${XML_ROW}> attendu.`);
      if (table.records.length >= context.maxRows) refuse(`plus de ${context.maxRows.toLocaleString('fr-FR')} lignes : découpez le fichier.`);
      record = { line: parser.line, cells: new Map() };
    } else if (depth === 2) {
      const column = columnNamed(columns, tag.name);
      if (!column) {
        faults.add(fault(here(), `élément <${tag.name.slice(0, 60)}> inconnu (attendus : ${columns.map((c) => c.name).join(', ')}).`));
        if (faults.full) throw new Stop();
      } else if (record?.cells.has(column.name)) {
        faults.add(fault(here(column.name), `<${column.name}> en double dans la même ligne.`));
      }
      cell = { name: column?.name ?? '', text: '', line: parser.line, column: columnNow() };
    } else {
      refuse(`élément <${tag.name}> inattendu : une valeur de colonne ne contient que du texte.`);
    }
  });
  const addText = (text: string) => {
    if (cell) cell.text += text;
    else if (text.trim() !== '') refuse('texte inattendu hors d’une valeur de colonne.');
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const depth = stack.length - 1;
    stack.pop();
    if (depth === 2 && cell && record) {
      if (cell.name && !record.cells.has(cell.name)) record.cells.set(cell.name, { value: cell.text, column: cell.column, line: cell.line });
      cell = null;
    } else if (depth === 1 && record) {
      table.records.push(record);
      record = null;
    }
  });

  try {
    parser.write(text).close();
  } catch (error) {
    // A file that stops making sense: its rows are not checked, the first fault is the one to fix.
    table.records = [];
    if (error instanceof Stop) return table;
    // saxes says "file:line:column: message": its position kept, its reason given as it says it.
    const detail = (error instanceof Error ? error.message : String(error)).replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    faults.add(fault(here(), `XML mal formé (${detail.slice(0, 160)}).`));
  }
  return table;
}
