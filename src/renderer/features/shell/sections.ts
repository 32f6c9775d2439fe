import { can, type Ability } from '@shared/rules/abilities';
import { ROUTE_SEGMENTS, TABS, visibleTabs, type Section } from '@shared/rules/navigation';
import { freeQueryPath, searchScope } from '@shared/rules/quick-search';

const SECTIONS: readonly Section[] = TABS.map((tab) => tab.section);

/** The section whose tab is selected: the one named by the first path segment (spec 1 §1), else null. */
export function sectionOfPath(pathname: string): Section | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  return SECTIONS.find((section) => ROUTE_SEGMENTS[section] === first) ?? null;
}

export function tabLabel(section: Section): string {
  return TABS.find((tab) => tab.section === section)?.label ?? section;
}

/** The sections whose records an account manages, in the tabs' order of preference: its work is there. */
const WORK_SECTIONS: readonly { section: Section; ability: Ability }[] = [
  { section: 'image', ability: 'image.manage' },
  { section: 'ad', ability: 'ad.manage' },
  { section: 'author', ability: 'author.manage' },
];

/**
 * The user's home section: articles (where the root leads) when the roles open it; else the section whose
 * records the account manages (the image managers: the images); else the first visible tab.
 */
export function homeSection(roles: readonly string[]): Section {
  const visible = visibleTabs(roles);
  if (visible.includes('article')) return 'article';
  const work = WORK_SECTIONS.find((w) => visible.includes(w.section) && can(roles, w.ability));
  return work?.section ?? visible[0] ?? 'article';
}

/**
 * The section a free-text quick search covers (spec 1 §2 "the section of the current path, else articles"): the
 * current path's when the user may open its list (a manager on a publication's organise page may not open the
 * publication list), else the user's home section (the articles for whoever sees them).
 */
export function quickSearchScope(pathname: string, roles: readonly string[]): Section {
  const current = sectionOfPath(pathname);
  return searchScope(current !== null && visibleTabs(roles).includes(current) ? current : homeSection(roles));
}

/** Where a free-text quick search goes (spec 1 §2): the list of its scope, with ?query=. */
export function quickSearchPath(pathname: string, query: string, roles: readonly string[]): string {
  return freeQueryPath(quickSearchScope(pathname, roles), query);
}
