import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import type { DesktopSettings } from '@shared/domain/files';
import type { UpdateStatus } from '@shared/domain/updates';
import { isSecureWebUrl } from '@shared/rules/urls';
import { useAppConfig } from '../../app/config';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { formatDateTime } from '../../i18n/dates';
import { useNotify } from '../notifications/useNotify';
import { SettingsSection } from './SettingsSection';
import { useSettingsChange } from './useSettings';
import { UPDATES_QUERY_KEY, useUpdateStatus } from './useUpdateStatus';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** States in which a check may be asked for: a feed is set and nothing is under way or waiting for a restart. */
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

/** The feed the desktop app updates from (none by default), a check on demand and where the update stands. */
export function UpdateSettings({ settings }: { settings: DesktopSettings }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const client = useQueryClient();
  const notify = useNotify();
  const isWeb = useAppConfig()?.host === 'web';
  const status = useUpdateStatus();
  const statusText = useStatusText(status.data);
  const [draft, setDraft] = useState(settings.updateFeedUrl ?? '');
  const save = useSettingsChange((updateFeedUrl: string | null) => bridge.invoke('settings.update', { updateFeedUrl }));
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

  const typed = draft.trim();
  const invalid = typed !== '' && !isSecureWebUrl(typed);
  const changed = typed !== (settings.updateFeedUrl ?? '');
  return (
    <SettingsSection id="mises-a-jour" title={t('settings.updates.title')} intro={t('settings.updates.intro')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid && changed) save.mutate(typed === '' ? null : typed);
        }}
      >
        <Field label={t('settings.updates.feed')} hint={t('settings.updates.feedHint')} validationMessage={invalid ? t('settings.updates.feedInvalid') : undefined}>
          <Input type="url" value={draft} placeholder="https://" onChange={(_event, data) => setDraft(data.value)} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" disabled={invalid || !changed || save.isPending}>
            {t('settings.updates.save')}
          </Button>
          <Button type="button" icon={<ArrowSync20Regular />} disabled={!status.data || !CHECKABLE.has(status.data.state) || check.isPending} onClick={() => check.mutate()}>
            {t('settings.updates.check')}
          </Button>
          {status.data?.state === 'downloaded' ? (
            <Button type="button" appearance="primary" disabled={install.isPending} onClick={() => install.mutate()}>
              {t('settings.updates.install')}
            </Button>
          ) : null}
        </div>
      </form>
      <Text role="status">{statusText}</Text>
    </SettingsSection>
  );
}
