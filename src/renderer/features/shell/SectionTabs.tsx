import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  Tab,
  TabList,
  makeStyles,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { sectionPath, visibleTabs, type Section } from '@shared/rules/navigation';
import { useRoles } from '../auth/useAuth';
import { sectionOfPath, tabLabel } from './sections';

const useStyles = makeStyles({
  // The box the overflow measures: the tabs, and the menu of those that do not fit (outside the tab list,
  // which may hold tabs only).
  root: {
    display: 'flex',
    alignSelf: 'stretch',
    alignItems: 'stretch',
    minWidth: 0,
    flexGrow: 1,
    flexShrink: 1,
  },
  tabs: { alignItems: 'stretch', flexWrap: 'nowrap', minWidth: 0 },
  more: { alignSelf: 'center' },
});

/** No section selected (admin, bundle or kyrielle paths): a value no tab has. */
const NO_SECTION = '';

/** A section the window has no room for, in the "Autres sections" menu (checked when it is the current one). */
function OverflowSection({ section }: { section: Section }) {
  const visible = useIsOverflowItemVisible(section);
  if (visible) return null;
  return (
    <MenuItemRadio name="section" value={section}>
      {tabLabel(section)}
    </MenuItemRadio>
  );
}

/** "Autres sections": shown only when some tabs do not fit. */
function MoreSections({ sections, current }: { sections: readonly Section[]; current: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, isOverflowing } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu checkedValues={{ section: [current] }} onCheckedValueChange={(_event, data) => navigate(sectionPath(data.checkedItems[0] as Section))}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton ref={ref} className={styles.more} appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={t('shell.moreSections')} title={t('shell.moreSections')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {sections.map((section) => (
            <OverflowSection key={section} section={section} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * The tabs the roles allow (rules/navigation.visibleTabs); the selected one follows the first path segment.
 * On a narrow window the tabs that do not fit go, last first (the current one last of all), into the
 * "Autres sections" menu after them.
 */
export function SectionTabs() {
  const styles = useStyles();
  const { t } = useTranslation();
  const roles = useRoles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = visibleTabs(roles);
  const current = sectionOfPath(pathname) ?? NO_SECTION;

  return (
    <Overflow minimumVisible={1}>
      <div className={styles.root}>
        <TabList
          className={styles.tabs}
          aria-label={t('shell.sections')}
          selectedValue={current}
          onTabSelect={(_event, data) => navigate(sectionPath(data.value as Section))}
        >
          {sections.map((section) => (
            <OverflowItem key={section} id={section} priority={section === current ? 2 : 1}>
              <Tab value={section}>{tabLabel(section)}</Tab>
            </OverflowItem>
          ))}
        </TabList>
        <MoreSections sections={sections} current={current} />
      </div>
    </Overflow>
  );
}
