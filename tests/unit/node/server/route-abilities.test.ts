import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../../../src/server/app';
import { isValidDeclaration, type RouteAbility } from '../../../../src/server/http/abilities';
import type { ApiContext } from '../../../../src/server/routes/context';
import { apiRoutes } from '../../../../src/server/routes/index';
import type { ArticleRow } from '../../../../src/shared/domain/article';
import type { PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { ABILITIES, abilityRefusal, can, type Ability } from '../../../../src/shared/rules/abilities';
import { callers, type Caller } from './api-client';
import { SINGLE_ROLE_ACCOUNTS, startServerWithSingleRoleAccounts } from './single-role-accounts';
import { DEMO_ACCOUNTS } from '../../../support/demo-accounts';
import type { BundlePlanTemplateDetail } from '../../../../src/shared/domain/bundle';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { FontoDocument } from '../../../../src/shared/domain/fonto-contract';
import type { PlanNode } from '../../../../src/shared/domain/plan';

/**
 * Route × account: every route of the API, from Fastify's own route table, declares the ability it
 * requires; each demo account, and an account of each role alone, is answered 403 exactly when the
 * abilities table refuses it (on PGlite in the node project, on PostgreSQL in server-pg). Routes of an
 * unscoped ability (or any signed-in account) are all called, with made-up ids and an empty body: the role
 * is checked before either is read. Scoped abilities are checked once the record is loaded: a
 * representative request on a BJS record stands for each.
 */

const ACCOUNTS: Readonly<Record<string, readonly string[]>> = { ...DEMO_ACCOUNTS, ...SINGLE_ROLE_ACCOUNTS };
type Account = string;
const NAMES = Object.keys(ACCOUNTS) as Account[];

interface DeclaredRoute {
  method: string;
  url: string;
  ability: RouteAbility | undefined;
}

/** The API's routes as Fastify registers them (HEAD routes are GET's). Nothing is called: the context is never read while routes are declared. */
async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const app = Fastify();
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, ability: route.config?.ability });
  });
  await app.register(apiRoutes, { prefix: '/api', ...({} as ApiContext) });
  await app.ready();
  await app.close();
  return routes;
}

let server: RunningServer;
let as: Record<Account, Caller>;
/** The administrator, who finds the records the requests name. */
let admin: Caller;
let routes: DeclaredRoute[];

beforeAll(async () => {
  routes = await declaredRoutes();
  // The matrix calls every route the server declares, its own ones outside the client's table too.
  server = await startServerWithSingleRoleAccounts({ workflow: { paused: true } }, routes.map((route) => `${route.method} ${route.url}`));
  as = await callers(server.url, NAMES);
  const administrator = as['admin'];
  if (!administrator) throw new Error('compte admin absent');
  admin = administrator;
});
afterAll(async () => {
  await server?.close();
});

const isAbility = (value: unknown): value is Ability => typeof value === 'string' && Object.hasOwn(ABILITIES, value);
const unscoped = (ability: RouteAbility | undefined): ability is Ability => isAbility(ability) && !ABILITIES[ability].scoped;
/** Made-up values for the path's parameters: nothing of that id exists. */
const filled = (url: string) => url.replace(/:collection\b/, 'ILLUSTRATION').replace(/:[A-Za-z]+/g, '999999');
const rolesOf = (account: Account): readonly string[] => ACCOUNTS[account] ?? [];
const callerOf = (account: Account): Caller => {
  const caller = as[account];
  if (!caller) throw new Error(`compte inconnu : ${account}`);
  return caller;
};
const call = (account: Account, method: string, path: string, body?: unknown) =>
  callerOf(account)(method, path, body ?? (method === 'POST' || method === 'PUT' ? {} : undefined));

describe('the route table', () => {
  it('has every /api route declare a known ability, any signed-in account, or public', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => !isValidDeclaration(r.ability));
    expect(undeclared).toEqual([]);
    expect(routes.filter((r) => r.ability === 'public').map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/config/keycloak.json']);
  });
});

