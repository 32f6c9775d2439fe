import type { Role } from '../domain/roles';
import { can, rolesOf } from './abilities';
import { hasRole } from './permissions';

/**
 * Route segments. Spec 1 §2 keeps them as translation keys; these are their French words.
 */
export const ROUTE_SEGMENTS = {
  author: 'auteurs',
  image: 'images',
  ad: 'publicites',
  publication: 'publications',
  article: 'articles',
  bundle: 'lots',
  admin: 'admin',
  kyrielle: 'kyrielle',
  create: 'nouveau',
  edit: 'modifier',
  organize: 'organiser',
  access: 'acces-refuse',
  settings: 'parametres',
} as const;

export type Section = 'author' | 'image' | 'ad' | 'publication' | 'article';

/** null: any signed-in user. Page access of spec 2 §6, from the abilities table. */
export const TABS: readonly { section: Section; label: string; roles: readonly Role[] | null }[] = [
  { section: 'author', label: 'Auteurs', roles: null },
  { section: 'image', label: 'Images', roles: null },
  { section: 'ad', label: 'Publicités', roles: null },
  { section: 'publication', label: 'Publications', roles: rolesOf('page.publicationList') },
  { section: 'article', label: 'Articles', roles: rolesOf('page.articleList') },
];

export type AdminEntryId = 'periodicalPlan' | 'bundlePlans' | 'referential' | 'usersConsole' | 'export' | 'pushOnline' | 'kyrielle';

/** Admin menu of spec 1 §1, with the admin-only screens of spec 2 §6. */
export const ADMIN_ENTRIES: readonly { id: AdminEntryId; label: string; roles: readonly Role[]; path: string | null }[] = [
  { id: 'periodicalPlan', label: 'Organisation des revues', roles: rolesOf('plan.administrate'), path: '/admin/organisation-revues' },
  { id: 'bundlePlans', label: 'Lots', roles: rolesOf('admin.bundlePlans'), path: '/admin/lots' },
  { id: 'referential', label: 'Référentiel', roles: rolesOf('admin.referential'), path: '/admin/referentiel' },
  { id: 'usersConsole', label: 'Console utilisateurs', roles: rolesOf('page.admin'), path: null },
  { id: 'export', label: 'Export', roles: rolesOf('page.export'), path: '/admin/export' },
  { id: 'pushOnline', label: 'Mise en ligne', roles: rolesOf('admin.pushOnline'), path: '/admin/mise-en-ligne' },
  { id: 'kyrielle', label: 'Kyrielle', roles: rolesOf('kyrielle'), path: '/kyrielle/organizeTree' },
];

export function visibleTabs(roles: readonly string[]): Section[] {
  return TABS.filter((t) => t.roles === null || hasRole(roles, t.roles)).map((t) => t.section);
}

export function visibleAdminEntries(roles: readonly string[]): AdminEntryId[] {
  // The whole admin menu is for admin, manager or kyrielle roles.
  if (!can(roles, 'page.adminMenu')) return [];
  return ADMIN_ENTRIES.filter((e) => hasRole(roles, e.roles)).map((e) => e.id);
}

export function sectionPath(section: Section): string {
  return `/${ROUTE_SEGMENTS[section]}`;
}

/** Keycloak's admin console for a realm: {base}/admin/{realm}/console/. */
export function usersConsoleUrl(authServerUrl: string, realm: string): string {
  return `${authServerUrl.replace(/\/+$/, '')}/admin/${encodeURIComponent(realm)}/console/`;
}
