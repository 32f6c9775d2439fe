import { createHash } from 'node:crypto';
import { referentialFormats, referentialPath, type ReferentialImportResult, type ReferentialPreview, type ReferentialRow, type ReferentialType } from '../../shared/domain/referential';
import { BridgeError } from '../../shared/errors';
import { describeFault, refusalMessage } from '../../shared/referential-file/faults';
import { readImportFile, readKeptReferential } from '../../shared/referential-file/read-rows';
import { importResult, staleMessage } from '../../shared/referential-file/import-result';
import { REFERENTIAL_RULES } from '../../shared/referential-file/registry';
import type { RestClient } from '../http/rest-client';
import { toMultipart } from '../uploads/payloads';
import type { Upload } from '../uploads/read-upload';

/**
 * The preview of an import when the back-office has no dry run (issue 32): POST /api/admin/referential/{type}
 * is then the import itself, so core reads the file by the server's own rules (src/shared/referential-file),
 * reads the referential by the spec's GET, and compares them. Nothing is sent but reads until « Confirmer ».
 */

type Rest = Pick<RestClient, 'request'>;

/** Core's fingerprint of a referential as read: the same rows, the same fingerprint. */
function fingerprint(rows: readonly ReferentialRow[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 32);
}

/** The referential as the back-office exports it (spec 2 §7: json where offered, regex its text file), read again every time. */
async function keptRows(rest: Rest, type: ReferentialType): Promise<ReferentialRow[]> {
  const rules = REFERENTIAL_RULES[type];
  const query = referentialFormats(type).includes('json') ? { format: 'json' } : {};
  const answer = await rest.request<unknown>('GET', referentialPath(type), { query, cache: false });
  // The REST client hands json parsed and text as text: the export is read as the file it is.
  const text = typeof answer === 'string' ? answer : answer === undefined ? '' : JSON.stringify(answer);
  const { rows, faults } = await readKeptReferential(rules, new TextEncoder().encode(text));
  const [first] = faults.sorted;
  if (first) {
    // Said as a refusal is (its first line, then its fault): the page shows both alike.
    throw new BridgeError(
      'HTTP',
      `Aperçu impossible : le référentiel « ${rules.label} » exporté par le serveur n’a pas pu être lu, et sans lui ce poste ne peut pas dire ce que l’import changerait ; rien n’a été importé.\n– ${describeFault(first)}`,
    );
  }
  return rows;
}

/** What importing `upload` would do, computed here; a faulty file is refused as the server refuses it. */
export async function previewOnClient(rest: Rest, type: ReferentialType, upload: Upload): Promise<ReferentialPreview> {
  const rules = REFERENTIAL_RULES[type];
  const file = await readImportFile(rules, upload.bytes);
  if (!file.faults.empty) throw new BridgeError('UPLOAD_REJECTED', refusalMessage(upload.name, rules.label, file.faults.sorted, file.faults.total), undefined, 'file-unreadable');
  const kept = await keptRows(rest, type);
  return { ...importResult(rules, { name: upload.name, format: file.format, rows: file.rows }, kept), baseline: fingerprint(kept), previewedBy: 'client' };
}

/**
 * The import of a preview computed here: the file and the referential read again, refused as the dry run's
 * baseline is (409) when the referential changed since the preview; then the file sent as the spec gives it,
 * with no query. The spec gives the answer no shape: the result is the comparison made here just before.
 */
export async function importPreviewedOnClient(rest: Rest, type: ReferentialType, upload: Upload, baseline: string): Promise<ReferentialImportResult> {
  const { previewedBy: _, ...now } = await previewOnClient(rest, type, upload);
  if (now.baseline !== baseline) {
    // Core's finding from the back-office's own answer (its referential, read again), told as the server tells it.
    throw new BridgeError('HTTP', staleMessage(REFERENTIAL_RULES[type].label), 409);
  }
  await rest.request<unknown>('POST', referentialPath(type), { body: toMultipart(upload) });
  return { ...now, applied: true };
}
