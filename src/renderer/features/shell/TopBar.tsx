import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { sectionPath } from '@shared/rules/navigation';
import { RouterLink } from '../../components/RouterLink';
import { useRoles } from '../auth/useAuth';
import { DownloadsButton } from '../downloads/DownloadsButton';
import { AdminMenu } from './AdminMenu';
import { HelpLink } from './HelpLink';
import { ProfileMenu } from './ProfileMenu';
import { QuickSearch } from './QuickSearch';
import { SectionTabs } from './SectionTabs';
import { homeSection } from './sections';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '52px',
    flexShrink: 0,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    position: 'relative',
    zIndex: 1,
  },
  brand: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    paddingRight: tokens.spacingHorizontalS,
    ':hover': {
      color: tokens.colorBrandForeground1,
      textDecorationLine: 'none',
    },
  },
  // The navigation takes the room left by the search box (narrower on a narrow window) and the end of the bar,
  // which never leaves the window; tabs that still do not fit fold into their "Autres sections" menu.
  nav: {
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    flexGrow: 1,
    flexShrink: 1,
    // Its room never depends on what it shows (folded tabs would leave it narrower, folding more).
    flexBasis: 0,
  },
  end: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexShrink: 0,
  },
});

/** The top bar of spec 1 §1: tabs, Administration, quick search, downloads, help and profile. */
export function TopBar() {
  const styles = useStyles();
  const { t } = useTranslation();
  const roles = useRoles();
  return (
    <header className={styles.root}>
      <RouterLink to={sectionPath(homeSection(roles))} className={styles.brand}>
        {t('app.name')}
      </RouterLink>
      <nav className={styles.nav} aria-label={t('shell.mainNavigation')}>
        <SectionTabs />
        <AdminMenu />
      </nav>
      <QuickSearch />
      <div className={styles.end}>
        <DownloadsButton />
        <HelpLink />
        <ProfileMenu />
      </div>
    </header>
  );
}
