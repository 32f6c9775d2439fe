import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article } from '../../../../src/shared/domain/article';
import type { BundleDetail, BundlePlan, BundlePlanTemplateDetail } from '../../../../src/shared/domain/bundle';
import type { PlanCandidate } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import type { Versioned } from '../../../../src/server/http/versions';
import { errorOf, startReferenceBed, valueOf, type ReferenceBed } from '../images/reference-bed';

/**
 * Bundles and bundle plan templates through core on the real reference server (issue 11): creation from a
 * template, organise with an illegal plan refused and a stale version 409, template CRUD by the
 * administrator only.
 */

let bed: ReferenceBed;
let admin: Core;
let lecteur: Core;

beforeAll(async () => {
  bed = await startReferenceBed();
  admin = await bed.core('admin');
  lecteur = await bed.core('lecteur');
}, 60_000);

afterAll(async () => bed.close());

describe('bundles', () => {
  it('creates a bundle from a template, organises it, refuses an illegal plan and a stale version', async () => {
    const templates = valueOf<BundlePlanTemplateDetail[]>(await admin.dispatch('bundlePlans.byPeriodical', ['GDP']));
    const template = templates[0];
    if (!template) throw new Error('aucun plan de lot GDP');
    const rubriques = valueOf<{ id: string }[]>(await admin.dispatch('publications.periodicalPlan', ['GDP']));
    const bundle = valueOf<Versioned<BundleDetail, 'planVersion'>>(
      await admin.dispatch('bundles.create', [
        { title: 'Dossier de test', bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: rubriques[0]?.id ?? null, periodicalId: 'GDP', publicationId: null, type: template.type, tags: [] },
      ]),
    );
    expect(bundle.plan.map((n) => n.name)).toEqual(template.plan.map((n) => n.name));
    expect(bundle.status).toBe('IN_PROGRESS');

    const before = bed.apiRequests.length;
    const candidates = valueOf<SearchResult<PlanCandidate>>(await admin.dispatch('bundles.candidates', [bundle.id, { attachedOnly: false, size: 50 }]));
    // Spec 2 §7: the article search per context, on the bundle's periodical.
    expect(bed.apiRequests.slice(before)).toEqual([`GET /api/bundle/${bundle.id}`, 'POST /api/article/search']);
    expect(candidates.result.every((c) => c.kind === 'ARTICLE')).toBe(true);
    const article = candidates.result.find((c) => c.status === 'IN_PROGRESS' && !c.inPlan && c.otherPublication === null);
    if (!article) throw new Error('aucun article GDP libre en cours');
    const [first, ...rest] = bundle.plan;
    if (!first) throw new Error('plan vide');
    const placed = [{ ...first, sub: [{ id: String(article.id), name: '', type: 'ARTICLE' as const, sub: [] }] }, ...rest];
    const organised = valueOf<BundleDetail>(await admin.dispatch('bundles.organize', [bundle.id, { planVersion: bundle.planVersion, plan: placed }]));
    expect(organised.planVersion).toBe(bundle.planVersion + 1);
    expect(organised.plan[0]?.sub[0]?.id).toBe(String(article.id));
    const all = valueOf<SearchResult<PlanCandidate>>(await admin.dispatch('bundles.candidates', [bundle.id, { attachedOnly: false, size: 50, query: String(article.id) }]));
    expect(all.result.find((c) => c.id === article.id)).toMatchObject({ inPlan: true, otherPublication: null });

    const atRoot = [...placed, { id: String(article.id), name: '', type: 'ARTICLE' as const, sub: [] }];
    const illegal = errorOf(await admin.dispatch('bundles.organize', [bundle.id, { planVersion: organised.planVersion, plan: atRoot }]));
    expect(illegal.status).toBe(400);
    const stale = errorOf(await admin.dispatch('bundles.organize', [bundle.id, { planVersion: bundle.planVersion, plan: placed }]));
    expect(stale.status).toBe(409);
    expect(errorOf(await lecteur.dispatch('bundles.organize', [bundle.id, { planVersion: organised.planVersion, plan: placed }])).status).toBe(403);

    // The bundle's BAP approves what it holds: its article in progress is BAP with it; removing the bundle's BAP leaves the article's.
    expect(valueOf<Article>(await admin.dispatch('articles.get', [article.id])).status).toBe('IN_PROGRESS');
    expect(valueOf<Article>(await admin.dispatch('articles.workflow', ['BAP_ARTICLE', bundle.id])).status).toBe('READY');
    expect(valueOf<Article>(await admin.dispatch('articles.get', [article.id])).status).toBe('READY');
    expect(valueOf<Article>(await admin.dispatch('articles.workflow', ['UPDATE_ARTICLE', bundle.id])).status).toBe('IN_PROGRESS');
    expect(valueOf<Article>(await admin.dispatch('articles.get', [article.id])).status).toBe('READY');
  });

  it('saves a bundle plan sent without a planVersion, as the publisher’s back-office is called (spec 2 §3 has none): the last write wins', async () => {
    const template = valueOf<BundlePlanTemplateDetail[]>(await admin.dispatch('bundlePlans.byPeriodical', ['GDP']))[0];
    if (!template) throw new Error('aucun plan de lot GDP');
    const [rubrique] = valueOf<{ id: string }[]>(await admin.dispatch('publications.periodicalPlan', ['GDP']));
    const bundle = valueOf<Versioned<BundleDetail, 'planVersion'>>(
      await admin.dispatch('bundles.create', [
        { title: 'Lot sans version', bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: rubrique?.id ?? null, periodicalId: 'GDP', publicationId: null, type: template.type, tags: [] },
      ]),
    );
    const added = [...bundle.plan, { id: 'sans-version', name: 'Sans version', type: 'CONTAINER' as const, sub: [] }];
    const organised = valueOf<BundleDetail>(await admin.dispatch('bundles.organize', [bundle.id, { plan: added }]));
    expect(organised.planVersion).toBe(bundle.planVersion + 1);
    const structured = valueOf<BundlePlan>(await admin.dispatch('bundles.savePlan', [bundle.id, { plan: organised.plan.slice(0, -1) }]));
    expect(structured.planVersion).toBe(bundle.planVersion + 2);
    // A client that sends the version it read is still checked.
    expect(errorOf(await admin.dispatch('bundles.organize', [bundle.id, { planVersion: bundle.planVersion, plan: added }])).status).toBe(409);
    expect(errorOf(await admin.dispatch('bundles.savePlan', [bundle.id, { planVersion: bundle.planVersion, plan: added }])).status).toBe(409);
  });

  it('lets the administrator alone create, duplicate, update and delete templates', async () => {
    const created = valueOf<BundlePlanTemplateDetail>(
      await admin.dispatch('bundlePlans.create', [{ name: 'Chronique test', type: 'CHRONICLE', periodicalId: 'BJS', plan: [{ id: 'c1', name: 'Actualité', type: 'CONTAINER', sub: [] }] }]),
    );
    expect(created.enable).toBe(true);
    const copy = valueOf<BundlePlanTemplateDetail>(await admin.dispatch('bundlePlans.create', [{ name: 'Copie', type: 'CHRONICLE', periodicalId: 'BJS', plan: [], sourceId: created.id }]));
    expect(copy.plan).toEqual(created.plan);
    const updated = valueOf<BundlePlanTemplateDetail>(
      await admin.dispatch('bundlePlans.update', [created.id, { bundlePlanVersionId: created.bundlePlanVersionId, name: 'Chronique', type: 'CHRONICLE', enable: false, plan: [] }]),
    );
    expect(updated.bundlePlanVersionId).not.toBe(created.bundlePlanVersionId);
    expect(errorOf(await admin.dispatch('bundlePlans.update', [created.id, { bundlePlanVersionId: created.bundlePlanVersionId, name: 'x', type: 'CHRONICLE', enable: true, plan: [] }])).status).toBe(409);
    const page = valueOf<SearchResult<BundlePlanTemplateDetail>>(await admin.dispatch('bundlePlans.search', [{ periodicalIds: ['BJS'] }]));
    expect(page.result.some((t) => t.id === copy.id)).toBe(true);
    expect(errorOf(await lecteur.dispatch('bundlePlans.delete', [copy.id])).status).toBe(403);
    expect((await admin.dispatch('bundlePlans.delete', [copy.id])).ok).toBe(true);
    expect(errorOf(await admin.dispatch('bundlePlans.get', [copy.id])).status).toBe(404);
  });
});
