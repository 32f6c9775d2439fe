import { REFERENTIAL_MAX_ROWS, type ReferentialFormat } from '../domain/referential';
import type { ReferentialRules } from './rules';
import { fault, type FaultList } from './faults';
import type { RawTable, ReadContext } from './raw-table';
import { readJson } from './read-json';
import { readText } from './read-text';
import { readXlsx } from './read-xlsx';
import { readXml } from './read-xml';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The format of a file, told by its content (never by its name): a zip is an xlsx, `<` xml, `[` or `{` json, else text. */
export function detectFormat(bytes: Uint8Array): ReferentialFormat {
  if (ZIP.every((b, i) => bytes[i] === b)) return 'xlsx';
  const start = new TextDecoder('utf-8').decode(bytes.subarray(0, 64)).replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'xml';
  if (start.startsWith('[') || start.startsWith('{')) return 'json';
  return 'txt';
}

function utf8(bytes: Uint8Array, faults: FaultList): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    faults.add(fault({}, 'le fichier n’est pas un texte UTF-8.'));
    return null;
  }
}

/** The records of an import file, in the format its content says, if the referential takes that format. */
export async function readReferentialFile(rules: ReferentialRules, bytes: Uint8Array, faults: FaultList): Promise<{ format: ReferentialFormat; table: RawTable }> {
  const format = detectFormat(bytes);
  const empty: RawTable = { sheet: null, lineUnit: 'ligne', records: [] };
  const context: ReadContext = { columns: rules.columns, type: rules.type, faults, maxRows: REFERENTIAL_MAX_ROWS };
  if (bytes.length === 0) {
    faults.add(fault({}, 'le fichier est vide.'));
    return { format, table: empty };
  }
  const textual = rules.type === 'regex';
  if (textual !== (format === 'txt')) {
    const expected = textual ? 'un fichier texte (une ligne « libellé<TAB>motif » par motif)' : 'un fichier xlsx, json ou xml';
    faults.add(fault({}, `format non accepté pour ce référentiel (${format === 'txt' ? 'texte' : format} reçu) : ${expected} est attendu.`));
    return { format, table: empty };
  }
  if (format === 'xlsx') return { format, table: await readXlsx(bytes, context) };
  const text = utf8(bytes, faults);
  if (text === null) return { format, table: empty };
  if (format === 'xml') return { format, table: readXml(text, context) };
  if (format === 'json') return { format, table: readJson(text, context) };
  return { format, table: readText(text, context) };
}
