import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../../../src/server/app';
import { checkScopedRoutes, enforceAbility, needs, needsOneOf, requireAbility, requireDeclaredAbilities } from '../../../../src/server/http/abilities';
import { holds } from '../../../../src/server/http/scoped-checks';
import { currentUser } from '../../../../src/server/http/request';
import { installErrorHandling } from '../../../../src/server/http/errors';
import type { ArticleBase, ArticleRow } from '../../../../src/shared/domain/article';
import type { BundleDetail, BundlePlanTemplateDetail } from '../../../../src/shared/domain/bundle';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { PlanNode } from '../../../../src/shared/domain/plan';
import type { PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { obtainTokens } from '../../../support/scripted-browser';
import { callers, type Caller } from './api-client';
import { SERVER_OWN_ROUTES, startTestServer } from './test-database';

/**
 * The server refuses what the abilities table refuses (spec 2 §6, src/shared/rules/abilities.ts), where the
 * screens and the server used to disagree (issue 22): XML import, deleting a bundle, reading articles,
 * editing a bundle's XML. And a route that declares no ability cannot be built.
 */

const USERS = ['admin', 'redaction', 'production', 'medias', 'lecteur'] as const;
type User = (typeof USERS)[number];
let server: RunningServer;
let as: Record<User, Caller>;
const tokens: Partial<Record<User, string>> = {};

beforeAll(async () => {
  server = await startTestServer({ workflow: { paused: true } }, [SERVER_OWN_ROUTES.publicationCandidates]);
  as = await callers(server.url, USERS);
  for (const user of ['admin', 'redaction', 'production'] as const) tokens[user] = (await obtainTokens(server.url, user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const ok = <T>(response: { status: number; body: T }, status = 200): T => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};

async function sendXml(user: User, path: string, xml: string): Promise<{ status: number; body: { message?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([xml], { type: 'text/xml' }), 'article.xml');
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${tokens[user] ?? ''}` }, body: form });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** A new bundle of the periodical, placed in `publicationId` or nowhere. */
async function newBundle(periodicalId: string, publicationId: number | null): Promise<BundleDetail> {
  const [template] = ok(await as.admin<BundlePlanTemplateDetail[]>('GET', `/api/bundle_plan/periodical/${periodicalId}`));
  if (!template) throw new Error(`aucun plan de lot ${periodicalId}`);
  const rubriques = ok(await as.admin<PlanNode[]>('GET', `/api/publication_plan/periodical/${periodicalId}`));
  const body = { title: 'Lot des droits', bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: rubriques[0]?.id ?? null, periodicalId, publicationId, type: template.type, tags: [] };
  return ok(await as.admin<BundleDetail>('POST', '/api/bundle/', body));
}

describe('XML import is admin only (spec 2 §6)', () => {
  const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<article revue="BJS" type="FOCUS" rubrique="BJS-SOC"><titre>Importé</titre><corps><para>Texte.</para></corps></article>';

  it.each(['redaction', 'production'] as const)('refuses ask-import and import to %s, who manage or produce BJS', async (user) => {
    for (const path of ['/api/article/ask-import', '/api/article/import']) {
      const refused = await sendXml(user, path, xml);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('Réservé à l’administrateur.');
    }
  });

  it('lets the administrator ask', async () => {
    expect(ok(await sendXml('admin', '/api/article/ask-import', xml))).toMatchObject({ mode: 'CREATION', periodical: { id: 'BJS' } });
  });
});

describe('deleting a bundle is admin only, when unattached and not online (spec 2 §6)', () => {
  it('refuses a manager of the periodical (403), the administrator when the bundle is in a publication (409), and deletes an unattached one', async () => {
    const [publication] = ok(await as.admin<SearchResult<PublicationRow>>('POST', '/api/publication/search', { periodicalFilter: ['BJS'], statusFilter: ['IN_PROGRESS'] })).result;
    if (!publication) throw new Error('aucune publication BJS en cours');
    const attached = await newBundle('BJS', publication.id);
    const free = await newBundle('BJS', null);

    const byManager = await as.redaction<{ message: string }>('DELETE', `/api/article/${free.id}`);
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toBe('Réservé à l’administrateur.');
    expect((await as.redaction('POST', '/api/article/delete', { ids: [free.id] })).status).toBe(403);

    const inPublication = await as.admin<{ message: string }>('DELETE', `/api/article/${attached.id}`);
    expect(inPublication.status).toBe(409);
    expect(inPublication.body.message).toContain('Ce lot est rattaché à une publication');

    expect((await as.admin('DELETE', `/api/article/${free.id}`)).status).toBe(204);
    expect((await as.admin('GET', `/api/bundle/${free.id}`)).status).toBe(404);
  });
});

describe('articles are read by the editorial and viewer roles of their periodical', () => {
  it('answers GET /api/articleBase/{id} and the organise searches to them, not to the images and ads account', async () => {
    const [row] = ok(await as.admin<SearchResult<ArticleRow>>('POST', '/api/article/search', { periodicalFilter: ['BJS'], kindFilter: ['ARTICLE'], attachedOnly: false, size: 1 })).result;
    if (!row) throw new Error('aucun article BJS');
    expect(ok(await as.lecteur<ArticleBase>('GET', `/api/articleBase/${row.id}`))).toMatchObject({ id: row.id, periodicalId: 'BJS' });
    expect(ok(await as.redaction<ArticleBase>('GET', `/api/articleBase/${row.id}`)).id).toBe(row.id);
    const refused = await as.medias<{ message: string }>('GET', `/api/articleBase/${row.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Réservé à l’administrateur et aux rôles .* de la revue BJS\.$/);

    const [publication] = ok(await as.admin<SearchResult<PublicationRow>>('POST', '/api/publication/search', { periodicalFilter: ['BJS'] })).result;
    expect((await as.medias('POST', `/api/publication/${publication?.id}/organize/search`, { kind: 'ARTICLE' })).status).toBe(403);
    expect((await as.lecteur('POST', `/api/publication/${publication?.id}/organize/search`, { kind: 'ARTICLE' })).status).toBe(200);
    expect((await as.medias('POST', '/api/article/search', { periodicalFilter: ['BJS'] })).status).toBe(403);
  });
});

describe('a bundle’s XML is edited by Bl, _l and Tl (spec 2 §6 "bundle editing")', () => {
  it('opens it read-only for a producer of the periodical and for an editor, free to a manager (its lock taken at the first change)', async () => {
    const bjs = await newBundle('BJS', null);
    const gdp = await newBundle('GDP', null);
    const open = async (user: User, id: number) => ok(await as[user]<EditorSession>('POST', '/api/fonto/session', { documentId: id })).lockState;
    // production: PRODUCER_BJS; redaction: MANAGER_BJS and EDITOR_GDP.
    expect(await open('production', bjs.id)).toMatchObject({ editable: false, reason: 'Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue BJS.' });
    expect(await open('redaction', gdp.id)).toMatchObject({ editable: false, canTakeOver: false });
    expect(await open('redaction', bjs.id)).toMatchObject({ editable: false, canTakeOver: true, reason: null });
  });
});

describe('every route declares the ability it requires', () => {
  it('stops the build of a route that declares none, or a name the table does not have', async () => {
    // As the API declares its areas: plugins registered after the hook.
    const undeclared = Fastify();
    requireDeclaredAbilities(undeclared);
    void undeclared.register(async (area) => {
      area.get('/declaree', needs('signedIn'), async () => ({}));
      area.get('/oubli', async () => ({}));
    });
    await expect(undeclared.ready()).rejects.toThrow(/GET \/oubli ne déclare pas/);

    const unknown = Fastify();
    requireDeclaredAbilities(unknown);
    void unknown.register(async (area) => {
      area.get('/inconnue', { config: { ability: 'article.fly' as never } }, async () => ({}));
    });
    await expect(unknown.ready()).rejects.toThrow(/GET \/inconnue ne déclare pas/);

    // Two unscoped abilities and nobody to choose between them: needsOneOf says which the request takes.
    const unchosen = Fastify();
    requireDeclaredAbilities(unchosen);
    void unchosen.register(async (area) => {
      area.get('/deux', needs(['image.manage', 'ad.manage']), async () => ({}));
    });
    await expect(unchosen.ready()).rejects.toThrow(/GET \/deux ne déclare pas/);
  });

  it('enforces an unscoped ability (or the one the path picks) before the body is read, and a scoped one for the periodical the handler names', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.decorateRequest('user', null);
    requireDeclaredAbilities(app);
    app.addHook('onRequest', async (request) => {
      const roles = request.headers['x-roles'];
      request.user = { id: 'u', username: 'u', name: 'U', email: null, roles: typeof roles === 'string' ? roles.split(',') : [], favoritePeriodicals: [], statusFavorite: false };
    });
    app.addHook('onRequest', enforceAbility);
    app.get('/import', needs('article.import'), async () => ({ ok: true }));
    app.get('/collection/:name', needsOneOf(['image.manage', 'ad.manage'], (request) => ((request.params as { name: string }).name === 'ads' ? 'ad.manage' : 'image.manage')), async () => ({ ok: true }));
    app.get('/plan/:periodical', needs('plan.save'), async (request) => {
      requireAbility(request, (request.params as { periodical: string }).periodical);
      return { ok: true };
    });
    app.get('/ouvert', needs('signedIn'), async () => ({ ok: true }));
    await app.ready();
    const call = async (url: string, roles: string) => (await app.inject({ url, headers: { 'x-roles': roles } })).statusCode;
    expect(await call('/import', 'ADMIN')).toBe(200);
    expect(await call('/import', 'MANAGER_BJS')).toBe(403);
    expect(await call('/plan/BJS', 'MANAGER_BJS')).toBe(200);
    expect(await call('/plan/DEF', 'MANAGER_BJS')).toBe(403);
    expect(await call('/plan/DEF', 'VIEWER')).toBe(403);
    expect(await call('/ouvert', 'VIEWER')).toBe(200);
    expect(await call('/collection/ads', 'ADMIN_ADS')).toBe(200);
    expect(await call('/collection/images', 'ADMIN_ADS')).toBe(403);
    // The refusal names the ability the path picked, not the first of the list.
    const refused = await app.inject({ url: '/collection/ads', headers: { 'x-roles': 'ADMIN_IMAGES' } });
    expect(refused.json<{ message: string }>().message).toBe('Réservé à l’administrateur et au rôle administrateur des publicités.');
    await app.close();
  });

  it('answers 500, naming the route, when a scoped route answers 2xx without having checked its ability (tests, development)', async () => {
    const app = Fastify();
    installErrorHandling(app, { consoleErrors: false });
    app.decorateRequest('user', null);
    checkScopedRoutes(app);
    app.addHook('onRequest', async (request) => {
      request.user = { id: 'u', username: 'u', name: 'U', email: null, roles: ['MANAGER_BJS'], favoritePeriodicals: [], statusFavorite: false };
    });
    app.addHook('onRequest', enforceAbility);
    app.get('/oubli/:periodical', needs('plan.save'), async () => ({ ok: true }));
    app.get('/verifie/:periodical', needs('plan.save'), async (request) => {
      requireAbility(request, (request.params as { periodical: string }).periodical);
      return { ok: true };
    });
    // A helper given the user checks for the route too; a refusal is no 2xx, whatever checked it.
    app.get('/aide/:periodical', needs('plan.save'), async (request) => ({ ok: holds(currentUser(request), ['MANAGER'], (request.params as { periodical: string }).periodical) }));
    app.get('/vide/:periodical', needs('plan.save'), async (_request, reply) => reply.code(404).send({ message: 'introuvable' }));
    app.get('/ouvert', needs('signedIn'), async () => ({ ok: true }));
    await app.ready();
    const forgot = await app.inject({ url: '/oubli/BJS' });
    expect(forgot.statusCode).toBe(500);
    expect(forgot.body).toContain('GET /oubli/:periodical');
    expect((await app.inject({ url: '/verifie/BJS' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/verifie/DEF' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/aide/BJS' })).json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/vide/BJS' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/ouvert' })).statusCode).toBe(200);
    await app.close();
  });
});
