import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Body1, Button, Caption1, Link, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Open16Regular } from '@fluentui/react-icons';
import { useAppConfig } from '../../app/config';
import { loadRouter } from '../../app/load-router';
import { useBridge } from '../../bridge/BridgeContext';
import { BrandMark } from '../../components/BrandMark';
import { CenteredScreen } from '../../components/CenteredScreen';
import { loadScreenCatalogue } from '../../i18n';
import { useNotify } from '../notifications/useNotify';

const useStyles = makeStyles({
  spinnerLabel: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  title: {
    margin: 0,
  },
  text: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
  },
  fallback: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  hint: {
    color: tokens.colorNeutralForeground3,
  },
});

/** Signing in: the user finishes in the browser page that opened; a link reopens it, "Annuler" gives up. */
export function SigningInScreen({ loginUrl }: { loginUrl: string | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const bridge = useBridge();
  const config = useAppConfig();
  const notify = useNotify();
  // The router and the screens' parts of the catalogue load while the user signs in, not after (App waits for
  // them); a failed load is told by the error page once signed in.
  useEffect(() => {
    void loadRouter().catch(() => undefined);
    void loadScreenCatalogue().catch(() => undefined);
  }, []);

  const openInSystemBrowser = (event: MouseEvent<HTMLAnchorElement>) => {
    // The desktop app opens pages in the system browser; the web host's tab opens the link itself.
    if (!loginUrl || config?.host !== 'electron') return;
    event.preventDefault();
    bridge.invoke('app.openExternal', loginUrl).catch(() => notify.error(t('errors.openExternal')));
  };
  const cancel = () => {
    bridge.invoke('auth.cancelLogin').catch(() => notify.error(t('errors.offline')));
  };

  return (
    <CenteredScreen>
      <BrandMark />
      <Title3 as="h1" className={styles.title}>
        {t('app.name')}
      </Title3>
      <Spinner
        size="large"
        labelPosition="below"
        label={{ children: t('login.signingIn'), className: styles.spinnerLabel }}
      />
      <Body1 as="p" align="center" className={styles.text}>
        {t('login.finishInBrowser')}
      </Body1>
      {loginUrl && (
        <div className={styles.fallback}>
          <Caption1 className={styles.hint}>{t('login.browserDidNotOpen')}</Caption1>
          <Link href={loginUrl} target="_blank" rel="noopener noreferrer" className={styles.link} onClick={openInSystemBrowser}>
            {t('login.openLoginPage')}
            <Open16Regular aria-hidden="true" />
          </Link>
        </div>
      )}
      <Button appearance="secondary" onClick={cancel}>
        {t('login.cancel')}
      </Button>
    </CenteredScreen>
  );
}
