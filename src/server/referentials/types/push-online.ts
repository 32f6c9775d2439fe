import { REFERENTIAL_LABELS } from '../../../shared/domain/referential';
import { codeCheck, type ReferentialDefinition } from '../definition';

/** Where articles pushed online are delivered: a code, a name, the address of the delivery service. */
export const pushOnline: ReferentialDefinition = {
  type: 'push-online',
  label: REFERENTIAL_LABELS['push-online'],
  table: 'referential_push_target',
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck, dbColumn: 'code' },
    { name: 'libelle', kind: 'text', required: true, maxLength: 200, dbColumn: 'label' },
    { name: 'url', kind: 'url', required: true, maxLength: 500, dbColumn: 'url' },
  ],
};
