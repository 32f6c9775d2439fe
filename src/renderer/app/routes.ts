import type { Role } from '@shared/domain/roles';
import { rolesOf } from '@shared/rules/abilities';
import { ADMIN_ENTRIES, ROUTE_SEGMENTS as S, TABS, type AdminEntryId, type Section } from '@shared/rules/navigation';
import type { Catalogue } from '../i18n/fr';
import { ADMIN_SUB_SEGMENTS as A, adminEntryPath } from './paths';

export type PageTitleKey = keyof Catalogue['pages'];

export interface PageRoute {
  /** react-router pattern, relative to the root. */
  path: string;
  /** Catalogue key of the screen's title (pages.*). */
  title: PageTitleKey;
  /** Roles of the page-level guard (spec 2 §6); absent: any signed-in user. */
  roles?: readonly Role[];
}

function tabRoles(section: Section): readonly Role[] | undefined {
  return TABS.find((tab) => tab.section === section)?.roles ?? undefined;
}
function adminRoles(entry: AdminEntryId): readonly Role[] {
  return ADMIN_ENTRIES.find((e) => e.id === entry)?.roles ?? rolesOf('page.admin');
}
const rel = (path: string) => path.replace(/^\/+/, '');

function sectionRoutes(section: 'author' | 'image' | 'ad', prefix: 'author' | 'image' | 'ad'): PageRoute[] {
  const root = S[section];
  return [
    { path: root, title: `${prefix}List` },
    { path: `${root}/${S.create}`, title: `${prefix}Create` },
    { path: `${root}/:id`, title: `${prefix}View` },
    { path: `${root}/:id/${S.edit}`, title: `${prefix}Edit` },
  ];
}

/** Every screen of spec 1 §2 and spec 2 §2.1 inside the shell (the top bar is shown). */
export const SHELL_ROUTES: readonly PageRoute[] = [
  ...sectionRoutes('author', 'author'),
  ...sectionRoutes('image', 'image'),
  ...sectionRoutes('ad', 'ad'),
  { path: S.publication, title: 'publicationList', roles: tabRoles('publication') },
  { path: `${S.publication}/:id/${S.organize}`, title: 'publicationOrganize' },
  { path: S.article, title: 'articleList', roles: tabRoles('article') },
  { path: `${S.article}/:id`, title: 'articleView' },
  { path: `${S.article}/:id/${S.edit}`, title: 'articleEdit' },
  { path: `${S.bundle}/:id`, title: 'bundleView' },
  { path: `${S.bundle}/:id/${S.organize}`, title: 'bundleOrganize' },
  { path: `${S.bundle}/:id/${S.edit}`, title: 'bundleEdit' },
  { path: rel(adminEntryPath('periodicalPlan')), title: 'periodicalPlan', roles: adminRoles('periodicalPlan') },
  { path: rel(adminEntryPath('bundlePlans')), title: 'bundlePlanList', roles: adminRoles('bundlePlans') },
  { path: `${rel(adminEntryPath('bundlePlans'))}/${S.create}`, title: 'bundlePlanCreate', roles: adminRoles('bundlePlans') },
  { path: `${rel(adminEntryPath('bundlePlans'))}/${S.edit}/:id`, title: 'bundlePlanEdit', roles: adminRoles('bundlePlans') },
  { path: `${rel(adminEntryPath('bundlePlans'))}/${A.duplicate}/:id`, title: 'bundlePlanDuplicate', roles: adminRoles('bundlePlans') },
  { path: `${S.admin}/${A.customBundle}/${S.edit}/:id`, title: 'customBundleEdit', roles: rolesOf('bundle.editStructure') },
  { path: rel(adminEntryPath('referential')), title: 'referential', roles: adminRoles('referential') },
  { path: rel(adminEntryPath('export')), title: 'export', roles: adminRoles('export') },
  { path: `${S.admin}/${A.publicationPlan}/:id`, title: 'publicationPlan', roles: rolesOf('plan.administrate') },
  { path: rel(adminEntryPath('pushOnline')), title: 'pushOnline', roles: adminRoles('pushOnline') },
  { path: S.settings, title: 'settings' },
];

/** The layout tool (spec 2 §2.10): the main top bar is hidden; the tool has no role check. */
export const KYRIELLE_ROUTES: readonly PageRoute[] = [
  { path: `${S.kyrielle}/${A.organizeTree}/:id?`, title: 'kyrielleOrganize' },
  { path: `${S.kyrielle}/${A.administrateTree}/:id`, title: 'kyrielleAdministrate' },
];
