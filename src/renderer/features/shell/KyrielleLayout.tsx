import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Open16Regular, SignOut20Regular } from '@fluentui/react-icons';
import { paths } from '../../app/paths';
import { useBridge } from '../../bridge/BridgeContext';
import { RouterLink } from '../../components/RouterLink';
import { OfflineBanner } from '../connectivity/OfflineBanner';
import { KYRIELLE_EXTERNAL_LINKS } from '@shared/domain/kyrielle';
import { OuvragesMenu } from '../kyrielle/shell/OuvragesMenu';
import { useToolIdentity } from '../kyrielle/shell/useToolIdentity';
import { useNotify } from '../notifications/useNotify';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const onBrand = {
  color: tokens.colorNeutralForegroundOnBrand,
  ':hover': { color: tokens.colorNeutralForegroundOnBrand },
  ':active': { color: tokens.colorNeutralForegroundOnBrand },
  ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '52px',
    flexShrink: 0,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  logo: { ...onBrand, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, textDecorationLine: 'none', ':hover': { color: tokens.colorNeutralForegroundOnBrand, textDecorationLine: 'underline' } },
  back: { ...onBrand, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  spacer: { flexGrow: 1 },
  button: onBrand,
  main: { flexGrow: 1, minHeight: 0, overflow: 'auto', ':focus': { outlineStyle: 'none' } },
});

/**
 * The layout tool's frame (spec 2 §2.10): the main top bar is hidden on this route; the tool's own bar has
 * its logo (to organise), the Ouvrages menu, the links to Lex-Press and Oxygen, a way back and sign-out.
 * The window takes the tool's title and icon meanwhile.
 */
export function KyrielleLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  useToolIdentity(t('kyrielleTool.shell.windowTitle'));
  const open = (url: string) => {
    bridge.invoke('app.openExternal', url).catch(() => notify.error(t('kyrielleTool.shell.linkRefused', { url })));
  };
  return (
    <div className={styles.root}>
      <SkipLink />
      <header className={styles.bar}>
        <RouterLink to={paths.kyrielleOrganize()} className={styles.logo} aria-label={t('kyrielleTool.shell.logo')}>
          {t('kyrielle.name')}
        </RouterLink>
        <OuvragesMenu />
        <Button appearance="transparent" className={styles.button} icon={<Open16Regular />} iconPosition="after" onClick={() => open(KYRIELLE_EXTERNAL_LINKS.lexpress)}>
          {t('kyrielleTool.shell.lexpress')}
        </Button>
        <Button appearance="transparent" className={styles.button} icon={<Open16Regular />} iconPosition="after" onClick={() => open(KYRIELLE_EXTERNAL_LINKS.oxygen)}>
          {t('kyrielleTool.shell.oxygen')}
        </Button>
        <div className={styles.spacer} />
        <RouterLink to="/" className={styles.back}>
          <ArrowLeft20Regular aria-hidden="true" />
          {t('kyrielle.backToPupitre')}
        </RouterLink>
        <Button
          appearance="transparent"
          className={styles.button}
          icon={<SignOut20Regular />}
          onClick={() => {
            bridge.invoke('auth.logout').catch(() => notify.error(t('errors.logout')));
          }}
        >
          {t('shell.logout')}
        </Button>
      </header>
      <OfflineBanner />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
