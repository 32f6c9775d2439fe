import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowSyncCircle20Regular,
  CalendarClock20Regular,
  DocumentCheckmark20Regular,
  DocumentError20Regular,
  Globe20Filled,
} from '@fluentui/react-icons';
import type { PublicationRow, PublicationStatus } from '@shared/domain/publication';
import { isProcessInProgress } from '@shared/rules/publication-workflow';
import { formatDate, formatDateTime } from '../../../i18n/dates';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  icon: { display: 'inline-flex', color: tokens.colorNeutralForeground2 },
  progress: { color: tokens.colorBrandForeground1 },
  outOfDate: { color: tokens.colorPaletteRedForeground1 },
  online: { color: tokens.colorPaletteGreenForeground1 },
  onlineModified: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

const STATUS_COLORS: Record<PublicationStatus, 'informative' | 'warning' | 'success'> = {
  IN_PROGRESS: 'informative',
  PUBLISHING: 'warning',
  PUBLISHED: 'success',
};

/** One icon with its French label, said by screen readers (role img) and shown on hover or focus. */
function StatusIcon({ label, icon, className }: { label: string; icon: ReactElement; className?: string }) {
  const styles = useStyles();
  return (
    <Tooltip content={label} relationship="inaccessible" withArrow>
      <span role="img" aria-label={label} tabIndex={0} className={mergeClasses(styles.icon, className)}>
        {icon}
      </span>
    </Tooltip>
  );
}

/**
 * The status column (spec 2 §4 Publication): the status, then a process in progress (placard or printer PDF),
 * an out-of-date one with another icon, the BAT given, a scheduled closing with who scheduled it, and the
 * online date, green, or orange when the publication was modified after it went online.
 */
export function PublicationStatusIcons({ publication: p }: { publication: PublicationRow }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const icons: ReactElement[] = [];
  if (isProcessInProgress(p.lastRequestPlacardProcessStatus))
    icons.push(<StatusIcon key="placard" label={t('publications.list.icons.placardInProgress')} icon={<ArrowSyncCircle20Regular />} className={styles.progress} />);
  if (isProcessInProgress(p.lastPrinterPdfProcessStatus))
    icons.push(<StatusIcon key="pdf" label={t('publications.list.icons.printerPdfInProgress')} icon={<ArrowSyncCircle20Regular />} className={styles.progress} />);
  if (p.lastRequestPlacardProcessStatus === 'OUT_OF_DATE')
    icons.push(<StatusIcon key="placard-old" label={t('publications.list.icons.placardOutOfDate')} icon={<DocumentError20Regular />} className={styles.outOfDate} />);
  if (p.lastPrinterPdfProcessStatus === 'OUT_OF_DATE')
    icons.push(<StatusIcon key="pdf-old" label={t('publications.list.icons.printerPdfOutOfDate')} icon={<DocumentError20Regular />} className={styles.outOfDate} />);
  if (p.validationDate)
    icons.push(<StatusIcon key="bat" label={t('publications.list.icons.validated', { date: formatDateTime(p.validationDate) })} icon={<DocumentCheckmark20Regular />} />);
  if (p.scheduledDate) {
    const date = formatDateTime(p.scheduledDate);
    const label = p.username ? t('publications.list.icons.scheduled', { date, user: p.username }) : t('publications.list.icons.scheduledNoUser', { date });
    icons.push(<StatusIcon key="scheduled" label={label} icon={<CalendarClock20Regular />} />);
  }
  if (p.publicationOnlineDate) {
    const modified = Date.parse(p.modificationDate) > Date.parse(p.publicationOnlineDate);
    const date = formatDate(p.publicationOnlineDate);
    const label = modified
      ? t('publications.list.icons.onlineModified', { date, modified: formatDate(p.modificationDate) })
      : t('publications.list.icons.online', { date });
    icons.push(<StatusIcon key="online" label={label} icon={<Globe20Filled />} className={modified ? styles.onlineModified : styles.online} />);
  }
  return (
    <span className={styles.root}>
      <Badge appearance="tint" size="small" color={STATUS_COLORS[p.status]}>
        {t(`publications.list.status.${p.status}`)}
      </Badge>
      {icons}
    </span>
  );
}
