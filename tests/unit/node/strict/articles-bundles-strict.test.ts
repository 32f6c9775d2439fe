import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article, ArticleRow } from '../../../../src/shared/domain/article';
import type { BundleDetail, BundlePlanTemplateDetail } from '../../../../src/shared/domain/bundle';
import type { ListedPush } from '../../../../src/shared/domain/online-push';
import type { PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { startArticleBed, type ArticleBed } from '../articles/bed';
import { call } from '../online-push/helpers';

/**
 * Articles, bundles and push online through core on a strict reference server (issue 32), which answers only
 * spec 2 §3's fields: what the screens read is there, derived by core where the extensions are absent.
 */

let bed: ArticleBed;
let admin: Core;
/** The writes the server received: "METHOD /url". */
const writes: string[] = [];

beforeAll(async () => {
  const record = (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/')) writes.push(`${request.method} ${request.url}`);
  };
  bed = await startArticleBed({ server: { strict: true, onRequest: record } });
  admin = await bed.core('admin');
}, 90_000);
afterAll(async () => bed?.close());

describe('articles', () => {
  it('a row of the list counts its authors', async () => {
    const { result } = await call<SearchResult<ArticleRow>>(admin, 'articles.search', [{ size: 100, attachedOnly: false }]);
    expect(result.length).toBeGreaterThan(0);
    for (const row of result) {
      expect(row).not.toHaveProperty('tags');
      expect(row.authorCount).toBe(row.authors.length);
    }
  });
});

describe('a bundle', () => {
  it('made from a template, organised without a plan version and read back', async () => {
    const [template] = await call<BundlePlanTemplateDetail[]>(admin, 'bundlePlans.byPeriodical', ['DEF']);
    if (!template) throw new Error('aucun plan de lot DEF');
    expect(template).not.toHaveProperty('bundleCount');
    const created = await call<BundleDetail>(admin, 'bundles.create', [
      { title: 'Cas pratique strict', bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: 'DEF-DOC', periodicalId: 'DEF', publicationId: null, type: template.type, tags: [] },
    ]);
    const bundle = await call<BundleDetail>(admin, 'bundles.get', [created.id]);
    expect(bundle).not.toHaveProperty('planVersion');
    expect(bundle).not.toHaveProperty('planModificationDate');
    expect(bundle.plan.map((n) => n.name)).toEqual(template.plan.map((n) => n.name));
    // No bundlePlanName in spec 2 §3: core finds the template's name through the bundle's plan and the periodical's templates.
    expect(bundle.bundlePlanName).toBe(template.name);
    const article = await call<Article>(admin, 'articles.create', [
      { periodicalId: 'DEF', title: 'Le mandat de protection future', type: 'COMMENTARY', planNodeId: 'DEF-DOC', publicationId: null, bundleId: null, tags: [] },
    ]);
    const [first, ...rest] = bundle.plan;
    if (!first) throw new Error('plan vide');
    const plan = [{ ...first, sub: [{ id: String(article.id), name: '', type: 'ARTICLE' as const, sub: [] }] }, ...rest];
    await call<BundleDetail>(admin, 'bundles.organize', [bundle.id, { plan }]);
    expect((await call<BundleDetail>(admin, 'bundles.get', [bundle.id])).plan[0]?.sub.map((n) => n.id)).toEqual([String(article.id)]);
  });
});

describe('push online', () => {
  const list = () => call<ListedPush[]>(admin, 'pushOnline.list', []);

  it('lists each push with its articles (spec 2 §3 « plus articles »), and none of the reference server’s fields', async () => {
    const pushes = await list();
    const october = pushes.find((p) => p.title === 'Sélection d’octobre');
    expect(october).not.toHaveProperty('articleIds');
    expect(october?.articles).toEqual([expect.objectContaining({ id: expect.any(Number) as number, title: expect.any(String) as string })]);
  });

  it('push now of articles: the list’s articles are sent, and go online', async () => {
    const push = (await list()).find((p) => p.title === 'Sélection d’octobre');
    const [article] = (push?.articles ?? []) as Article[];
    await call(admin, 'pushOnline.pushNow', [push?.id]);
    expect(writes).toContain(`PUT /api/admin/publish-online/${push?.id}`);
    expect((await call<Article>(admin, 'articles.get', [article?.id])).status).toBe('PUBLISHED');
    expect((await list()).some((p) => p.id === push?.id)).toBe(false);
  });

  it('push now of a named push publishes the publication its name identifies, not the one of the push’s id', async () => {
    const push = (await list()).find((p) => p.name === 'GDP_2025_2');
    const [publication] = (await call<SearchResult<PublicationRow>>(admin, 'publications.search', [{ publicationFilter: ['GDP_2025_2'] }])).result;
    expect(publication?.id).not.toBe(push?.id);
    await call(admin, 'pushOnline.pushNow', [push?.id]);
    expect(writes).toContain(`PUT /api/admin/publication/${publication?.id}/publish`);
    expect(writes).not.toContain(`PUT /api/admin/publication/${push?.id}/publish`);
    expect((await call<SearchResult<PublicationRow>>(admin, 'publications.search', [{ publicationFilter: ['GDP_2025_2'] }])).result[0]?.status).toBe('PUBLISHED');
  });
});
