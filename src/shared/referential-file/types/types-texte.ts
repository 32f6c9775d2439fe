import { REFERENTIAL_LABELS } from '../../domain/referential';
import { codeCheck, type ReferentialRules } from '../rules';

/** Types of legal texts (loi, décret, arrêt...). */
export const typesTexteRules: ReferentialRules = {
  type: 'types-texte',
  label: REFERENTIAL_LABELS['types-texte'],
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck },
    { name: 'libelle', kind: 'text', required: true, maxLength: 200 },
  ],
};
