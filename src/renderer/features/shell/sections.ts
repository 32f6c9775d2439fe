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

/** The user's home section: articles (where the root leads) when the roles open it, else the first visible tab. */
export function homeSection(roles: readonly string[]): Section {
  const visible = visibleTabs(roles);
  return visible.includes('article') ? 'article' : (visible[0] ?? 'article');
}

/**
 * Where a free-text quick search goes (spec 1 §2): the list of the current section, else the articles list.
 * Should the user not see articles, their first visible section is used instead.
 */
export function quickSearchPath(pathname: string, query: string, roles: readonly string[]): string {
  return freeQueryPath(searchScope(sectionOfPath(pathname) ?? homeSection(roles)), query);
}
