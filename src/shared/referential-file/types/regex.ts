import { REFERENTIAL_LABELS } from '../../domain/referential';
import type { ReferentialRules } from '../rules';

/** Length of a pattern: enough for any reference, short enough to stay readable. */
export const PATTERN_MAX_LENGTH = 500;

function compiles(value: string | number): string | null {
  try {
    // Compiled only, never run here: these are kept, never matched against anything on import.
    new RegExp(String(value), 'u');
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error);
    return `expression régulière invalide (${detail.slice(0, 120)}).`;
  }
}

/** The reference-link patterns file: a label and a regular expression per line. */
export const regexRules: ReferentialRules = {
  type: 'regex',
  label: REFERENTIAL_LABELS.regex,
  key: 'libelle',
  columns: [
    { name: 'libelle', kind: 'text', required: true, maxLength: 120 },
    { name: 'motif', kind: 'text', required: true, maxLength: PATTERN_MAX_LENGTH, check: compiles },
  ],
};
