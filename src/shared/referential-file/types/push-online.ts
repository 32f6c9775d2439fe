import { REFERENTIAL_LABELS } from '../../domain/referential';
import { codeCheck, type ReferentialRules } from '../rules';

/** Where articles pushed online are delivered: a code, a name, the address of the delivery service. */
export const pushOnlineRules: ReferentialRules = {
  type: 'push-online',
  label: REFERENTIAL_LABELS['push-online'],
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck },
    { name: 'libelle', kind: 'text', required: true, maxLength: 200 },
    { name: 'url', kind: 'url', required: true, maxLength: 500 },
  ],
};
