import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '../../../../src/shared/domain/advertisement';
import type { PlanNode, PublicationPlan } from '../../../../src/shared/domain/plan';
import type { PlanCandidate, PublicationDetail, PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { type RunningServer } from '../../../../src/server/app';
import type { StoredPublication } from '../../../../src/server/publications/rows';
import { UNREADABLE_TITLE } from '../../../../src/server/plans/store';
import { SERVER_OWN_ROUTES, startTestServer } from './test-database';
import { callers, type Caller } from './api-client';

/** Plans (spec 2 §2.3, §3, §4 Plans, §5 drop rules and depth, §7) against one seeded server, worker paused. */
let server: RunningServer;
let as: Record<'admin' | 'redaction' | 'production' | 'lecteur', Caller>;

beforeAll(async () => {
  server = await startTestServer({ workflow: { paused: true } }, [SERVER_OWN_ROUTES.publicationCandidates]);
  as = await callers(server.url, ['admin', 'redaction', 'production', 'lecteur'] as const);
});
afterAll(async () => {
  await server?.close();
});

type ApiError = { status: number; message: string };
const byName = async (name: string): Promise<StoredPublication> => {
  const [row] = (await as.lecteur<SearchResult<PublicationRow>>('POST', '/api/publication/search', { publicationFilter: [name] })).body.result;
  return (await as.lecteur<StoredPublication>('GET', `/api/publication/${row?.id}`)).body;
};
const copy = (plan: PlanNode[]): PlanNode[] => JSON.parse(JSON.stringify(plan)) as PlanNode[];
const find = (plan: readonly PlanNode[], test: (n: PlanNode) => boolean): PlanNode | undefined => {
  for (const node of plan) {
    if (test(node)) return node;
    const inside = find(node.sub, test);
    if (inside) return inside;
  }
  return undefined;
};
const container = (plan: PlanNode[], id: string): PlanNode => {
  const found = find(plan, (n) => n.type === 'CONTAINER' && n.id === id);
  if (!found) throw new Error(`no container ${id}`);
  return found;
};
const candidates = async (id: number, body: object): Promise<SearchResult<PlanCandidate>> => {
  const response = await as.admin<SearchResult<PlanCandidate>>('POST', `/api/publication/${id}/organize/search`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const save = (caller: Caller, id: number, planVersion: number, plan: PlanNode[]) => caller<PublicationDetail & { message: string }>('PUT', `/api/publication/${id}/organize`, { planVersion, plan });
const item = (c: PlanCandidate): PlanNode => ({ id: String(c.id), name: c.name, type: c.kind === 'ADVERTISEMENT' ? 'ADVERTISEMENT' : 'ARTICLE', sub: [], ...(c.kind === 'BUNDLE' ? { meta: { isBundle: true } } : {}) });

describe('reading plans', () => {
  it('gives the publication plan, the periodical plan and the rubrique search', async () => {
    const gdp = await byName('GDP_2025_3');
    const plan = await as.lecteur<PublicationPlan & { planVersion: number }>('GET', `/api/publication_plan/publication/${gdp.id}`);
    expect(plan.body).toEqual({ id: gdp.id, periodicalId: 'GDP', year: 2025, number: '3', plan: gdp.plan, planVersion: 0 });
    expect((await as.lecteur('GET', `/api/publication_plan/publication/${gdp.id}`)).body).toEqual((await as.lecteur('GET', `/api/publication_plan/publication/${gdp.id}`)).body);
    const rubriques = await as.lecteur<PlanNode[]>('GET', '/api/publication_plan/periodical/GDP');
    expect(rubriques.body.map((n) => [n.id, n.name, n.sub.map((s) => s.id)])).toEqual([
      ['GDP-DOC', 'Doctrine', ['GDP-DOC-CIV', 'GDP-DOC-PEN']],
      ['GDP-JUR', 'Jurisprudence', ['GDP-JUR-CASS', 'GDP-JUR-CE']],
      ['GDP-PRO', 'Vie professionnelle', []],
      ['GDP-AGENDA', 'Agenda', []],
    ]);
    expect((await as.lecteur('GET', '/api/publication_plan/periodical/GDP')).body).toEqual((await as.lecteur('GET', '/api/publication_plan/periodical/GDP')).body);
    expect((await as.lecteur<ApiError>('GET', '/api/publication_plan/periodical/XYZ')).status).toBe(404);
    const found = await as.lecteur<{ result: unknown[]; resultCount: number }>('POST', '/api/publication_plan/search', { query: 'procedure civile', includePeriodical: ['GDP', 'BJS'] });
    expect(found.body).toEqual({ result: [{ id: 'GDP-DOC-CIV', name: 'Procédure civile', parentName: 'Doctrine', periodicalId: 'GDP' }], resultCount: 1 });
    const others = await as.lecteur<{ resultCount: number }>('POST', '/api/publication_plan/search', { excludePeriodical: ['GDA'] });
    const all = await as.lecteur<{ resultCount: number }>('POST', '/api/publication_plan/search', {});
    expect(all.body.resultCount - others.body.resultCount).toBe(2);
  });

  it('masks the titles of articles of a periodical the reader may not read, in the publication and its plan', async () => {
    const gpl = await byName('GPL_2025_1');
    const titles = (plan: readonly PlanNode[]): string[] => plan.flatMap((n) => [...(n.type === 'ARTICLE' ? [n.name] : []), ...titles(n.sub)]);
    expect(titles(gpl.plan)).toContain('Chronique de procédure');
    // redaction reads BJS, DEF and GDP: the GPL publication is readable, its articles' titles are not.
    const publication = (await as.redaction<PublicationDetail>('GET', `/api/publication/${gpl.id}`)).body;
    const plan = (await as.redaction<PublicationPlan>('GET', `/api/publication_plan/publication/${gpl.id}`)).body;
    for (const read of [publication.plan, plan.plan]) {
      expect(titles(read)).toEqual(titles(gpl.plan).map(() => UNREADABLE_TITLE));
      expect(JSON.stringify(read)).not.toContain('Chronique de procédure');
    }
    // Its place is kept: same ids, same tree.
    const shape = (nodes: readonly PlanNode[]): unknown => nodes.map((n) => [n.id, n.type, shape(n.sub)]);
    expect(shape(publication.plan)).toEqual(shape(gpl.plan));
    // What the reader reads is named.
    const bjs = (await as.redaction<PublicationDetail>('GET', `/api/publication/${(await byName('BJS_2025_1')).id}`)).body;
    expect(titles(bjs.plan).length).toBeGreaterThan(0);
    expect(titles(bjs.plan)).not.toContain(UNREADABLE_TITLE);
  });

  it('searches what may be placed: articles, bundles, ads (page of 50, attachedOnly)', async () => {
    const gdp = await byName('GDP_2025_3');
    const articles = await candidates(gdp.id, { kind: 'ARTICLE' });
    expect(articles.result.length).toBeLessThanOrEqual(50);
    const waiting = articles.result.filter((c) => !c.inPlan).map((c) => c.name).sort();
    expect(waiting).toEqual(['Entretien avec le bâtonnier', 'Installer son cabinet en 2025']);
    expect(articles.result.find((c) => c.name === 'Installer son cabinet en 2025')).toMatchObject({ planNodeId: 'GDP-PRO', planNode: { id: 'GDP-PRO', name: 'Vie professionnelle' }, status: 'IN_PROGRESS' });
    const bundles = await candidates(gdp.id, { kind: 'BUNDLE', query: 'panorama' });
    expect(bundles.result).toEqual([expect.objectContaining({ name: 'Panorama de la déontologie', kind: 'BUNDLE', inPlan: false, type: 'PANORAMA' })]);
    expect(bundles.result[0]?.charVolume).toBeGreaterThan(0);
    const ads = await candidates(gdp.id, { kind: 'ADVERTISEMENT', size: 100 });
    expect(ads.result.filter((c) => c.inPlan)).toHaveLength(1);
    expect((await candidates(gdp.id, { kind: 'ADVERTISEMENT', attachedOnly: false, size: 100 })).resultCount).toBeGreaterThan(ads.resultCount);
    const refused = await as.admin<ApiError>('POST', `/api/publication/${gdp.id}/organize/search`, { kind: 'IMAGE', size: 500 });
    expect(refused.body.message).toMatch(/Type ARTICLE, BUNDLE, ADVERTISEMENT attendu.*Taille de page : 100 au plus/);
  });

  it('sums character volumes (bundles by their articles)', async () => {
    const gdp = await byName('GDP_2025_3');
    const articles = (await candidates(gdp.id, { kind: 'ARTICLE' })).result;
    const bundle = (await candidates(gdp.id, { kind: 'BUNDLE', query: 'panorama' })).result[0];
    const two = articles.slice(0, 2);
    const total = await as.lecteur<number>('POST', '/api/article/character-volume', [...two.map((c) => c.id), bundle?.id]);
    expect(total.body).toBe((two[0]?.charVolume ?? 0) + (two[1]?.charVolume ?? 0) + (bundle?.charVolume ?? 0));
    expect((await as.lecteur<number>('POST', '/api/article/character-volume', { ids: [] })).body).toBe(0);
    expect((await as.lecteur<ApiError>('POST', '/api/article/character-volume', ['x'])).status).toBe(400);
  });
});

describe('PUT /api/publication/{id}/organize', () => {
  it('saves a plan as it is without changing its version', async () => {
    for (const name of ['GDP_2025_3', 'DEF_2025_2-3', 'BJS_2025_2', 'GDA_2025_1']) {
      const p = await byName(name);
      const saved = await save(as.admin, p.id, p.planVersion, p.plan);
      expect(saved.status, `${name}: ${saved.body.message}`).toBe(200);
      expect(saved.body.planVersion).toBe(p.planVersion);
      expect(saved.body.plan).toEqual(p.plan);
    }
  });

  it('saves a plan sent without a planVersion, as the publisher’s back-office is called (spec 2 §3 has none): the last write wins', async () => {
    const gda = await byName('GDA_2025_1');
    const plan = [...copy(gda.plan), { id: 'sans-version', name: 'Sans version', type: 'CONTAINER' as const, sub: [] }];
    const saved = await as.admin<PublicationDetail & { message: string }>('PUT', `/api/publication/${gda.id}/organize`, { plan });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.planVersion).toBe(gda.planVersion + 1);
    expect(saved.body.plan.map((n) => n.id)).toContain('sans-version');
    // A client that sends the version it read is still checked.
    expect((await save(as.admin, gda.id, gda.planVersion, gda.plan)).status).toBe(409);
  });

  it('places an article, a bundle and an ad, and takes an ad out (its use goes with it)', async () => {
    const gdp = await byName('GDP_2025_3');
    const article = (await candidates(gdp.id, { kind: 'ARTICLE', query: 'installer' })).result[0];
    const bundle = (await candidates(gdp.id, { kind: 'BUNDLE', query: 'panorama' })).result[0];
    const ads = (await candidates(gdp.id, { kind: 'ADVERTISEMENT', size: 100 })).result;
    const newAd = ads.find((c) => !c.inPlan);
    if (!article || !bundle || !newAd) throw new Error('candidates missing');
    const plan = copy(gdp.plan);
    container(plan, 'GDP-PRO').sub.push(item(article), item(bundle));
    const encarts = container(plan, 'encarts');
    const removed = encarts.sub.find((n) => n.type === 'ADVERTISEMENT' && ads.some((a) => a.id === Number(n.id) && a.inPlan));
    encarts.sub = [item(newAd), ...encarts.sub.filter((n) => n !== removed)];
    // A new rubrique of the client's making, renvoi in its name.
    plan.push({ id: 'new-1', name: 'Annonces <renvoi type="url" refid="https://www.example.fr">légales</renvoi>', type: 'CONTAINER', sub: [] });

    const saved = await save(as.admin, gdp.id, 0, plan);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.planVersion).toBe(1);
    expect(container(saved.body.plan, 'GDP-PRO').sub.map((n) => n.id)).toEqual([...container(gdp.plan, 'GDP-PRO').sub.map((n) => n.id), String(article.id), String(bundle.id)]);
    expect(saved.body.plan.at(-1)).toEqual({ id: 'new-1', name: 'Annonces <renvoi type="url" refid="https://www.example.fr">légales</renvoi>', type: 'CONTAINER', sub: [], planNodeId: null });
    expect((await candidates(gdp.id, { kind: 'BUNDLE', query: 'panorama' })).result[0]?.inPlan).toBe(true);
    const gone = await as.lecteur<Advertisement>('GET', `/api/advertisement/${removed?.id}`);
    expect(gone.body.lastPublicationsModified.map((p) => p.publicationName)).not.toContain('GDP_2025_3');
    const added = await as.lecteur<Advertisement>('GET', `/api/advertisement/${newAd.id}`);
    expect(added.body.lastPublicationsModified.map((p) => p.publicationName)).toContain('GDP_2025_3');
    // The reference server sends the volume (an extension of spec 2 §3, optional in the domain type): Number() of none fails.
    expect(saved.body.charVolume).toBe(Number(gdp.charVolume) + article.charVolume + bundle.charVolume);

    const stale = await save(as.admin, gdp.id, 0, gdp.plan);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Le chemin de fer a été modifié par Alice Administratrice le .*\(version 0, actuelle 1\) : rechargez-le avant d'enregistrer\.$/);
  });

  it('refuses a plan that breaks the drop rules or the depth of 3 (spec 2 §5), with the reason', async () => {
    const gdp = await byName('GDP_2025_3');
    const article = (await candidates(gdp.id, { kind: 'ARTICLE', query: 'entretien' })).result[0];
    if (!article) throw new Error('no candidate');
    const refusal = async (change: (plan: PlanNode[]) => void): Promise<string> => {
      const plan = copy(gdp.plan);
      change(plan);
      const refused = await save(as.admin, gdp.id, gdp.planVersion, plan);
      expect(refused.status, refused.body.message).toBe(400);
      return refused.body.message;
    };
    const entretien = `Chemin de fer refusé : « ${article.name} » : `;
    expect(await refusal((p) => container(p, 'GDP-AGENDA').sub.push(item(article)))).toBe(
      `${entretien}Cet article appartient à la rubrique « Vie professionnelle » et ne se dépose que dans celle-ci.`,
    );
    expect(await refusal((p) => p.push(item(article)))).toBe(`${entretien}Un article se dépose dans une rubrique, pas à la racine.`);
    expect(await refusal((p) => container(p, 'GDP-DOC').sub.push(item(article)))).toBe(
      `${entretien}Cette rubrique contient des sous-rubriques : déposez l’article dans l’une d’elles.`,
    );
    // A rubrique added beside articles: the articles are then in a rubrique that has sub-rubriques.
    expect(await refusal((p) => container(p, 'GDP-PRO').sub.push({ id: 'beside', name: 'À côté', type: 'CONTAINER', sub: [] }))).toBe(
      'Chemin de fer refusé : « Les honoraires de résultat » : Cette rubrique contient des sous-rubriques : déposez l’article dans l’une d’elles.',
    );
  });

  it('refuses depth, duplicates, other periodicals, other publications and unknown rubriques', async () => {
    const gdp = await byName('GDP_2025_3');
    const refusal = async (change: (plan: PlanNode[]) => void): Promise<string> => {
      const plan = copy(gdp.plan);
      change(plan);
      const refused = await save(as.admin, gdp.id, gdp.planVersion, plan);
      expect(refused.status, refused.body.message).toBe(400);
      return refused.body.message;
    };
    const ce = (p: PlanNode[]) => container(p, 'GDP-JUR-CE');
    expect(await refusal((p) => ce(p).sub.push({ id: 'level-3', name: 'Niveau 3', type: 'CONTAINER', sub: [{ id: 'level-4', name: 'Niveau 4', type: 'CONTAINER', sub: [] }] }))).toBe(
      'Chemin de fer refusé : « Niveau 4 » : Profondeur maximale dépassée : ce chemin de fer a 3 niveaux au plus.',
    );
    const first = container(gdp.plan, 'GDP-DOC-CIV').sub[0] as PlanNode;
    expect(await refusal((p) => container(p, 'GDP-DOC-CIV').sub.push(copy([first])[0] as PlanNode))).toBe(`Chemin de fer refusé : « ${first.name} » : Cet article est déjà dans le chemin de fer.`);
    const bjs = await byName('BJS_2025_2');
    const bjsArticle = container(bjs.plan, 'BJS-PROC').sub[0] as PlanNode;
    expect(await refusal((p) => container(p, 'GDP-PRO').sub.push({ ...bjsArticle, planNodeId: 'GDP-PRO' }))).toBe(
      `Chemin de fer refusé : « ${bjsArticle.name} » : l’article ${bjsArticle.id} appartient à la revue BJS, pas à GDP.`,
    );
    const member = find(gdp.plan, (n) => n.meta?.isBundle === true);
    // The seed inserts a bundle, then its articles.
    const memberId = Number(member?.id) + 1;
    expect(await refusal((p) => container(p, 'GDP-DOC-CIV').sub.push({ id: String(memberId), name: 'Membre', type: 'ARTICLE', sub: [], planNodeId: 'GDP-DOC-CIV' }))).toBe(
      `Chemin de fer refusé : « Membre » : l’article ${memberId} fait partie du lot ${member?.id} : il se place avec son lot.`,
    );
    const other = await byName('GDP_2025_4');
    const placedElsewhere = container(other.plan, 'GDP-AGENDA').sub[0] as PlanNode;
    expect(await refusal((p) => container(p, 'GDP-AGENDA').sub.push(placedElsewhere))).toBe(
      `Chemin de fer refusé : « ${placedElsewhere.name} » : l’article ${placedElsewhere.id} est déjà dans le chemin de fer de GDP_2025_4.`,
    );
    expect(await refusal((p) => p.push({ id: 'x', name: 'Rubrique', type: 'CONTAINER', sub: [], planNodeId: 'BJS-FISC' }))).toBe(
      'Chemin de fer refusé : « Rubrique » : rubrique inconnue de la revue GDP : BJS-FISC.',
    );
    expect(await refusal((p) => p.push({ id: 'y', name: '  ', type: 'CONTAINER', sub: [] }))).toBe('Chemin de fer refusé : « y » : le nom d’une rubrique est obligatoire.');
    expect(await refusal((p) => container(p, 'encarts').sub.push({ id: '99999', name: 'Pub', type: 'ADVERTISEMENT', sub: [] }))).toBe(
      'Chemin de fer refusé : « Pub » : la publicité 99999 n’existe pas.',
    );
    let nested: PlanNode[] = [];
    for (let n = 0; n < 12; n++) nested = [{ id: `n${n}`, name: 'n', type: 'CONTAINER', sub: nested }];
    const hostile = await save(as.admin, gdp.id, 0, nested);
    expect(hostile.body.message).toMatch(/20000 nœuds et 10 niveaux au plus/);
  });

  it('needs the three roles for the periodical and a publication neither publishing nor published (spec 2 §4 Plans)', async () => {
    const gdp = await byName('GDP_2025_3');
    for (const caller of [as.redaction, as.production, as.lecteur]) {
      const refused = await save(caller, gdp.id, gdp.planVersion, gdp.plan);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue GDP.');
    }
    const def = await byName('DEF_2025_2-3');
    expect((await save(as.redaction, def.id, def.planVersion, def.plan)).status).toBe(200);
    for (const [name, state] of [
      ['BJS_2025_1', 'en cours de publication'],
      ['GDP_2024_48', 'publiée'],
    ] as const) {
      const p = await byName(name);
      const refused = await save(as.admin, p.id, p.planVersion, p.plan);
      expect(refused.status).toBe(412);
      expect(refused.body.message).toBe(`Le chemin de fer d’une publication ${state} ne se modifie plus.`);
    }
  });
});

describe('plan administration (spec 2 §2.9), admin only', () => {
  const rubriques = (plan: readonly PlanNode[]): PlanNode[] => plan.map((n) => ({ ...n, sub: rubriques(n.sub.filter((s) => s.type === 'CONTAINER')) }));

  it('edits a publication’s rubriques (depth 2): articles stay in theirs, a deleted rubrique takes its own away', async () => {
    const def = await byName('DEF_2025_2-3');
    const tree = rubriques(def.plan).filter((n) => n.id !== 'DEF-FORM');
    tree.push({ id: 'new-rubrique', name: 'Brèves', type: 'CONTAINER', sub: [] });
    const put = (caller: Caller, plan: PlanNode[], planVersion = def.planVersion) =>
      caller<PublicationDetail & { message: string }>('PUT', `/api/publication_plan/publication/${def.id}`, { planVersion, plan });
    expect((await put(as.redaction, tree)).status).toBe(403);
    const saved = await put(as.admin, tree);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.planVersion).toBe(def.planVersion + 1);
    expect(saved.body.plan.map((n) => n.id)).toEqual(['DEF-DOC', 'DEF-PRAT', 'new-rubrique']);
    expect(container(saved.body.plan, 'DEF-DOC').sub).toEqual(container(def.plan, 'DEF-DOC').sub);
    expect(find(saved.body.plan, (n) => n.name.startsWith('Formule'))).toBeUndefined();

    const deep = rubriques(saved.body.plan);
    container(deep, 'DEF-PRAT-FAM').sub.push({ id: 'trop', name: 'Trop', type: 'CONTAINER', sub: [] });
    expect((await put(as.admin, deep, saved.body.planVersion)).body.message).toBe('Chemin de fer refusé : « Trop » : Profondeur maximale dépassée : ce chemin de fer a 2 niveaux au plus.');
    expect((await put(as.admin, saved.body.plan, saved.body.planVersion)).body.message).toMatch(/seules les rubriques s’administrent ici/);
  });

  it('saves a publication’s rubriques sent without a planVersion (spec 2 §3 has none): the last write wins', async () => {
    const gda = await byName('GDA_2025_1');
    const path = `/api/publication_plan/publication/${gda.id}`;
    const tree = [...rubriques(gda.plan), { id: 'admin-sans-version', name: 'Administrée sans version', type: 'CONTAINER' as const, sub: [] }];
    const saved = await as.admin<PublicationDetail & { message: string }>('PUT', path, { plan: tree });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.planVersion).toBe(gda.planVersion + 1);
    expect(saved.body.plan.map((n) => n.id)).toContain('admin-sans-version');
    expect((await as.admin<ApiError>('PUT', path, { planVersion: gda.planVersion, plan: tree })).status).toBe(409);
  });

  it('writes a periodical’s plan (depth 5), keeping the ids of its rubriques', async () => {
    const plan = [
      { id: 'AJU-ACT', name: 'Actualité', type: 'CONTAINER', sub: [{ id: 'AJU-BREVES', name: 'Brèves', type: 'CONTAINER', sub: [] }] },
      { id: 'AJU-DOC', name: 'Doctrine', type: 'CONTAINER', sub: [] },
    ];
    expect((await as.redaction('PUT', '/api/publication_plan/periodical/AJU', plan)).status).toBe(403);
    const saved = await as.admin<PlanNode[]>('PUT', '/api/publication_plan/periodical/AJU', plan);
    expect(saved.status).toBe(200);
    expect(saved.body.map((n) => [n.id, n.sub.map((s) => s.id)])).toEqual([
      ['AJU-ACT', ['AJU-BREVES']],
      ['AJU-DOC', []],
    ]);
    expect((await as.admin<{ message: string }>('PUT', '/api/publication_plan/periodical/AJU', { plan: [{ id: 'GDP-PRO', name: 'Pro', type: 'CONTAINER', sub: [] }] })).body.message).toBe(
      'La rubrique GDP-PRO appartient à la revue GDP.',
    );
    let deep: PlanNode[] = [];
    for (let n = 6; n > 0; n--) deep = [{ id: `AJU-L${n}`, name: `Niveau ${n}`, type: 'CONTAINER', sub: deep }];
    expect((await as.admin<{ message: string }>('PUT', '/api/publication_plan/periodical/AJU', deep)).body.message).toBe(
      'Chemin de fer refusé : « Niveau 6 » : Profondeur maximale dépassée : ce chemin de fer a 5 niveaux au plus.',
    );
  });
});
