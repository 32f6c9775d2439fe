import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentText20Regular, FolderOpen20Regular, Stop20Regular } from '@fluentui/react-icons';
import { useAppConfig } from '../../app/config';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { MessageBar } from '../../components/MessageBar';
import { useNotify } from '../notifications/useNotify';
import { useWatchFolderChange, useWatchFolderStatus } from '../watch-folder/useWatchFolder';
import { WatchFolderLogDialog } from '../watch-folder/WatchFolderLogDialog';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  path: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/**
 * The watched import folder: which folder, how it stands (watching, imported, refused, waiting), and its
 * log, opened by the system (desktop app) or shown in a dialog (browser).
 */
export function WatchFolderSettings() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const isElectron = useAppConfig()?.host === 'electron';
  const status = useWatchFolderStatus();
  const choose = useWatchFolderChange(() => bridge.invoke('watchFolder.choose'));
  const stop = useWatchFolderChange(() => bridge.invoke('watchFolder.stop'));
  const [showLog, setShowLog] = useState(false);
  const busy = choose.isPending || stop.isPending;

  const openLog = () => {
    if (!isElectron) {
      setShowLog(true);
      return;
    }
    bridge.invoke('watchFolder.openLog').catch((error: unknown) => notify.error(bridgeErrorMessage(error, t, t('settings.watchFolder.logFailed'))));
  };

  const current = status.data;
  const state = !current?.folder ? 'off' : current.watching ? 'watching' : 'paused';
  return (
    <SettingsSection id="dossier-surveille" title={t('settings.watchFolder.title')} intro={t('settings.watchFolder.intro')}>
      <Field label={t('settings.watchFolder.folder')} hint={isElectron ? undefined : t('settings.watchFolder.webHostFolder')}>
        <Text className={styles.path}>{current?.folder ?? t('settings.watchFolder.none')}</Text>
      </Field>
      {current ? (
        <Text role="status">
          {t(`settings.watchFolder.status.${state}`)}
          {' — '}
          {t('settings.watchFolder.counts', { imported: current.imported, refused: current.refused, waiting: current.waiting })}
        </Text>
      ) : null}
      {current?.problem ? (
        <MessageBar intent="warning">
          <MessageBarBody>{current.problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      {status.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{bridgeErrorMessage(status.error, t, t('settings.loadFailed'))}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.row}>
        <Button icon={<FolderOpen20Regular />} disabled={busy} onClick={() => choose.mutate()}>
          {t('settings.watchFolder.choose')}
        </Button>
        <Button icon={<Stop20Regular />} disabled={busy || !current?.folder} onClick={() => stop.mutate()}>
          {t('settings.watchFolder.stop')}
        </Button>
        <Button icon={<DocumentText20Regular />} onClick={openLog}>
          {t('settings.watchFolder.openLog')}
        </Button>
      </div>
      {showLog ? <WatchFolderLogDialog onClose={() => setShowLog(false)} /> : null}
    </SettingsSection>
  );
}
