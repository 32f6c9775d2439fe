import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowDownload20Regular, CalendarCancel20Regular, CloudArrowUp20Regular } from '@fluentui/react-icons';
import type { ListedPush } from '@shared/domain/online-push';
import { useBridge } from '../../../bridge/BridgeContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { formatDateTime } from '../../../i18n/dates';
import { Countdown, useCountdownWords, useNow } from './Countdown';
import { PUSH_ONLINE_LIST_KEY, pushName, usePushOnlineActions } from './usePushOnlineActions';

const useStyles = makeStyles({
  intro: { display: 'block', marginBottom: tokens.spacingVerticalL },
  name: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  number: { fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

type Pending = { action: 'pushNow' | 'cancel'; push: ListedPush } | null;

/**
 * The push-online administration (spec 2 §2.9; admin only, the route and the server both check): the
 * scheduled and failed pushes with a live countdown to their execution date, push now, cancel delivery,
 * and the zip of a push without a name. A row acted on keeps its place until the list is read again, 2 s
 * later, its actions put away meanwhile.
 */
export function PushOnlinePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const now = useNow();
  const words = useCountdownWords();
  const list = useQuery({ queryKey: PUSH_ONLINE_LIST_KEY, queryFn: () => bridge.invoke('pushOnline.list') });
  const actions = usePushOnlineActions();
  const [pending, setPending] = useState<Pending>(null);
  // Rows acted on since the list was last read: their actions wait for the next reading.
  const [handled, setHandled] = useState<{ readAt: number; ids: ReadonlySet<number> }>({ readAt: 0, ids: new Set() });
  const isHandled = (id: number) => handled.readAt === list.dataUpdatedAt && handled.ids.has(id);

  const confirm = async () => {
    if (!pending) return;
    const ok = await (pending.action === 'pushNow' ? actions.pushNow(pending.push) : actions.cancel(pending.push));
    if (ok) setHandled((h) => ({ readAt: list.dataUpdatedAt, ids: new Set(h.readAt === list.dataUpdatedAt ? h.ids : []).add(pending.push.id) }));
    setPending(null);
  };

  const columns: Column<ListedPush>[] = [
    { id: 'id', header: t('pushOnline.columns.id'), width: '110px', render: (push) => <span className={styles.number}>{push.id}</span> },
    {
      id: 'name',
      header: t('pushOnline.columns.name'),
      render: (push) => (
        <div className={styles.name}>
          <span className={styles.label}>{pushName(push)}</span>
          <span>{push.title}</span>
          <Caption1 className={styles.detail}>
            {push.username ? t('pushOnline.scheduledBy', { date: formatDateTime(push.executionDate), user: push.username }) : t('pushOnline.scheduledAt', { date: formatDateTime(push.executionDate) })}
          </Caption1>
          {push.status === 'FAILED' && <Caption1 className={styles.failed}>{t('pushOnline.failed', { error: push.error ?? '' })}</Caption1>}
        </div>
      ),
    },
    {
      id: 'remaining',
      header: t('pushOnline.columns.remaining'),
      width: '340px',
      minWidth: 240,
      priority: 1,
      render: (push) => <Countdown executionDate={push.executionDate} now={now} words={words} />,
    },
    {
      id: 'actions',
      header: t('pushOnline.columns.actions'),
      width: '150px',
      render: (push) =>
        isHandled(push.id) ? null : (
          <div className={styles.actions}>
            <RowActionButton label={t('pushOnline.actions.pushNow', { name: pushName(push) })} icon={<CloudArrowUp20Regular />} onClick={() => setPending({ action: 'pushNow', push })} />
            <RowActionButton label={t('pushOnline.actions.cancel', { name: pushName(push) })} icon={<CalendarCancel20Regular />} onClick={() => setPending({ action: 'cancel', push })} />
            {!push.name && (
              <RowActionButton label={t('pushOnline.actions.download', { name: pushName(push) })} icon={<ArrowDownload20Regular />} onClick={() => void actions.download(push)} />
            )}
          </div>
        ),
    },
  ];

  const pendingValues = pending ? { name: pushName(pending.push), date: formatDateTime(pending.push.executionDate) } : { name: '', date: '' };
  return (
    <Page>
      <PageHeader
        title={t('pages.pushOnline')}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('pushOnline.refresh')}
          </Button>
        }
      />
      <Caption1 className={styles.intro}>{t('pushOnline.intro')}</Caption1>
      <DataTable
        label={t('pushOnline.table')}
        columns={columns}
        rows={list.data ?? []}
        rowId={(push) => push.id}
        rowLabel={pushName}
        status={list.isPending ? 'PENDING' : list.isError ? 'ERROR' : 'LOADED'}
        refreshing={list.isFetching && !list.isPending}
        sort={null}
        onSort={() => undefined}
        onRetry={() => void list.refetch()}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.action === 'cancel' ? 'pushOnline.confirm.cancelTitle' : 'pushOnline.confirm.pushNowTitle')}
        text={t(pending?.action === 'cancel' ? 'pushOnline.confirm.cancelBody' : 'pushOnline.confirm.pushNowBody', pendingValues)}
        confirmLabel={t(pending?.action === 'cancel' ? 'pushOnline.confirm.cancelConfirm' : 'pushOnline.confirm.pushNowConfirm')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
