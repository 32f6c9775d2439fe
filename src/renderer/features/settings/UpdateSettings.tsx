import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import type { UpdateFeedSource, UpdateStatus } from '@shared/domain/updates';
import { useAppConfig } from '../../app/config';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { formatDateTime } from '../../i18n/dates';
import { useNotify } from '../notifications/useNotify';
import { SettingsSection } from './SettingsSection';
import { UPDATES_QUERY_KEY, useUpdateStatus } from './useUpdateStatus';

const FEED_QUERY_KEY = ['updates', 'feed'] as const;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** States in which a check may be asked for: nothing is under way or waiting for a restart. */
const CHECKABLE: ReadonlySet<UpdateStatus['state']> = new Set(['idle', 'upToDate', 'error']);

/** The status line, in French. */
function useStatusText(status: UpdateStatus | undefined): string {
  const { t } = useTranslation();
  const version = useAppConfig()?.version ?? '';
  if (!status) return t('settings.updates.status.loading');
  switch (status.state) {
    case 'unavailable':
      return t(`settings.updates.status.unavailable.${status.reason}`);
    case 'upToDate':
      return t('settings.updates.status.upToDate', { version, date: formatDateTime(status.checkedAt) });
    case 'available':
    case 'downloaded':
      return t(`settings.updates.status.${status.state}`, { version: status.version });
    case 'error':
      return t('settings.updates.status.error', { message: status.message });
    default:
      return t(`settings.updates.status.${status.state}`);
  }
}

/** Where the feed comes from, in French: read-only, the page cannot change it. */
function useFeedText(feed: UpdateFeedSource | undefined): string {
  const { t } = useTranslation();
  if (!feed || feed.from === 'none') return t('settings.updates.feed.loading');
  if (feed.from === 'build') return t('settings.updates.feed.build');
  return feed.url ? t('settings.updates.feed.policy', { file: feed.file, url: feed.url }) : t('settings.updates.feed.policyRefused', { file: feed.file });
}

/** Where the desktop app's feed comes from (the build or the administrator), a check on demand and where the update stands. */
export function UpdateSettings() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const client = useQueryClient();
  const notify = useNotify();
  const isWeb = useAppConfig()?.host === 'web';
  const status = useUpdateStatus();
  const statusText = useStatusText(status.data);
  const feed = useQuery({ queryKey: FEED_QUERY_KEY, queryFn: () => bridge.invoke('updates.getFeed'), enabled: !isWeb });
  const feedText = useFeedText(feed.data);
  const check = useMutation({
    mutationFn: () => bridge.invoke('updates.check'),
    onSuccess: (next) => client.setQueryData(UPDATES_QUERY_KEY, next),
    onError: (error) => notify.error(bridgeErrorMessage(error, t, t('settings.updates.checkFailed'))),
  });
  const install = useMutation({
    mutationFn: () => bridge.invoke('updates.install'),
    onError: (error) => notify.error(bridgeErrorMessage(error, t, t('settings.updates.installFailed'))),
  });

  if (isWeb) {
    return <SettingsSection id="mises-a-jour" title={t('settings.updates.title')} intro={t('settings.updates.webHost')}>{null}</SettingsSection>;
  }

  return (
    <SettingsSection id="mises-a-jour" title={t('settings.updates.title')} intro={t('settings.updates.intro')}>
      <div className={styles.body}>
        <Text>
          <strong>{t('settings.updates.feed.label')}</strong> {feedText}
        </Text>
        <div className={styles.actions}>
          <Button type="button" icon={<ArrowSync20Regular />} disabled={!status.data || !CHECKABLE.has(status.data.state) || check.isPending} onClick={() => check.mutate()}>
            {t('settings.updates.check')}
          </Button>
          {status.data?.state === 'downloaded' ? (
            <Button type="button" appearance="primary" disabled={install.isPending} onClick={() => install.mutate()}>
              {t('settings.updates.install')}
            </Button>
          ) : null}
        </div>
      </div>
      <Text role="status">{statusText}</Text>
    </SettingsSection>
  );
}
