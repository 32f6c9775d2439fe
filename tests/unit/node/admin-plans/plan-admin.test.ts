import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { BundleDetail, BundlePlan, BundlePlanTemplateDetail } from '../../../../src/shared/domain/bundle';
import type { PlanNode } from '../../../../src/shared/domain/plan';
import type { AdministeredPublicationPlan } from '../../../../src/shared/domain/plan-admin';
import type { PublicationDetail, PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { ADMINISTERED_PLAN_REFUSALS } from '../../../../src/shared/rules/administered-plan';
import { REFERENCE_LINK_REFUSAL, nameWithReferenceLink } from '../../../../src/shared/rules/reference-link';
import type { Versioned } from '../../../../src/server/http/versions';
import { startArticleBed, type ArticleBed } from '../articles/bed';
import { errorOf, valueOf } from '../images/reference-bed';

/**
 * Plan administration (spec 2 §2.9, §6, §7; issue 12) through the real core on the real reference server:
 * the periodical plan, a publication plan's rubriques, bundle plan templates with reference links, a custom
 * bundle's structure. Every write is the administrator's alone: the manager `redaction` gets a 403.
 */

let bed: ArticleBed;
let admin: Core;
let redaction: Core;
/** The reference server always sends the plan's version (optional in the shared type). */
type AdministeredPlan = Versioned<AdministeredPublicationPlan, 'planVersion'>;

const container = (id: string, name: string, sub: PlanNode[] = [], planNodeId: string | null = null): PlanNode => ({ id, name, type: 'CONTAINER', sub, planNodeId });
const names = (plan: readonly PlanNode[]): unknown[] => plan.map((n) => (n.sub.length ? [n.name, names(n.sub)] : n.name));

async function publicationNamed(core: Core, name: string): Promise<PublicationRow> {
  const found = valueOf<SearchResult<PublicationRow>>(await core.dispatch('publications.search', [{ publicationFilter: [name], page: 0, size: 5 }]));
  const row = found.result.find((p) => p.name === name);
  if (!row) throw new Error(`publication ${name} absente`);
  return row;
}

beforeAll(async () => {
  bed = await startArticleBed();
  admin = await bed.core('admin');
  redaction = await bed.core('redaction');
}, 90_000);

afterAll(async () => bed.close());

describe('periodical plan', () => {
  it('is saved whole by the administrator and read back (renamed, added, moved, removed)', async () => {
    const before = valueOf<PlanNode[]>(await admin.dispatch('publications.periodicalPlan', ['AJU']));
    expect(names(before)).toEqual(['Actualité']);
    const plan = [container('AJU-ACT', 'Actualités', [container('AJU-T-SUB', 'Brèves', [], 'AJU-T-SUB')], 'AJU-ACT'), container('AJU-T-NEW', 'Dossiers', [], 'AJU-T-NEW')];
    const saved = valueOf<PlanNode[]>(await admin.dispatch('planAdmin.savePeriodicalPlan', ['AJU', plan]));
    expect(names(saved)).toEqual([['Actualités', ['Brèves']], 'Dossiers']);
    const read = valueOf<PlanNode[]>(await admin.dispatch('publications.periodicalPlan', ['AJU']));
    expect(read).toEqual(saved);
    expect(read[1]?.planNodeId).toBe('AJU-T-NEW');

    const removed = valueOf<PlanNode[]>(await admin.dispatch('planAdmin.savePeriodicalPlan', ['AJU', [container('AJU-ACT', 'Actualité', [], 'AJU-ACT')]]));
    expect(names(removed)).toEqual(['Actualité']);
  });

  it('refuses a plan deeper than 5 levels and an unknown periodical', async () => {
    let deep = container('AJU-D6', 'Niveau 6');
    for (let level = 5; level >= 1; level--) deep = container(`AJU-D${level}`, `Niveau ${level}`, [deep]);
    const tooDeep = errorOf(await admin.dispatch('planAdmin.savePeriodicalPlan', ['AJU', [deep]]));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.message).toContain('5 niveaux');
    expect(errorOf(await admin.dispatch('planAdmin.savePeriodicalPlan', ['ZZZ', []])).status).toBe(404);
  });

  it('is refused to a manager (403) and left as it was', async () => {
    const before = valueOf<PlanNode[]>(await admin.dispatch('publications.periodicalPlan', ['AJU']));
    const refusal = errorOf(await redaction.dispatch('planAdmin.savePeriodicalPlan', ['AJU', []]));
    expect(refusal.status).toBe(403);
    expect(valueOf<PlanNode[]>(await admin.dispatch('publications.periodicalPlan', ['AJU']))).toEqual(before);
  });
});

