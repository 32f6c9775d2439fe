import { can } from '@shared/rules/abilities';
import { visibleTabs, type Section } from '@shared/rules/navigation';
import { homeSection } from '../features/shell/sections';
import { paths } from './paths';

/** A page to send an account to, and the section it belongs to (a trail's label). */
export interface Landing {
  section: Section;
  to: string;
}

/**
 * Where the screens of a publication send an account after an action that succeeded, and where their trail
 * and load-failure redirect lead: a page its roles open (spec 2 §6 page access, asked of visibleTabs only,
 * never a role list). The publication list; else the article list filtered on the publication (or its
 * periodical); else the account's home section.
 */
export function publicationLanding(roles: readonly string[], of: { name?: string; periodicalId?: string } = {}): Landing {
  const open = visibleTabs(roles);
  if (open.includes('publication')) return { section: 'publication', to: paths.list('publication') };
  if (open.includes('article')) {
    const filter = of.name ? `?publicationFilter=${encodeURIComponent(of.name)}` : of.periodicalId ? `?periodicalFilter=${encodeURIComponent(of.periodicalId)}` : '';
    return { section: 'article', to: `${paths.list('article')}${filter}` };
  }
  const home = homeSection(roles);
  return { section: home, to: paths.list(home) };
}

/**
 * Where an account lands after sign-in (and where the root leads): its home section's list, except for the
 * layout tool's staff (the kyrielle role without the articles), whose work is the layout tool.
 */
export function homePath(roles: readonly string[]): string {
  if (can(roles, 'kyrielle') && !visibleTabs(roles).includes('article')) return paths.kyrielleOrganize();
  return paths.list(homeSection(roles));
}
