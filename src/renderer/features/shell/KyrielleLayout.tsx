import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { useBridge } from '../../bridge/BridgeContext';
import { RouterLink } from '../../components/RouterLink';
import { OfflineBanner } from '../connectivity/OfflineBanner';
import { useNotify } from '../notifications/useNotify';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '52px',
    flexShrink: 0,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  name: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    ':active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  spacer: {
    flexGrow: 1,
  },
  logout: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  main: {
    flexGrow: 1,
    minHeight: 0,
    overflow: 'auto',
  },
});

/**
 * The layout tool's frame (spec 2 §2.10): the main top bar is hidden on this route. Its own bar (Ouvrages
 * menu, links) comes with the tool; for now it offers a way back and sign-out, so nobody is stranded.
 */
export function KyrielleLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <span className={styles.name}>{t('kyrielle.name')}</span>
        <RouterLink to="/" className={styles.back}>
          <ArrowLeft20Regular aria-hidden="true" />
          {t('kyrielle.backToPupitre')}
        </RouterLink>
        <div className={styles.spacer} />
        <Button
          appearance="transparent"
          className={styles.logout}
          icon={<SignOut20Regular />}
          onClick={() => {
            bridge.invoke('auth.logout').catch(() => notify.error(t('errors.logout')));
          }}
        >
          {t('shell.logout')}
        </Button>
      </header>
      <OfflineBanner />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
