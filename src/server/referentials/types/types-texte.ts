import { REFERENTIAL_LABELS } from '../../../shared/domain/referential';
import { codeCheck, type ReferentialDefinition } from '../definition';

/** Types of legal texts (loi, décret, arrêt...). */
export const typesTexte: ReferentialDefinition = {
  type: 'types-texte',
  label: REFERENTIAL_LABELS['types-texte'],
  table: 'referential_text_type',
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck, dbColumn: 'code' },
    { name: 'libelle', kind: 'text', required: true, maxLength: 200, dbColumn: 'label' },
  ],
};
