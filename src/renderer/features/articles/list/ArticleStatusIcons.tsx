import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowSyncCircle20Regular,
  CalendarClock20Regular,
  DocumentError20Regular,
  DocumentPdf20Regular,
  ErrorCircle20Regular,
  Important20Regular,
  LockClosed20Regular,
  Star20Filled,
  Warning20Regular,
} from '@fluentui/react-icons';
import type { ArticleRow } from '@shared/domain/article';
import type { ArticleStatus } from '@shared/domain/publication';
import { isFixed } from '@shared/rules/article-workflow';
import { isProcessInProgress } from '@shared/rules/publication-workflow';
import { OnlineIcon, StatusIcon, StatusIcons, useStatusIconStyles } from '../../../components/list/StatusIcons';
import { formatDateTime } from '../../../i18n/dates';


const STATUS_COLORS: Record<ArticleStatus, 'informative' | 'brand' | 'warning' | 'success'> = {
  IN_PROGRESS: 'informative',
  READY: 'brand',
  PUBLISHING: 'warning',
  PUBLISHED: 'success',
};

/**
 * The status column of an article or bundle (spec 2 §3, §4 Article): its state, then what else a reader of
 * the list must see at a glance: not valid (no BAP, no placard), a placard being made, ready, out of date or
 * failed, a push online scheduled with who scheduled it, online (green, orange when modified since), a fixed
 * attachment (neither moved nor deleted), front cover and important.
 */
export function ArticleStatusIcons({ article: a }: { article: ArticleRow }) {
  const { t } = useTranslation();
  const styles = useStatusIconStyles();
  const icons: ReactElement[] = [];
  if (!a.isValid) icons.push(<StatusIcon key="invalid" label={t('articles.list.icons.invalid')} icon={<Warning20Regular />} className={styles.bad} />);
  if (isProcessInProgress(a.lastRequestPlacardProcessStatus))
    icons.push(<StatusIcon key="placard" label={t('articles.list.icons.placardInProgress')} icon={<ArrowSyncCircle20Regular />} className={styles.progress} />);
  else if (a.lastRequestPlacardProcessStatus === 'ERROR')
    icons.push(<StatusIcon key="placard-error" label={t('articles.list.icons.placardError')} icon={<ErrorCircle20Regular />} className={styles.bad} />);
  if (a.lastAvailablePlacardProcessStatus === 'OUT_OF_DATE' || a.lastRequestPlacardProcessStatus === 'OUT_OF_DATE')
    icons.push(<StatusIcon key="placard-old" label={t('articles.list.icons.placardOutOfDate')} icon={<DocumentError20Regular />} className={styles.bad} />);
  else if (a.lastAvailablePlacardProcessStatus === 'FINISHED')
    icons.push(<StatusIcon key="placard-ready" label={t('articles.list.icons.placardReady')} icon={<DocumentPdf20Regular />} />);
  if (a.nextPublicationOnlineDate) {
    const date = formatDateTime(a.nextPublicationOnlineDate);
    const user = a.nextPublicationOnlineUsername;
    const label = user ? t('articles.list.icons.scheduled', { date, user }) : t('articles.list.icons.scheduledNoUser', { date });
    icons.push(<StatusIcon key="scheduled" label={label} icon={<CalendarClock20Regular />} />);
  }
  if (a.publicationOnlineDate)
    icons.push(
      <OnlineIcon
        key="online"
        onlineDate={a.publicationOnlineDate}
        modificationDate={a.modificationDate}
        label={(date, modified) => (modified ? t('articles.list.icons.onlineModified', { date, modified }) : t('articles.list.icons.online', { date }))}
      />,
    );
  if (isFixed(a)) icons.push(<StatusIcon key="fixed" label={t('articles.list.icons.fixed')} icon={<LockClosed20Regular />} />);
  if (a.isFrontCover) icons.push(<StatusIcon key="cover" label={t('articles.list.icons.frontCover')} icon={<Star20Filled />} className={styles.marked} />);
  if (a.isImportant) icons.push(<StatusIcon key="important" label={t('articles.list.icons.important')} icon={<Important20Regular />} />);
  return (
    <StatusIcons status={t(`articles.list.status.${a.status}`)} color={STATUS_COLORS[a.status]}>
      {icons}
    </StatusIcons>
  );
}
