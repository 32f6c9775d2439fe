import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { DocumentUnit, KyrielleNode, KyriellePublication, KyrielleSearchRequest, KyrielleTree, KyrielleTreeSummary, PagedResult, PlacedUnit } from '../../../../src/shared/domain/kyrielle';
import type { Versioned } from '../../../../src/server/http/versions';
import { startArticleBed, type ArticleBed } from '../articles/bed';
import { readFile } from 'node:fs/promises';
import type { CellValue } from 'exceljs';
import type { RubriqueHit } from '../../../../src/shared/domain/plan';
import type { ReferentialImportResult } from '../../../../src/shared/domain/referential';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { bytesSource, errorOf, settledBatch, valueOf } from '../images/reference-bed';
import { rowsOfXlsx, xlsxOf } from '../referentials/files';
import { callers } from '../server/api-client';
import { obtainTokens } from '../../../support/scripted-browser';
import { PlainText, RestClient, type HttpMethod, type RequestOptions } from '../../../../src/core/http/rest-client';
import { createKyrielleHandlers } from '../../../../src/core/kyrielle/handlers';
import type { KyrielleRest } from '../../../../src/core/kyrielle/trees';
import { BridgeError } from '../../../../src/shared/errors';

/**
 * The layout tool's server through core (issue 13): the four seeded trees, the document search with its
 * filters and counts, organise and administration saves with their rules (depth 8, levels kept by organise,
 * units kept by administration, a stale version 409), publishing, and the KYRIELLE role alone.
 */

let bed: ArticleBed;
let kyrielle: Core;

const call = async <T>(name: Parameters<Core['dispatch']>[0], args: unknown[]): Promise<T> => valueOf<T>(await kyrielle.dispatch(name, args as never));
const fail = async (name: Parameters<Core['dispatch']>[0], args: unknown[]) => errorOf(await kyrielle.dispatch(name, args as never));
const search = (request: Omit<KyrielleSearchRequest, 'treeId'> & { treeId?: number }, page = { page: 0, size: 50 }) =>
  call<PagedResult<DocumentUnit>>('kyrielle.search', [{ treeId: 1, ...request }, page]);

function* levels(nodes: KyrielleNode[], depth = 1): Generator<{ node: KyrielleNode; depth: number }> {
  for (const node of nodes) {
    yield { node, depth };
    yield* levels(node.sub, depth + 1);
  }
}

beforeAll(async () => {
  bed = await startArticleBed();
  kyrielle = await bed.core('kyrielle');
}, 90_000);

afterAll(async () => bed.close());

describe('trees', () => {
  it('lists the four trees and reads one with its levels and units, each unit carrying its node', async () => {
    const trees = await call<KyrielleTreeSummary[]>('kyrielle.trees', []);
    expect(trees.map((t) => t.type)).toEqual(['ACTES_CLAUSES', 'ETUDES_SOCIETES', 'ETUDES_BOURSE', 'FORMULES_SOCIALES']);
    const tree = await call<KyrielleTree>('kyrielle.tree', [1]);
    const all = [...levels(tree.nodes)];
    expect(all.length).toBeGreaterThan(3);
    for (const { node } of all) for (const unit of node.documentUnits) expect(unit.nodeId).toBe(node.id);
    expect(all.some(({ node }) => node.documentUnits.length > 0)).toBe(true);
  });

  it('is the KYRIELLE role’s alone (403 to the administrator and a manager)', async () => {
    for (const user of ['admin', 'redaction'] as const) expect(errorOf(await (await bed.core(user)).dispatch('kyrielle.tree', [1])).status).toBe(403);
  });
});