describe('routes of an unscoped ability, or of any signed-in account, called by each demo account', () => {
  it.each(NAMES)('%s is refused (403) exactly where the table refuses it', async (account) => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => unscoped(r.ability) || r.ability === 'signedIn')) {
      const { status } = await call(account, route.method, filled(route.url));
      const allowed = route.ability === 'signedIn' || (unscoped(route.ability) && can(rolesOf(account), route.ability));
      if ((status === 403) === allowed || status === 401) wrong.push(`${route.method} ${route.url} (${String(route.ability)}): ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('representative requests of the scoped abilities, on BJS records', () => {
  let article: ArticleRow;
  let published: ArticleRow;
  let bundle: ArticleRow;
  let placedBundle: ArticleRow;
  let online: ArticleRow;
  let publication: PublicationRow;

  beforeAll(async () => {
    const first = async (body: object) => {
      const [row] = (await admin<SearchResult<ArticleRow>>('POST', '/api/article/search', { periodicalFilter: ['BJS'], attachedOnly: false, size: 1, ...body })).body.result;
      if (!row) throw new Error(`aucun élément BJS ${JSON.stringify(body)}`);
      return row;
    };
    article = await first({ kindFilter: ['ARTICLE'], statusFilter: ['IN_PROGRESS'] });
    published = await first({ kindFilter: ['ARTICLE'], statusFilter: ['PUBLISHED'] });
    bundle = await first({ kindFilter: ['BUNDLE'] });
    online = await first({ kindFilter: ['ARTICLE'], statusFilter: ['ONLINE'] });
    const bundles = (await admin<SearchResult<ArticleRow>>('POST', '/api/article/search', { periodicalFilter: ['BJS'], kindFilter: ['BUNDLE'], attachedOnly: false, size: 100 })).body.result;
    const placed = bundles.find((b) => b.publicationId !== null);
    if (!placed) throw new Error('aucun lot BJS dans une publication');
    placedBundle = placed;
    const [row] = (await admin<SearchResult<PublicationRow>>('POST', '/api/publication/search', { periodicalFilter: ['BJS'], statusFilter: ['IN_PROGRESS'] })).body.result;
    if (!row) throw new Error('aucune publication BJS en cours');
    publication = row;
  });

  /** Each: the ability, and a request that leaves the data as it was, whatever the answer. */
  const requests = (): [Ability, string, string, unknown?][] => [
    ['article.read', 'GET', `/api/articleBase/${article.id}`],
    ['article.read', 'GET', `/api/article/${article.id}`],
    ['article.read', 'GET', `/api/bundle/${bundle.id}`],
    ['article.read', 'POST', `/api/publication/${publication.id}/organize/search`, { kind: 'ARTICLE' }],
    ['article.xml', 'GET', `/api/article/xml/${article.id}`],
    ['article.viewPlacard', 'GET', `/api/article/download/${article.id}/placard`],
    // A published article keeps its front-cover flag: 409 for the roles that may toggle it.
    ['article.frontCover', 'PUT', `/api/article/${published.id}/toggle-cover?flag=true`],
    // Nothing to unlock: 400 for the administrator.
    ['article.unlockPlacard', 'POST', '/api/workflow/article', { name: 'UNLOCK_ARTICLE_PLACARD', id: article.id }],
    // In progress, not BAP: 400 for the roles that push online.
    ['article.pushOnline', 'POST', '/api/article/publish-online', { articleIds: [article.id] }],
    // Deletes that the state refuses (409) to the roles that may delete: an article pushed online, a bundle in a publication.
    ['article.delete', 'DELETE', `/api/article/${online.id}`],
    ['bundle.delete', 'DELETE', `/api/article/${placedBundle.id}`],
    ['plan.save', 'PUT', `/api/publication/${publication.id}/organize`, {}],
    ['publication.edit', 'PUT', `/api/publication/${publication.id}`, { version: 0 }],
    ['publication.viewPdf', 'GET', `/api/publication/download/${publication.id}/BAT`],
    // No closing scheduled: 400 for the roles that close.
    ['publication.close', 'DELETE', `/api/publication/schedule/${publication.id}`],
    // No printer PDF: 400 for the producers.
    ['publication.bat', 'POST', '/api/workflow/publication', { name: 'BAT_PUBLICATION', id: publication.id }],
    // The dates are missing: 400 once the periodical's role is checked.
    ['export.authors', 'POST', '/api/admin/export/authors', { periodicalId: 'BJS' }],
    ['export.references', 'POST', '/api/admin/export/references', { periodicalId: 'BJS' }],
    // No file: 415 for those who may import into some periodical.
    ['publication.import', 'POST', '/api/publication/import'],
  ];

  it.each(NAMES)('%s is refused (403) exactly where the table refuses it for BJS', async (account) => {
    const wrong: string[] = [];
    for (const [ability, method, path, body] of requests()) {
      const { status } = await call(account, method, path, body);
      const periodical = ABILITIES[ability].scoped && ability !== 'publication.import' ? 'BJS' : undefined;
      if ((status === 403) === can(rolesOf(account), ability, periodical)) wrong.push(`${ability} ${method} ${path}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['ILLUSTRATION', 'image.manage'],
    ['AUTHOR', 'author.manageImages'],
    ['ADVERTISEMENT', 'ad.manage'],
  ] as const)('uploading to %s takes %s', async (collection, ability) => {
    for (const account of NAMES) {
      const { status, body } = await call(account, 'POST', `/api/image/${collection}`);
      expect(status === 403, `${account}: ${status}`).toBe(!can(rolesOf(account), ability));
      // The refusal names the collection's ability, not the first of the route's list.
      if (status === 403) expect((body as { message: string }).message).toBe(abilityRefusal(ability));
    }
  });

  /**
   * Writes with valid bodies, where a made-up body would be refused (400) before the role is known: each
   * allowed account's request succeeds, so the table's yes is the server's too.
   */
  const writes = (): [Ability | 'article.create of a complex type', (account: Account) => Promise<number>][] => {
    const periodicalId = 'BJS';
    const rubrique = async () => {
      const [node] = (await admin<PlanNode[]>('GET', `/api/publication_plan/periodical/${periodicalId}`)).body;
      return node?.id ?? null;
    };
    return [
      ['article.create', async (account) => (await call(account, 'POST', '/api/article', { periodicalId, title: 'Article de la matrice', type: 'FOCUS', planNodeId: await rubrique() })).status],
      // Spec 2 §2.8: a complex type (STUDY) takes article.anyType besides article.create.
      ['article.create of a complex type', async (account) => (await call(account, 'POST', '/api/article', { periodicalId, title: 'Étude de la matrice', type: 'STUDY', planNodeId: await rubrique() })).status],
      ['article.copy', async (account) => (await call(account, 'PUT', `/api/article/${article.id}/copy`, { periodicalId, planNodeId: await rubrique() })).status],
      // Moved where it already is: allowed accounts change nothing.
      ['article.move', async (account) => (await call(account, 'PUT', `/api/article/${article.id}/move`, { periodicalId, publicationId: article.publicationId, planNodeId: article.planNodeId })).status],
      [
        'bundle.create',
        async (account) => {
          const [template] = (await admin<BundlePlanTemplateDetail[]>('GET', `/api/bundle_plan/periodical/${periodicalId}`)).body;
          if (!template) throw new Error('aucun plan de lot BJS');
          const body = { title: 'Lot de la matrice', bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: await rubrique(), periodicalId, publicationId: null, type: template.type, tags: [] };
          return (await call(account, 'POST', '/api/bundle/', body)).status;
        },
      ],
      [
        // The editor: a session (reading), the lock, then the save of the document as it is.
        'article.edit',
        async (account) => {
          const opened = await call(account, 'POST', '/api/fonto/session', { documentId: article.id });
          if (opened.status !== 200) return opened.status;
          const context = { editSessionToken: (opened.body as EditorSession).token, documentId: String(article.id) };
          try {
            const lock = await call(account, 'PUT', '/api/fonto/document/lock', { context, documentId: String(article.id), lock: { isLockAcquired: true } });
            if (lock.status !== 200) return lock.status;
            const { content, revisionId } = (await call(account, 'GET', `/api/fonto/document?documentId=${article.id}&context=${encodeURIComponent(JSON.stringify(context))}`)).body as FontoDocument;
            return (await call(account, 'PUT', '/api/fonto/document', { context, documentId: String(article.id), content, revisionId })).status;
          } finally {
            await call(account, 'PUT', '/api/fonto/document/lock', { context, documentId: String(article.id), lock: { isLockAcquired: false } });
          }
        },
      ],
    ];
  };

  it.each(NAMES)('%s is answered 2xx or 403 on writes with valid bodies, as the table says for BJS', async (account) => {
    const wrong: string[] = [];
    for (const [ability, write] of writes()) {
      const status = await write(account);
      const roles = rolesOf(account);
      const allowed = ability === 'article.create of a complex type' ? can(roles, 'article.create', 'BJS') && can(roles, 'article.anyType') : can(roles, ability, 'BJS');
      if (allowed ? status >= 300 : status !== 403) wrong.push(`${ability}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});
