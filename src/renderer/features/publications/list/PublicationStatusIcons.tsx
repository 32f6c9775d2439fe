import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowSyncCircle20Regular,
  CalendarClock20Regular,
  DocumentCheckmark20Regular,
  DocumentError20Regular,
} from '@fluentui/react-icons';
import type { PublicationRow, PublicationStatus } from '@shared/domain/publication';
import { isProcessInProgress } from '@shared/rules/publication-workflow';
import { OnlineIcon, StatusIcon, StatusIcons, useStatusIconStyles } from '../../../components/list/StatusIcons';
import { formatDateTime } from '../../../i18n/dates';


const STATUS_COLORS: Record<PublicationStatus, 'informative' | 'warning' | 'success'> = {
  IN_PROGRESS: 'informative',
  PUBLISHING: 'warning',
  PUBLISHED: 'success',
};

/**
 * The status column (spec 2 §4 Publication): the status, then a process in progress (placard or printer PDF),
 * an out-of-date one with another icon, the BAT given, a scheduled closing with who scheduled it, and the
 * online date, green, or orange when the publication was modified after it went online.
 */
export function PublicationStatusIcons({ publication: p }: { publication: PublicationRow }) {
  const { t } = useTranslation();
  const styles = useStatusIconStyles();
  const icons: ReactElement[] = [];
  if (isProcessInProgress(p.lastRequestPlacardProcessStatus))
    icons.push(<StatusIcon key="placard" label={t('publications.list.icons.placardInProgress')} icon={<ArrowSyncCircle20Regular />} className={styles.progress} />);
  if (isProcessInProgress(p.lastPrinterPdfProcessStatus))
    icons.push(<StatusIcon key="pdf" label={t('publications.list.icons.printerPdfInProgress')} icon={<ArrowSyncCircle20Regular />} className={styles.progress} />);
  if (p.lastRequestPlacardProcessStatus === 'OUT_OF_DATE')
    icons.push(<StatusIcon key="placard-old" label={t('publications.list.icons.placardOutOfDate')} icon={<DocumentError20Regular />} className={styles.bad} />);
  if (p.lastPrinterPdfProcessStatus === 'OUT_OF_DATE')
    icons.push(<StatusIcon key="pdf-old" label={t('publications.list.icons.printerPdfOutOfDate')} icon={<DocumentError20Regular />} className={styles.bad} />);
  if (p.validationDate)
    icons.push(<StatusIcon key="bat" label={t('publications.list.icons.validated', { date: formatDateTime(p.validationDate) })} icon={<DocumentCheckmark20Regular />} />);
  if (p.scheduledDate) {
    const date = formatDateTime(p.scheduledDate);
    const label = p.username ? t('publications.list.icons.scheduled', { date, user: p.username }) : t('publications.list.icons.scheduledNoUser', { date });
    icons.push(<StatusIcon key="scheduled" label={label} icon={<CalendarClock20Regular />} />);
  }
  if (p.publicationOnlineDate)
    icons.push(
      <OnlineIcon
        key="online"
        onlineDate={p.publicationOnlineDate}
        modificationDate={p.modificationDate}
        label={(date, modified) => (modified ? t('publications.list.icons.onlineModified', { date, modified }) : t('publications.list.icons.online', { date }))}
      />,
    );
  return (
    <StatusIcons status={t(`publications.list.status.${p.status}`)} color={STATUS_COLORS[p.status]}>
      {icons}
    </StatusIcons>
  );
}
