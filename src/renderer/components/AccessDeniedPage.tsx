import { useTranslation } from 'react-i18next';
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldError48Regular } from '@fluentui/react-icons';
import { sectionPath } from '@shared/rules/navigation';
import { useRoles } from '../features/auth/useAuth';
import { homeSection, tabLabel } from '../features/shell/sections';
import { RouterLink } from './RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '520px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
  },
  icon: {
    color: tokens.colorPaletteRedForeground1,
  },
  title: {
    margin: 0,
  },
  text: {
    color: tokens.colorNeutralForeground2,
  },
});

/** Shown instead of a screen the user's roles do not open (spec 2 §6 page guard). */
export function AccessDeniedPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const roles = useRoles();
  // Back to a section the user may open (the root redirects to articles, which may be the refused page).
  const home = homeSection(roles);
  useDocumentTitle(t('access.title'));

  return (
    <section className={styles.root}>
      <ShieldError48Regular className={styles.icon} aria-hidden="true" />
      <Title2 as="h1" className={styles.title}>
        {t('access.title')}
      </Title2>
      <Body1 as="p" className={styles.text}>
        {t('access.text')}
      </Body1>
      <RouterLink to={sectionPath(home)}>{t('access.back', { section: tabLabel(home) })}</RouterLink>
    </section>
  );
}
