/**
 * Every route of the router (src/renderer/app/routes.ts: SHELL_ROUTES then KYRIELLE_ROUTES) and how the layout
 * check of issue 24 reaches it with the seeded data. A route either has a fixed address, or takes the first
 * link of an earlier screen whose address matches `like` (`then` derives the address from that link). A unit
 * test (tests/unit/renderer/layout-routes.test.ts) holds this list to the router's patterns, in order.
 */
export interface LayoutRoute {
  /** The router's pattern, as routes.ts writes it. */
  pattern: string;
  /** A fixed address. */
  path?: string;
  /** The address of the first link seen so far that matches. */
  like?: RegExp;
  /** The address derived from that link's. */
  then?(href: string): string;
  /**
   * The list that shows links matching `like`. When no earlier screen showed one (its rows came after the screen
   * was read: a loaded machine), the check opens it again and waits for one.
   */
  from?: string;
  /** The demo account that opens it (default admin: every screen but the kyrielle tool's, reserved to its role). */
  user?: 'kyrielle';
}

const id = (href: string): string => href.match(/\d+/)?.[0] ?? '';

export const LAYOUT_ROUTES: readonly LayoutRoute[] = [
  { pattern: 'auteurs', path: '/auteurs' },
  { pattern: 'auteurs/nouveau', path: '/auteurs/nouveau' },
  { pattern: 'auteurs/:id', path: '/auteurs/1' },
  { pattern: 'auteurs/:id/modifier', path: '/auteurs/1/modifier' },
  { pattern: 'images', path: '/images' },
  { pattern: 'images/nouveau', path: '/images/nouveau' },
  { pattern: 'images/:id', path: '/images/102' },
  { pattern: 'images/:id/modifier', path: '/images/104/modifier' },
  { pattern: 'publicites', path: '/publicites' },
  { pattern: 'publicites/nouveau', path: '/publicites/nouveau' },
  { pattern: 'publicites/:id', path: '/publicites/110' },
  { pattern: 'publicites/:id/modifier', path: '/publicites/110/modifier' },
  { pattern: 'publications', path: '/publications' },
  { pattern: 'publications/:id/organiser', like: /^\/publications\/\d+\/organiser$/, from: '/publications' },
  { pattern: 'articles', path: '/articles' },
  { pattern: 'articles/:id', like: /^\/articles\/\d+$/, from: '/articles' },
  { pattern: 'articles/:id/modifier', like: /^\/articles\/\d+$/, then: (href) => `${href}/modifier`, from: '/articles' },
  { pattern: 'lots/:id', like: /^\/lots\/\d+$/ },
  { pattern: 'lots/:id/organiser', like: /^\/lots\/\d+$/, then: (href) => `${href}/organiser` },
  { pattern: 'lots/:id/modifier', like: /^\/lots\/\d+$/, then: (href) => `${href}/modifier` },
  { pattern: 'admin/organisation-revues', path: '/admin/organisation-revues' },
  { pattern: 'admin/lots', path: '/admin/lots' },
  { pattern: 'admin/lots/nouveau', path: '/admin/lots/nouveau' },
  { pattern: 'admin/lots/modifier/:id', like: /^\/admin\/lots\/modifier\/\d+$/, from: '/admin/lots' },
  { pattern: 'admin/lots/dupliquer/:id', like: /^\/admin\/lots\/dupliquer\/\d+$/, from: '/admin/lots' },
  { pattern: 'admin/lots-personnalises/modifier/:id', like: /^\/lots\/\d+$/, then: (href) => `/admin/lots-personnalises/modifier/${id(href)}` },
  { pattern: 'admin/referentiel', path: '/admin/referentiel' },
  { pattern: 'admin/export', path: '/admin/export' },
  { pattern: 'admin/plan-publication/:id', like: /^\/admin\/plan-publication\/\d+$/ },
  { pattern: 'admin/mise-en-ligne', path: '/admin/mise-en-ligne' },
  { pattern: 'parametres', path: '/parametres' },
  { pattern: 'kyrielle/organizeTree/:id?', path: '/kyrielle/organizeTree/4', user: 'kyrielle' },
  { pattern: 'kyrielle/administrateTree/:id', path: '/kyrielle/administrateTree/3', user: 'kyrielle' },
];
