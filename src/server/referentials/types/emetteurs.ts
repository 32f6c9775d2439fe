import { REFERENTIAL_LABELS } from '../../../shared/domain/referential';
import { codeCheck, type ReferentialDefinition } from '../definition';

/** Issuers of legal texts: courts, ministries, authorities. */
export const emetteurs: ReferentialDefinition = {
  type: 'emetteurs',
  label: REFERENTIAL_LABELS.emetteurs,
  table: 'referential_issuer',
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck, dbColumn: 'code' },
    { name: 'libelle', kind: 'text', required: true, maxLength: 200, dbColumn: 'label' },
  ],
};
