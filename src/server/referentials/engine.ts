import type { ReferentialFormat, ReferentialImportResult, ReferentialRow } from '../../shared/domain/referential';
import { importResult, staleMessage } from '../../shared/referential-file/import-result';
import { readImportFile } from '../../shared/referential-file/read-rows';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import type { ReferentialDefinition } from './definition';
import { ReferentialRefusal } from './refusal';
import { baselineOf, loadRows, writeRows } from './store';

export interface ImportFile {
  name: string;
  bytes: Buffer;
}

interface CheckedFile {
  format: ReferentialFormat;
  rows: ReferentialRow[];
}

/** The file read and checked whole, or refused with its first faults. */
async function readChecked(definition: ReferentialDefinition, file: ImportFile): Promise<CheckedFile> {
  const { format, rows, faults } = await readImportFile(definition, file.bytes);
  if (!faults.empty) throw new ReferentialRefusal(file.name, definition.label, faults.sorted, faults.total);
  return { format, rows };
}

/** The diff against the referential as kept in `db`, refused when a removal is refused. */
async function diffWith(db: Queryable, definition: ReferentialDefinition, file: ImportFile, checked: CheckedFile) {
  const current = await loadRows(db, definition);
  const result: ReferentialImportResult = { ...importResult(definition, { name: file.name, ...checked }, current), baseline: baselineOf(current) };
  const removedKeys = result.removed.map((row) => String(row[definition.key]));
  const refusals = (await definition.checkRemoval?.(db, removedKeys)) ?? [];
  if (refusals.length > 0) throw new ReferentialRefusal(file.name, definition.label, refusals);
  return { result, removedKeys };
}

/** What importing the file would do, nothing written (POST …?dryRun=true). */
export async function previewImport(db: Db, definition: ReferentialDefinition, file: ImportFile): Promise<ReferentialImportResult> {
  return (await diffWith(db, definition, file, await readChecked(definition, file))).result;
}

/**
 * The import, whole or not at all: the file read and checked again (what was previewed is not trusted),
 * then in one transaction the referential compared with the preview's baseline (409 if someone changed
 * it since), diffed and rewritten.
 */
export async function applyImport(db: Db, definition: ReferentialDefinition, file: ImportFile, baseline: string | undefined): Promise<ReferentialImportResult> {
  const checked = await readChecked(definition, file);
  return db.transaction(async (tx) => {
    // One import of a referential at a time (a real PostgreSQL serves several connections).
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`referential:${definition.type}`]);
    const { result, removedKeys } = await diffWith(tx, definition, file, checked);
    if (baseline !== undefined && baseline !== result.baseline) {
      throw new HttpError(409, staleMessage(definition.label));
    }
    await writeRows(tx, definition, checked.rows, removedKeys);
    return { ...result, applied: true };
  });
}
