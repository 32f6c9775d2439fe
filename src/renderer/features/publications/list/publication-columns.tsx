import type { TFunction } from 'i18next';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { EDITION_TYPE_LABELS, type PublicationRow } from '@shared/domain/publication';
import { formatDateOnly } from '@shared/rules/date-only';
import type { Column } from '../../../components/list/DataTable';
import { formatDate, formatParis } from '../../../i18n/dates';
import { PublicationRowActions } from './PublicationRowActions';
import { PublicationStatusIcons } from './PublicationStatusIcons';

export const usePublicationCellStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  id: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  dateTime: { display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' },
});

export interface PublicationColumnsOptions {
  roles: readonly string[];
  onEdit(publication: PublicationRow): void;
}

/**
 * The publication list's columns (spec 2 §2.2): id (periodical_year_number, its title under it), edition
 * type, publication date (the start date), modification, status icons, actions; sortable by ID, START_DATE
 * and UPDATE (spec 2 §9).
 */
export function publicationColumns(t: TFunction, styles: ReturnType<typeof usePublicationCellStyles>, options: PublicationColumnsOptions): Column<PublicationRow>[] {
  return [
    {
      id: 'id',
      header: t('publications.list.columns.id'),
      sortAttr: 'ID',
      // Never squeezed to nothing by the fixed columns and the selection column: a narrow window scrolls instead.
      width: '160px',
      render: (p) => (
        <span className={styles.name}>
          <span className={styles.id}>{p.name}</span>
          {p.title && <Caption1 className={styles.muted}>{p.title}</Caption1>}
        </span>
      ),
    },
    { id: 'editionType', header: t('publications.list.columns.editionType'), width: '96px', priority: 2, render: (p) => EDITION_TYPE_LABELS[p.editionType] },
    {
      id: 'startDate',
      header: t('publications.list.columns.startDate'),
      sortAttr: 'START_DATE',
      width: '136px',
      priority: 3,
      render: (p) => <span className={styles.nowrap}>{formatDateOnly(p.startDate)}</span>,
    },
    {
      id: 'modificationDate',
      header: t('publications.list.columns.modificationDate'),
      sortAttr: 'UPDATE',
      width: '112px',
      priority: 1,
      render: (p) => (
        <span className={styles.dateTime}>
          <span>{formatDate(p.modificationDate)}</span>
          <Caption1 className={styles.muted}>{formatParis(p.modificationDate, 'HH:mm')}</Caption1>
        </span>
      ),
    },
    { id: 'status', header: t('publications.list.columns.status'), width: '200px', priority: 4, render: (p) => <PublicationStatusIcons publication={p} /> },
    {
      id: 'actions',
      header: t('list.actionsColumn'),
      hideHeader: true,
      width: '112px',
      render: (p) => <PublicationRowActions publication={p} roles={options.roles} onEdit={options.onEdit} />,
    },
  ];
}