describe('document search', () => {
  it('searches one source, with its counts in the tree; attached and not attached split the result', async () => {
    const all = await search({ type: 'OUVRAGE' });
    expect(all.totalElements).toBe(600);
    expect(all).toMatchObject({ size: 50, number: 0, totalPages: 12 });
    expect(all.content.every((u) => u.type === 'OUVRAGE' && /^OUV-\d{6}$/.test(u.id))).toBe(true);
    const last = await search({ type: 'OUVRAGE' }, { page: 11, size: 50 });
    expect([last.content.length, last.totalElements]).toEqual([50, 600]);
    // A page past the end has no row, and still the total.
    expect(await search({ type: 'OUVRAGE' }, { page: 12, size: 50 })).toMatchObject({ content: [], totalElements: 600, totalPages: 12 });
    expect(await search({ type: 'OUVRAGE', searchText: 'aucun titre ne dit cela' })).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    const attached = await search({ type: 'OUVRAGE', status: ['ATTACHED'] });
    const free = await search({ type: 'OUVRAGE', status: ['NOT_ATTACHED'] });
    expect(attached.totalElements + free.totalElements).toBe(600);
    expect(attached.totalElements).toBeGreaterThan(0);
    expect(attached.content.every((u) => u.countInTree > 0)).toBe(true);
    expect(free.content.every((u) => u.countInTree === 0)).toBe(true);
  });

  it('filters by text, nature, Oxygen type and category, dates, thematic', async () => {
    const clauses = await search({ type: 'OUVRAGE', nature: ['CLAUSE'], searchText: 'agrément' });
    expect(clauses.totalElements).toBeGreaterThan(0);
    expect(clauses.content.every((u) => /Clause d’agrément/.test(u.title))).toBe(true);
    const studies = await search({ type: 'OXYGEN', oxygenType: 'ETUDE', oxygenCategory: ['TRAVAIL'] });
    expect(studies.totalElements).toBe(0);
    const bourse = await search({ type: 'OXYGEN', oxygenType: 'FORMULE', oxygenCategory: ['BOURSE'] });
    expect(bourse.content.every((u) => u.title.startsWith('Formule'))).toBe(true);
    const dated = await search({ type: 'LEXPRESS', publicationDateFilter: { start: '2010-01-01', end: '2010-12-31' } });
    const wider = await search({ type: 'LEXPRESS', publicationDateFilter: { start: '2010-01-01', end: '2011-12-31' } });
    expect(dated.totalElements).toBeGreaterThan(0);
    expect(wider.totalElements).toBeGreaterThan(dated.totalElements);
    const [thematic] = await call<string[]>('kyrielle.thematics', ['sociétés']);
    expect(thematic).toBe('Droit des sociétés');
    expect((await search({ type: 'OXYGEN', thematic })).totalElements).toBeGreaterThan(0);
    expect(await call<string[]>('kyrielle.thematics', ['   '])).toEqual([]);
  });

  it('reads the typed text of an Oxygen suggestion as plain text (spec 2 §7), and the JSON earlier clients sent', async () => {
    const { access_token } = await obtainTokens(bed.server.url, 'kyrielle');
    const suggest = async (path: string, type: string, body: string) => {
      const answer = await fetch(`${bed.server.url}/api/kyrielle/oxygen/${path}`, { method: 'POST', headers: { authorization: `Bearer ${access_token}`, 'content-type': type }, body });
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    const plain = await suggest('thematics', 'text/plain; charset=utf-8', 'sociétés');
    expect(plain).toMatchObject({ status: 200, body: expect.arrayContaining(['Droit des sociétés']) as unknown });
    expect(await suggest('thematics', 'application/json', JSON.stringify('sociétés'))).toEqual(plain);
    expect(await suggest('thematics', 'application/json', JSON.stringify({ text: 'sociétés' }))).toEqual(plain);
    expect(await suggest('type-acte', 'text/plain', '')).toEqual({ status: 200, body: [] });
    expect(await suggest('type-acte', 'text/plain', 'x'.repeat(201))).toMatchObject({ status: 400 });
  });

  it('narrows by rubrique, found by name through the plan search (GDA left out for Lex-press)', async () => {
    const found = await call<SearchResult<RubriqueHit>>('publications.searchRubriques', [{ query: 'a', page: 0, size: 20, includePeriodical: [], excludePeriodical: ['GDA'] }]);
    expect(found.result.length).toBeGreaterThan(0);
    expect(found.result.length).toBeLessThanOrEqual(20);
    expect(found.result.some((hit) => hit.periodicalId === 'GDA')).toBe(false);
    const all = await search({ type: 'LEXPRESS' });
    const [rubrique] = found.result;
    const narrowed = await search({ type: 'LEXPRESS', planNodeFilter: [rubrique?.id ?? ''] });
    expect(narrowed.totalElements).toBeLessThan(all.totalElements);
  });

  it('refuses an unknown source, status, nature or category as invalid, naming the field', async () => {
    const refused = await fail('kyrielle.search', [{ treeId: 1, type: 'WIKIPEDIA' }, { page: 0, size: 50 }]);
    expect(refused.code).toBe('INVALID_ARGUMENT');
    // The server refuses them too, past any client: 400 naming the field.
    const { kyrielle: direct } = await callers(bed.server.url, ['kyrielle'] as const);
    for (const [body, field] of [
      [{ treeId: 1, type: 'WIKIPEDIA' }, 'type'],
      [{ treeId: 1, type: 'OUVRAGE', nature: ['ROMAN'] }, 'nature.0'],
      [{ treeId: 1, type: 'OXYGEN', oxygenCategory: ['CUISINE'] }, 'oxygenCategory.0'],
      [{ treeId: 1, type: 'GDA', status: ['PERDU'] }, 'status.0'],
    ] as const) {
      const answer = await direct<{ message: string }>('POST', '/api/kyrielle/document/search', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(`(${field})`);
      expect(answer.body.message).toMatch(/inconnu/);
    }
    const outOfRange = await fail('kyrielle.search', [{ treeId: 1, type: 'GDA', publicationDateFilter: { start: '1999-12-31' } }, { page: 0, size: 50 }]);
    expect(outOfRange.code).toBe('INVALID_ARGUMENT');
  });
});

describe('saves', () => {
  it('organise: a unit dropped, another moved; the counts follow; the levels may not change; a stale version is a 409', async () => {
    const tree = await call<Versioned<KyrielleTree, 'version'>>('kyrielle.tree', [4]);
    const [first, second] = [...levels(tree.nodes)].map((l) => l.node);
    if (!first || !second) throw new Error('arbre trop petit');
    const [free] = (await search({ treeId: 4, type: 'OUVRAGE', status: ['NOT_ATTACHED'] }, { page: 0, size: 1 })).content;
    if (!free) throw new Error('aucune unité libre');
    const moved = first.documentUnits[0];
    const edit = (nodes: KyrielleNode[]): KyrielleNode[] =>
      nodes.map((node) => {
        let units = node.documentUnits.filter((u) => !(node.id === first.id && u.documentId === moved?.documentId));
        if (node.id === second.id) {
          units = [...units.filter((u) => u.documentId !== free.id), { documentId: free.id, title: free.title, nodeId: node.id, type: 'OUVRAGE', alert: true }];
          if (moved && !units.some((u) => u.documentId === moved.documentId)) units.push({ ...moved, nodeId: node.id });
        }
        return { ...node, documentUnits: units, sub: edit(node.sub) };
      });
    const saved = await call<KyrielleTree>('kyrielle.save', [4, { version: tree.version, nodes: edit(tree.nodes) }]);
    expect(saved.version).toBe(tree.version + 1);
    const placed = [...levels(saved.nodes)].find((l) => l.node.id === second.id)?.node.documentUnits.find((u) => u.documentId === free.id);
    expect(placed).toMatchObject({ alert: true, nodeId: second.id });
    expect(placed?.pointerId).toBeGreaterThan(0);
    const [found] = (await search({ treeId: 4, type: 'OUVRAGE', searchText: free.id })).content;
    expect(found?.countInTree).toBe(1);

    expect((await fail('kyrielle.save', [4, { version: tree.version, nodes: saved.nodes }])).status).toBe(409);
    const renamed = saved.nodes.map((n, i) => (i === 0 ? { ...n, name: 'Autre nom' } : n));
    expect((await fail('kyrielle.save', [4, { version: saved.version, nodes: renamed }])).status).toBe(400);
  });

  it('administration: levels created, renamed and moved; deeper than 8 refused; a level holding units never deleted', async () => {
    const tree = await call<KyrielleTree>('kyrielle.tree', [3]);
    const chain = (depth: number): KyrielleNode[] => (depth === 0 ? [] : [{ id: `deep-${depth}`, name: `Niveau ${depth}`, documentUnits: [], sub: chain(depth - 1) }]);
    const withNew = [...tree.nodes, { id: 'new-level', name: '  Nouveau niveau  ', documentUnits: [], sub: chain(7) }];
    const saved = await call<KyrielleTree>('kyrielle.adminSave', [3, { version: tree.version, nodes: withNew }]);
    const added = saved.nodes.find((n) => n.id === 'new-level');
    expect(added?.name).toBe('Nouveau niveau');
    expect(Math.max(...[...levels(saved.nodes)].map((l) => l.depth))).toBe(8);

    const tooDeep = [...saved.nodes.filter((n) => n.id !== 'new-level'), { id: 'new-level', name: 'Nouveau niveau', documentUnits: [], sub: chain(8) }];
    const refused = await fail('kyrielle.adminSave', [3, { version: saved.version, nodes: tooDeep }]);
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.message).toMatch(/8 niveaux au plus/);

    const holder = saved.nodes.find((n) => [...levels([n])].some((l) => l.node.documentUnits.length > 0));
    const withoutHolder = saved.nodes.filter((n) => n !== holder);
    expect((await fail('kyrielle.adminSave', [3, { version: saved.version, nodes: withoutHolder }])).message).toMatch(/ne peut pas être supprimé/);
    expect((await fail('kyrielle.adminSave', [3, { version: saved.version, nodes: [...saved.nodes, { id: 'x', name: ' ', documentUnits: [], sub: [] }] }])).code).toBe('INVALID_ARGUMENT');
  });

  it('saves a tree sent without a version, as the publisher’s back-office is called (spec 2 §3 has none): the last write wins', async () => {
    const tree = await call<Versioned<KyrielleTree, 'version'>>('kyrielle.tree', [2]);
    const shaped = await call<KyrielleTree>('kyrielle.adminSave', [2, { nodes: [...tree.nodes, { id: 'sans-version', name: 'Sans version', documentUnits: [], sub: [] }] }]);
    expect(shaped.version).toBe(tree.version + 1);
    expect(shaped.nodes.at(-1)?.name).toBe('Sans version');
    const organised = await call<KyrielleTree>('kyrielle.save', [2, { nodes: shaped.nodes }]);
    expect(organised.version).toBe(tree.version + 2);
    // A client that sends the version it read is still checked.
    expect((await fail('kyrielle.save', [2, { version: tree.version, nodes: organised.nodes }])).status).toBe(409);
    expect((await fail('kyrielle.adminSave', [2, { version: tree.version, nodes: organised.nodes }])).status).toBe(409);
  });

  it('saves a tree of 10,000 levels holding 20,000 units whole (megabytes of JSON, within the save’s body limit)', async () => {
    const placeable: DocumentUnit[] = [];
    for (const type of ['LEXPRESS', 'GDA', 'OXYGEN'] as const) {
      for (let page = 0; ; page++) {
        const { content } = await search({ type }, { page, size: 200 });
        placeable.push(...content);
        if (content.length < 200) break;
      }
    }
    let next = 0;
    const square = (withUnits: boolean): KyrielleNode[] =>
      Array.from({ length: 100 }, (_, i) => ({
        id: `grand-${i}`,
        name: `Grand ${i}`,
        documentUnits: [],
        sub: Array.from({ length: 99 }, (_, j) => {
          const id = `grand-${i}-${j}`;
          const units = withUnits ? [0, 1].map(() => placeable[next++ % placeable.length] as DocumentUnit) : [];
          return { id, name: `Grand ${i}.${j}`, documentUnits: units.map((u) => ({ documentId: u.id, title: u.title, nodeId: id, type: u.type, alert: false })), sub: [] };
        }),
      }));
    const tree = await call<KyrielleTree>('kyrielle.tree', [1]);
    const shaped = await call<KyrielleTree>('kyrielle.adminSave', [1, { version: tree.version, nodes: [...square(false), ...tree.nodes] }]);
    const filled = [...square(true), ...shaped.nodes.slice(100)];
    expect(JSON.stringify(filled).length).toBeGreaterThan(1024 * 1024);
    const saved = await call<KyrielleTree>('kyrielle.save', [1, { version: shaped.version, nodes: filled }]);
    const units = [...levels(saved.nodes)].reduce((sum, l) => sum + l.node.documentUnits.length, 0);
    const before = [...levels(tree.nodes)].reduce((sum, l) => sum + l.node.documentUnits.length, 0);
    expect([...levels(saved.nodes)]).toHaveLength(10_000 + [...levels(tree.nodes)].length);
    expect(units).toBe(19_800 + before);
  }, 120_000);

  it('publishes the tree with or without its deliverables', async () => {
    const cdf = await call<KyriellePublication>('kyrielle.publish', [2, false]);
    const delivery = await call<KyriellePublication>('kyrielle.publish', [2, true]);
    expect([cdf.delivery, delivery.delivery]).toEqual([false, true]);
    expect((await call<KyrielleTree>('kyrielle.tree', [2])).publishedAt).toBe(delivery.publishedAt);
  });
});

describe('Ouvrages referential (Ouvrages menu)', () => {
  /** The rows of the exported sheet: cells as exceljs reads them back (text here). */
  const exportOuvrages = async (): Promise<CellValue[][]> => {
    const { batchId } = await call<{ batchId: string }>('kyrielle.exportReferential', []);
    const item = (await settledBatch(kyrielle, batchId)).items.find((i) => i.batchId === batchId);
    if (!item?.path || item.status !== 'done') throw new Error(`export: ${item?.status ?? 'absent'} ${item?.error ?? ''}`);
    expect(item.fileName).toMatch(/^ouvrages( \(\d+\))?\.xlsx$/);
    // A failure of it is the tool's KYRIELLE_EXPORT notification (spec 2 §8): the renderer knows it by its entity.
    expect(item.entity).toBe('KYRIELLE_REFERENTIAL');
    return (await rowsOfXlsx(await readFile(item.path))) as CellValue[][];
  };

  it('exports the Ouvrage units as an xlsx, imports one back whole (a unit added, a title changed), and refuses a faulty one unchanged', async () => {
    const [header, ...rows] = await exportOuvrages();
    expect(header).toEqual(['id', 'titre', 'nature', 'ean']);
    expect(rows).toHaveLength(600);
    const edited = rows.map((row, i) => (i === 0 ? [row[0], 'Statuts de SARL — modèle 2026', row[2], row[3]] : row));
    const added = ['OUV-900001', 'Clause de rendez-vous — nouveauté', 'CLAUSE', '9781234567897'];
    const applied = await call<ReferentialImportResult>('kyrielle.importReferential', [bytesSource('ouvrages.xlsx', await xlsxOf({ ouvrages: [header ?? [], ...edited, added] }))]);
    expect(applied).toMatchObject({ type: 'ouvrages', applied: true, unchanged: 599, removed: [] });
    expect(applied.added.map((r) => r['id'])).toEqual(['OUV-900001']);
    expect(applied.changed.map((c) => c.fields)).toEqual([['titre']]);
    const [found] = (await search({ type: 'OUVRAGE', searchText: 'rendez-vous — nouveauté' })).content;
    expect(found).toMatchObject({ id: 'OUV-900001', countInTree: 0, type: 'OUVRAGE' });

    const faulty = await xlsxOf({ ouvrages: [header ?? [], ['OUV-900002', 'Acte nouveau', 'ROMAN', '123'], ['LEX-000001', 'Hors champ', null, null]] });
    const refused = await fail('kyrielle.importReferential', [bytesSource('faux.xlsx', faulty)]);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/ligne 2, colonne C/);
    expect(refused.message).toMatch(/ROMAN/);
    expect((await search({ type: 'OUVRAGE', searchText: 'Acte nouveau' })).totalElements).toBe(0);
    expect((await search({ type: 'LEXPRESS', searchText: 'LEX-000001' })).content[0]?.title).not.toBe('Hors champ');
  });

  it('never removes a unit a tree places', async () => {
    const [header, ...rows] = await exportOuvrages();
    const placed = (await search({ treeId: 1, type: 'OUVRAGE', status: ['ATTACHED'] }, { page: 0, size: 1 })).content[0];
    const without = rows.filter((row) => row[0] !== placed?.id);
    const refused = await fail('kyrielle.importReferential', [bytesSource('ouvrages.xlsx', await xlsxOf({ ouvrages: [header ?? [], ...without] }))]);
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(`l’ouvrage « ${placed?.id} » ne peut pas être retiré`);
  });
});

