import type { ReferentialImportResult } from '../../shared/domain/referential';
import { diffReferential } from '../../shared/rules/referential-diff';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { readImportFile } from '../../shared/referential-file/read-rows';
import { keyColumn } from '../../shared/referential-file/rules';
import type { ReferentialDefinition } from './definition';
import { ReferentialRefusal } from './refusal';
import { baselineOf, loadRows, writeRows } from './store';

export interface ImportFile {
  name: string;
  bytes: Buffer;
}

/** The file read and checked whole, or refused with its first faults. */
async function readChecked(definition: ReferentialDefinition, file: ImportFile) {
  const { format, rows, faults } = await readImportFile(definition, file.bytes);
  if (!faults.empty) throw new ReferentialRefusal(file.name, definition.label, faults.sorted, faults.total);
  return { format, rows };
}

/** The diff against the referential as kept in `db`, refused when a removal is refused. */
async function diffWith(db: Queryable, definition: ReferentialDefinition, file: ImportFile, format: ReferentialImportResult['format'], rows: ReferentialImportResult['added']) {
  const current = await loadRows(db, definition);
  const diff = diffReferential(current, rows, definition.key, definition.columns.map((c) => c.name));
  const removedKeys = diff.removed.map((row) => String(row[definition.key]));
  const refusals = (await definition.checkRemoval?.(db, removedKeys)) ?? [];
  if (refusals.length > 0) throw new ReferentialRefusal(file.name, definition.label, refusals);
  const result: ReferentialImportResult = {
    type: definition.type,
    fileName: file.name,
    format,
    columns: definition.columns.map(({ name, kind, required }) => ({ name, kind, required })),
    key: keyColumn(definition).name,
    applied: false,
    baseline: baselineOf(current),
    ...diff,
  };
  return { result, removedKeys };
}

/** What importing the file would do, nothing written (POST …?dryRun=true). */
export async function previewImport(db: Db, definition: ReferentialDefinition, file: ImportFile): Promise<ReferentialImportResult> {
  const { format, rows } = await readChecked(definition, file);
  return (await diffWith(db, definition, file, format, rows)).result;
}

/**
 * The import, whole or not at all: the file read and checked again (what was previewed is not trusted),
 * then in one transaction the referential compared with the preview's baseline (409 if someone changed
 * it since), diffed and rewritten.
 */
export async function applyImport(db: Db, definition: ReferentialDefinition, file: ImportFile, baseline: string | undefined): Promise<ReferentialImportResult> {
  const { format, rows } = await readChecked(definition, file);
  return db.transaction(async (tx) => {
    // One import of a referential at a time (a real PostgreSQL serves several connections).
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`referential:${definition.type}`]);
    const { result, removedKeys } = await diffWith(tx, definition, file, format, rows);
    if (baseline !== undefined && baseline !== result.baseline) {
      throw new HttpError(409, `Le référentiel « ${definition.label} » a changé depuis l’aperçu : relancez l’aperçu avant de confirmer.`);
    }
    await writeRows(tx, definition, rows, removedKeys);
    return { ...result, applied: true };
  });
}