describe('publication plan administration', () => {
  it('saves the rubriques (depth 2), keeps the items in theirs, drops a deleted rubrique with its items', async () => {
    const row = await publicationNamed(admin, 'GDP_2025_5');
    const read = valueOf<AdministeredPlan>(await admin.dispatch('planAdmin.getPublicationPlan', [row.id]));
    expect(`${read.periodicalId}_${read.year}_${read.number}`).toBe('GDP_2025_5');
    const items = (nodes: readonly PlanNode[]): number => nodes.reduce((n, node) => n + (node.type === 'CONTAINER' ? items(node.sub) : 1), 0);
    const rubriquesOnly = (nodes: readonly PlanNode[]): PlanNode[] => nodes.filter((n) => n.type === 'CONTAINER').map((n) => ({ ...n, sub: rubriquesOnly(n.sub) }));
    const [first, ...others] = rubriquesOnly(read.plan);
    if (!first) throw new Error('plan GDP_2025_5 vide');
    const itemsOfFirst = items(read.plan.find((n) => n.id === first.id)?.sub ?? []);

    // A rubrique holding items takes no sub-rubrique (the drop rules): the new one gets its own.
    const administered = [{ ...first, name: 'Rubrique renommée' }, ...others, container('admin-c2', 'Nouvelle rubrique', [container('admin-c1', 'Nouvelle sous-rubrique')])];
    const saved = valueOf<PublicationDetail>(await admin.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: read.planVersion, plan: administered }]));
    expect(saved.planVersion).toBe(read.planVersion + 1);
    const again = valueOf<AdministeredPlan>(await admin.dispatch('planAdmin.getPublicationPlan', [row.id]));
    expect(again.plan[0]?.name).toBe('Rubrique renommée');
    expect(names(again.plan.slice(-1))).toEqual([['Nouvelle rubrique', ['Nouvelle sous-rubrique']]]);
    expect(items(again.plan)).toBe(items(read.plan));
    expect(items(again.plan[0]?.sub ?? [])).toBe(itemsOfFirst);

    // Any container may be deleted, with what it holds.
    const withoutFirst = valueOf<PublicationDetail>(await admin.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: saved.planVersion, plan: rubriquesOnly(again.plan).slice(1) }]));
    expect(withoutFirst.plan.map((n) => n.name)).not.toContain('Rubrique renommée');
    expect(items(withoutFirst.plan)).toBe(items(read.plan) - itemsOfFirst);
  });

  it('refuses a third level, items and a stale version', async () => {
    const row = await publicationNamed(admin, 'GDP_2025_5');
    const read = valueOf<AdministeredPlan>(await admin.dispatch('planAdmin.getPublicationPlan', [row.id]));
    const third = [container('admin-l1', 'Un', [container('admin-l2', 'Deux', [container('admin-l3', 'Trois')])])];
    expect(errorOf(await admin.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: read.planVersion, plan: third }])).status).toBe(400);
    const item = [container('admin-l1', 'Un', [{ id: '1', name: '', type: 'ARTICLE', sub: [] }])];
    expect(errorOf(await admin.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: read.planVersion, plan: item }])).status).toBe(400);
    expect(errorOf(await admin.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: read.planVersion + 7, plan: [] }])).status).toBe(409);
  });

  it('refuses two sibling rubriques of one name with the screen’s reason (400), saves one name at two levels', async () => {
    const row = await publicationNamed(admin, 'GDP_2025_5');
    const read = valueOf<AdministeredPlan>(await admin.dispatch('planAdmin.getPublicationPlan', [row.id]));
    const twins = [container('admin-t1', 'Jumelles'), container('admin-t2', ' <i>jumelles</i>')];
    const refusal = errorOf(await admin.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: read.planVersion, plan: twins }]));
    expect(refusal).toMatchObject({ status: 400, message: ADMINISTERED_PLAN_REFUSALS.sameName('jumelles') });
    // The same name at two levels is no twin.
    const nested = [container('admin-t1', 'Jumelles', [container('admin-t2', 'Jumelles')])];
    expect(valueOf<PublicationDetail>(await admin.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: read.planVersion, plan: nested }])).planVersion).toBe(read.planVersion + 1);
  });

  it('is refused to a manager of the periodical (403)', async () => {
    const row = await publicationNamed(admin, 'GDP_2025_5');
    const read = valueOf<AdministeredPlan>(await admin.dispatch('planAdmin.getPublicationPlan', [row.id]));
    expect(errorOf(await redaction.dispatch('planAdmin.savePublicationPlan', [row.id, { planVersion: read.planVersion, plan: [] }])).status).toBe(403);
    expect(valueOf<AdministeredPlan>(await admin.dispatch('planAdmin.getPublicationPlan', [row.id])).planVersion).toBe(read.planVersion);
  });
});

