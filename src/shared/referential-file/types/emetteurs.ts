import { REFERENTIAL_LABELS } from '../../domain/referential';
import { codeCheck, type ReferentialRules } from '../rules';

/** Issuers of legal texts: courts, ministries, authorities. */
export const emetteursRules: ReferentialRules = {
  type: 'emetteurs',
  label: REFERENTIAL_LABELS.emetteurs,
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck },
    { name: 'libelle', kind: 'text', required: true, maxLength: 200 },
  ],
};
