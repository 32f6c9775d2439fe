import type { ReferentialFormat, ReferentialRow } from '../domain/referential';
import { checkRows } from './check-rows';
import { FaultList } from './faults';
import { readReferentialFile } from './read-file';
import type { ReferentialRules } from './rules';

export interface ReadRows {
  format: ReferentialFormat;
  /** Meaningful only when `faults` is empty. */
  rows: ReferentialRow[];
  faults: FaultList;
}

/** An import file read in the format its content says and checked whole by the referential's rules. */
export async function readImportFile(rules: ReferentialRules, bytes: Uint8Array): Promise<ReadRows> {
  const faults = new FaultList();
  const { format, table } = await readReferentialFile(rules, bytes, faults);
  const rows = checkRows(rules, table, faults).map((r) => r.row);
  return { format, rows, faults };
}

/**
 * The referential as a back-office exports it, read as a file of its own format: read, not judged. Its cells
 * need only be numbers where numbers are kept, its keys given and unique; the import's own limits (lengths, bounds,
 * codes, parents) are the file's business, and a back-office may keep rows an import would now refuse.
 */
export function readKeptReferential(rules: ReferentialRules, bytes: Uint8Array): Promise<ReadRows> {
  const columns = rules.columns.map(({ name, kind }) => ({ name, kind: kind === 'number' ? kind : ('text' as const), required: name === rules.key }));
  return readImportFile({ type: rules.type, label: rules.label, key: rules.key, columns }, bytes);
}
