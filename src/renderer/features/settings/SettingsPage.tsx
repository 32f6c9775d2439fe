import { useTranslation } from 'react-i18next';
import { MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../components/MessageBar';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppearanceSettings } from './AppearanceSettings';
import { DownloadSettings } from './DownloadSettings';
import { UpdateSettings } from './UpdateSettings';
import { useSettings } from './useSettings';
import { WatchFolderSettings } from './WatchFolderSettings';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '820px', marginTop: tokens.spacingVerticalL },
});

/** The desktop settings (profile menu, "Paramètres"): one section per concern, each saved as it changes. */
export function SettingsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const settings = useSettings();

  return (
    <Page>
      <PageHeader title={t('pages.settings')} />
      {settings.isPending ? <Spinner label={t('settings.loading')} /> : null}
      {settings.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{bridgeErrorMessage(settings.error, t, t('settings.loadFailed'))}</MessageBarBody>
        </MessageBar>
      ) : null}
      {settings.data ? (
        <div className={styles.sections}>
          <AppearanceSettings settings={settings.data} />
          <DownloadSettings settings={settings.data} />
          <WatchFolderSettings />
          <UpdateSettings />
        </div>
      ) : null}
    </Page>
  );
}
