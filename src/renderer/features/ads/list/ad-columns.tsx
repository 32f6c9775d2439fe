import type { TFunction } from 'i18next';
import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { AdvertisementRow } from '@shared/domain/advertisement';
import type { Column } from '../../../components/list/DataTable';
import { RouterLink } from '../../../components/RouterLink';
import { paths } from '../../../app/paths';
import { formatDate, formatParis } from '../../../i18n/dates';
import { THUMBNAIL_CELL_WIDTH } from '../../../components/list/thumbnail';
import { AdRowActions } from '../shared/AdRowActions';
import { AdSizeText } from '../shared/AdSizeText';
import { AdStateBadge } from '../shared/AdStateBadge';
import { deadlineText } from '../shared/ad-display';
import type { AdCommands } from '../shared/useAdActions';
import { AdThumbnail } from './AdThumbnail';

export const useAdCellStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  nameLink: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'break-word' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  dateTime: { display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' },
  thumbnail: { display: 'flex', alignItems: 'center', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
});

/**
 * The ad list's columns (spec 1 §2): thumbnail, id, name, size with its millimetres, deadline, modification,
 * state, actions; sortable by ID, NAME, DEADLINE and UPDATE. Every column but the name has the width of its
 * content (the cells' padding comes on top): the name takes what is left.
 */
export function adColumns(t: TFunction, styles: ReturnType<typeof useAdCellStyles>, canManage: boolean, actions: AdCommands): Column<AdvertisementRow>[] {
  return [
    {
      id: 'thumbnail',
      header: t('ads.list.columns.thumbnail'),
      hideHeader: true,
      width: `${THUMBNAIL_CELL_WIDTH}px`,
      priority: 5,
      render: (ad) => (
        <span className={styles.thumbnail}>
          <AdThumbnail ad={ad} />
        </span>
      ),
    },
    { id: 'id', header: t('ads.list.columns.id'), sortAttr: 'ID', width: '40px', render: (ad) => ad.id },
    {
      id: 'name',
      header: t('ads.list.columns.name'),
      sortAttr: 'NAME',
      render: (ad) => (
        <span className={styles.name}>
          <RouterLink to={paths.view('ad', ad.id)} className={styles.nameLink}>
            {ad.name}
          </RouterLink>
          {ad.priority && (
            <Badge appearance="outline" color="brand" size="small">
              {t('ads.priority.PRIORITY')}
            </Badge>
          )}
        </span>
      ),
    },
    { id: 'size', header: t('ads.list.columns.size'), width: '140px', priority: 3, render: (ad) => <AdSizeText ad={ad} split /> },
    {
      id: 'deadline',
      header: t('ads.list.columns.deadline'),
      sortAttr: 'DEADLINE',
      width: '112px',
      priority: 4,
      render: (ad) => <span className={ad.deadline ? styles.nowrap : styles.muted}>{deadlineText(ad.deadline, t)}</span>,
    },
    {
      id: 'modificationDate',
      header: t('ads.list.columns.modificationDate'),
      sortAttr: 'UPDATE',
      width: '112px',
      priority: 1,
      // The day, then the time under it: the column stays narrow and the name keeps its room.
      render: (ad) => (
        <span className={styles.dateTime}>
          <span>{formatDate(ad.modificationDate)}</span>
          <Caption1 className={styles.muted}>{formatParis(ad.modificationDate, 'HH:mm')}</Caption1>
        </span>
      ),
    },
    { id: 'state', header: t('ads.list.columns.state'), width: '100px', priority: 2, render: (ad) => <AdStateBadge ad={ad} /> },
    {
      id: 'actions',
      header: t('list.actionsColumn'),
      hideHeader: true,
      width: canManage ? '128px' : '56px',
      render: (ad) => <AdRowActions ad={ad} canManage={canManage} actions={actions} />,
    },
  ];
}
