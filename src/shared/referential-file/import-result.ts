import type { ReferentialFormat, ReferentialImportResult, ReferentialRow } from '../domain/referential';
import { diffReferential } from '../rules/referential-diff';
import type { ReferentialRules } from './rules';

/**
 * What importing a file's rows over the referential does, as the page shows it (all but the baseline, whose
 * fingerprint is the previewer's): by the server's dry run and by core's own preview alike. Not yet applied.
 */
export function importResult(
  rules: ReferentialRules,
  file: { name: string; format: ReferentialFormat; rows: readonly ReferentialRow[] },
  current: readonly ReferentialRow[],
): Omit<ReferentialImportResult, 'baseline'> {
  return {
    type: rules.type,
    fileName: file.name,
    format: file.format,
    columns: rules.columns.map(({ name, kind, required }) => ({ name, kind, required })),
    key: rules.key,
    applied: false,
    ...diffReferential(current, file.rows, rules.key, rules.columns.map((c) => c.name)),
  };
}

/** The refusal of an import confirmed after the referential changed (409). */
export function staleMessage(label: string): string {
  return `Le référentiel « ${label} » a changé depuis l’aperçu : relancez l’aperçu avant de confirmer.`;
}
