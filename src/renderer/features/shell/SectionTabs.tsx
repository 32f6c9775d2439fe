import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { sectionPath, visibleTabs, type Section } from '@shared/rules/navigation';
import { useRoles } from '../auth/useAuth';
import { sectionOfPath, tabLabel } from './sections';

const useStyles = makeStyles({
  root: {
    alignSelf: 'stretch',
    alignItems: 'stretch',
    minWidth: 0,
  },
});

/** No section selected (admin, bundle or kyrielle paths): a value no tab has. */
const NO_SECTION = '';

/** The tabs the roles allow (rules/navigation.visibleTabs); the selected one follows the first path segment. */
export function SectionTabs() {
  const styles = useStyles();
  const { t } = useTranslation();
  const roles = useRoles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = visibleTabs(roles);

  return (
    <TabList
      className={styles.root}
      aria-label={t('shell.sections')}
      selectedValue={sectionOfPath(pathname) ?? NO_SECTION}
      onTabSelect={(_event, data) => navigate(sectionPath(data.value as Section))}
    >
      {sections.map((section) => (
        <Tab key={section} value={section}>
          {tabLabel(section)}
        </Tab>
      ))}
    </TabList>
  );
}
