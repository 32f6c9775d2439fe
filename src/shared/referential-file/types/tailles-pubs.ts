import { REFERENTIAL_LABELS } from '../../domain/referential';
import { codeCheck, type ReferentialRules } from '../rules';

/** Millimetres to a tenth, as the reference server keeps them (numeric(6, 1)). */
function tenths(value: string | number): string | null {
  const n = Number(value);
  return Math.abs(n * 10 - Math.round(n * 10)) < 1e-9 ? null : `${n} : une décimale au plus (millimètres au dixième).`;
}

/** Ad sizes: the sizes advertisements are given. */
export const taillesPubsRules: ReferentialRules = {
  type: 'tailles-pubs',
  label: REFERENTIAL_LABELS['tailles-pubs'],
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck },
    { name: 'libelle', kind: 'text', required: true, maxLength: 120 },
    { name: 'largeur_mm', kind: 'number', required: true, min: 1, max: 2000, check: tenths },
    { name: 'hauteur_mm', kind: 'number', required: true, min: 1, max: 2000, check: tenths },
  ],
};