describe('bundle plan templates', () => {
  it('keep a node’s reference link of an allowed family and refuse any other (400)', async () => {
    const linked = container('s1', nameWithReferenceLink('Textes', 'Loi n° 2019-486 du 22 mai 2019'));
    const created = valueOf<BundlePlanTemplateDetail>(await admin.dispatch('bundlePlans.create', [{ name: 'Plan avec renvoi', type: 'BOARD', periodicalId: 'RDA', plan: [linked] }]));
    expect(created.plan[0]?.name).toBe(linked.name);
    const read = valueOf<BundlePlanTemplateDetail>(await admin.dispatch('bundlePlans.get', [created.id]));
    expect(read.plan[0]?.name).toContain('refid="Loi n° 2019-486 du 22 mai 2019"');

    const refused = container('s2', '<renvoi type="url" refid="javascript:alert(1)">Piège</renvoi>');
    const bad = errorOf(await admin.dispatch('bundlePlans.update', [created.id, { bundlePlanVersionId: created.bundlePlanVersionId, name: 'x', type: 'BOARD', enable: true, plan: [refused] }]));
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('Lien de renvoi non reconnu');
    expect((await admin.dispatch('bundlePlans.delete', [created.id])).ok).toBe(true);
  });

  it('are read by a manager but never written (403 on create, update, delete)', async () => {
    const page = valueOf<SearchResult<BundlePlanTemplateDetail>>(await redaction.dispatch('bundlePlans.search', [{ page: 0, size: 10 }]));
    const template = page.result[0];
    if (!template) throw new Error('aucun plan de lot');
    expect(page.resultCount).toBeGreaterThanOrEqual(4);
    const input = { name: 'Refusé', type: 'FOLDER' as const, periodicalId: 'BJS', plan: [] };
    expect(errorOf(await redaction.dispatch('bundlePlans.create', [input])).status).toBe(403);
    expect(errorOf(await redaction.dispatch('bundlePlans.create', [{ ...input, sourceId: template.id }])).status).toBe(403);
    const update = { bundlePlanVersionId: template.bundlePlanVersionId, name: 'Refusé', type: template.type, enable: true, plan: [] };
    expect(errorOf(await redaction.dispatch('bundlePlans.update', [template.id, update])).status).toBe(403);
    expect(errorOf(await redaction.dispatch('bundlePlans.delete', [template.id])).status).toBe(403);
    expect(valueOf<BundlePlanTemplateDetail>(await admin.dispatch('bundlePlans.get', [template.id])).name).toBe(template.name);
  });
});

describe('custom bundle edit', () => {
  it('saves a bundle’s structure for the administrator and refuses it to a manager (403)', async () => {
    const template = valueOf<BundlePlanTemplateDetail[]>(await admin.dispatch('bundlePlans.byPeriodical', ['BJS']))[0];
    if (!template) throw new Error('aucun plan de lot BJS');
    const rubrique = valueOf<PlanNode[]>(await admin.dispatch('publications.periodicalPlan', ['BJS']))[0];
    const bundle = valueOf<BundleDetail>(
      await admin.dispatch('bundles.create', [
        { title: 'Lot personnalisé de test', bundlePlanVersionId: template.bundlePlanVersionId, planNodeId: rubrique?.id ?? null, periodicalId: 'BJS', publicationId: null, type: template.type, tags: [] },
      ]),
    );
    const read = valueOf<Versioned<BundlePlan, 'planVersion'>>(await admin.dispatch('bundles.getPlan', [bundle.id]));
    const plan = [...read.plan, container('custom-1', 'Annexe')];
    expect(errorOf(await redaction.dispatch('bundles.savePlan', [bundle.id, { planVersion: read.planVersion, plan }])).status).toBe(403);
    const saved = valueOf<BundlePlan>(await admin.dispatch('bundles.savePlan', [bundle.id, { planVersion: read.planVersion, plan }]));
    expect(saved.plan.map((n) => n.name)).toEqual([...read.plan.map((n) => n.name), 'Annexe']);
    expect(valueOf<BundlePlan>(await admin.dispatch('bundles.getPlan', [bundle.id])).planVersion).toBe(read.planVersion + 1);

    // The server checks a structure's reference links as the form does.
    const badLink = [...saved.plan, container('custom-2', nameWithReferenceLink('Source', 'javascript:alert(1)'))];
    const refused = errorOf(await admin.dispatch('bundles.savePlan', [bundle.id, { planVersion: saved.planVersion, plan: badLink }]));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(REFERENCE_LINK_REFUSAL);
  });
});