describe('a back-office that does only what spec 2 §7 says (issue 32)', () => {
  /**
   * The reference server behind a fake at the REST port: every call goes to it, but a save answers what
   * `saveAnswer` makes of its answer (spec 2 §7 gives none) and a read's units come without nodeId ("the client
   * sets nodeId on every unit").
   */
  async function specOnly(saveAnswer: (tree: KyrielleTree) => unknown) {
    const { access_token } = await obtainTokens(bed.server.url, 'kyrielle');
    const rest = new RestClient(bed.server.url).withTokens({ getAccessToken: () => Promise.resolve(access_token), onUnauthorized: () => Promise.resolve(false) });
    const calls: string[] = [];
    const bodies: unknown[] = [];
    const port: KyrielleRest = {
      async request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
        calls.push(`${method} ${path}`);
        bodies.push(options?.body);
        const answer = await rest.request<unknown>(method, path, options);
        if (path.endsWith('/save')) return saveAnswer(answer as KyrielleTree) as T;
        return (/^\/api\/kyrielle\/tree\/\d+$/.test(path) ? spareNodeIds(answer as KyrielleTree) : answer) as T;
      },
    };
    const handlers = createKyrielleHandlers({ rest: port, startDownloads: () => Promise.reject(new BridgeError('NOT_ALLOWED', 'Hors de ce test.')) });
    return { handlers, calls, bodies };
  }
  const withoutNodeIds = (nodes: KyrielleNode[]): KyrielleNode[] =>
    nodes.map((node) => ({ ...node, documentUnits: node.documentUnits.map(({ nodeId: _dropped, ...unit }) => unit as PlacedUnit), sub: withoutNodeIds(node.sub) }));
  const spareNodeIds = (tree: KyrielleTree): KyrielleTree => ({ ...tree, nodes: withoutNodeIds(tree.nodes) });
  const unitsCarryTheirLevel = (tree: KyrielleTree) => {
    for (const { node } of levels(tree.nodes)) for (const unit of node.documentUnits) expect(unit.nodeId).toBe(node.id);
  };

  it('organise: a save answered with nothing, the tree read again, with the unit placed and every unit’s nodeId set', async () => {
    const { handlers, calls } = await specOnly(() => undefined);
    const tree = await handlers['kyrielle.tree'](3);
    unitsCarryTheirLevel(tree);
    const [free] = (await search({ treeId: 3, type: 'OUVRAGE', status: ['NOT_ATTACHED'] }, { page: 0, size: 1 })).content;
    const [first, ...rest] = tree.nodes;
    if (!free || !first) throw new Error('arbre ou unité manquant');
    const placed: PlacedUnit = { documentId: free.id, title: free.title, nodeId: first.id, type: free.type, alert: false };
    const saved = await handlers['kyrielle.save'](3, { version: tree.version, nodes: [{ ...first, documentUnits: [...first.documentUnits, placed] }, ...rest] });
    expect(calls).toEqual(['GET /api/kyrielle/tree/3', 'POST /api/kyrielle/tree/3/save', 'GET /api/kyrielle/tree/3']);
    expect(saved.version).toBe((tree.version ?? 0) + 1);
    expect(saved.nodes[0]?.documentUnits.find((u) => u.documentId === free.id)).toMatchObject({ nodeId: first.id, pointerId: expect.any(Number) as number });
    unitsCarryTheirLevel(saved);
    // The tree shown is the server's, as core reads it.
    expect(saved).toEqual(await call<KyrielleTree>('kyrielle.tree', [3]));
  });

  it('administration: a save answered with JSON that is not the tree, read again; a tree read without nodeIds saves back as it is', async () => {
    const { handlers, calls } = await specOnly(() => ({ status: 'OK' }));
    const tree = await handlers['kyrielle.tree'](3);
    const saved = await handlers['kyrielle.adminSave'](3, { nodes: [...tree.nodes, { id: 'spec-seule', name: 'Spec seule', documentUnits: [], sub: [] }] });
    expect(calls.slice(1)).toEqual(['POST /api/kyrielle/tree/3/admin/save', 'GET /api/kyrielle/tree/3']);
    expect(saved.nodes.at(-1)).toMatchObject({ id: 'spec-seule', name: 'Spec seule' });
    expect(saved.nodes.slice(0, -1)).toEqual(tree.nodes);
  });

  it('takes a save’s answer when it is the tree, nodeIds set: nothing read again', async () => {
    const { handlers, calls } = await specOnly(spareNodeIds);
    const tree = await handlers['kyrielle.tree'](3);
    const saved = await handlers['kyrielle.save'](3, { version: tree.version, nodes: tree.nodes });
    expect(calls).toEqual(['GET /api/kyrielle/tree/3', 'POST /api/kyrielle/tree/3/save']);
    expect(saved.version).toBe((tree.version ?? 0) + 1);
    unitsCarryTheirLevel(saved);
    expect(saved.nodes).toEqual(tree.nodes);
  });

  it('asks Oxygen for suggestions with the typed text itself as the body', async () => {
    const { handlers, bodies } = await specOnly(() => undefined);
    expect(await handlers['kyrielle.thematics']('sociétés')).toContain('Droit des sociétés');
    expect(await handlers['kyrielle.actTypes']('')).toEqual([]);
    expect(bodies).toEqual([new PlainText('sociétés'), new PlainText('')]);
  });
});
