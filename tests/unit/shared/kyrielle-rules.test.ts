import { describe, expect, it } from 'vitest';
import type { KyrielleNode } from '../../../src/shared/domain/kyrielle';
import { applyDrop, checkDelete, deleteNode } from '../../../src/shared/rules/tree-rules';
import {
  KYRIELLE_ORGANISE_RULES,
  countInDraft,
  fromEditorTree,
  levelAlertState,
  placementCounts,
  placementOf,
  pruneUnits,
  replacedUnits,
  setLevelAlerts,
  toEditorTree,
  toggleUnitAlert,
  topLevelColours,
} from '../../../src/shared/rules/kyrielle-tree';
import { codeNotice, codePart, codeToPublicationIds, droppedCharacters, formatCode, parseCode, secondPartEnabled, withFirst, withSecond } from '../../../src/shared/rules/kyrielle-code';
import { oxygenCategoriesFor, planNodeSearchExcludes, publicationQueryOf, readFilters, toSearchRequest, withFilter, withSource, writeFilters } from '../../../src/shared/rules/kyrielle-filters';

const unit = (documentId: string, nodeId: string, alert = false) => ({ documentId, title: `Titre ${documentId}`, nodeId, type: 'OUVRAGE' as const, alert, pointerId: 1 });
const NODES: KyrielleNode[] = [
  { id: 'a', name: 'A', documentUnits: [unit('D1', 'a', true), unit('D2', 'a')], sub: [{ id: 'a1', name: 'A1', documentUnits: [unit('D1', 'a1')], sub: [] }] },
  { id: 'b', name: 'B', documentUnits: [], sub: [] },
];
const doc = (id: string) => ({ id, title: `Titre ${id}`, countInTree: 0, type: 'OUVRAGE' as const });

describe('kyrielle tree in the tree editor', () => {
  it('reads and writes the server tree unchanged', () => {
    const { tree, units } = toEditorTree(NODES);
    expect(fromEditorTree(tree, units)).toEqual(NODES);
  });

  it('keeps the counts on add, move and remove', () => {
    const { tree } = toEditorTree(NODES);
    const loaded = placementCounts(tree);
    expect(loaded.get('D1')).toBe(2);
    const added = applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'add', node: placementOf(doc('D3')).node }, { parentId: 'b', index: 0 });
    if (!added.allowed) throw new Error(added.reason);
    expect(countInDraft('D3', 0, loaded, placementCounts(added.tree))).toBe(1);
    const moveId = (added.tree[1]?.children ?? [])[0]?.id ?? '';
    const moved = applyDrop(added.tree, KYRIELLE_ORGANISE_RULES, { type: 'move', id: moveId }, { parentId: 'a1', index: 0 });
    if (!moved.allowed) throw new Error(moved.reason);
    expect(countInDraft('D3', 0, loaded, placementCounts(moved.tree))).toBe(1);
    const removed = deleteNode(moved.tree, KYRIELLE_ORGANISE_RULES, 'unit:D1@a');
    if (!removed.allowed) throw new Error(removed.reason);
    expect(countInDraft('D1', 2, loaded, placementCounts(removed.tree))).toBe(1);
  });

  it('a search result dropped on a level holding its document replaces it (spec 2 §4 CdF tree), where it is dropped', () => {
    const { tree } = toEditorTree(NODES);
    const loaded = placementCounts(tree);
    const dropped = placementOf(doc('D2')).node;
    const again = applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'add', node: dropped }, { parentId: 'a', index: 0 });
    if (!again.allowed) throw new Error(again.reason);
    const units = (again.tree[0]?.children ?? []).filter((n) => n.ref !== undefined);
    expect(units.map((n) => [n.ref, n.id])).toEqual([
      ['D2', dropped.id],
      ['D1', 'unit:D1@a'],
    ]);
    // Replaced, not added: the document's count stays.
    expect(countInDraft('D2', 1, loaded, placementCounts(again.tree))).toBe(1);
    // Dropped after the one it replaces: the index is counted without it.
    const after = applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'add', node: placementOf(doc('D1')).node }, { parentId: 'a', index: 2 });
    if (!after.allowed) throw new Error(after.reason);
    expect((after.tree[0]?.children ?? []).filter((n) => n.ref !== undefined).map((n) => n.ref)).toEqual(['D2', 'D1']);
  });

  it('the server applies the same rule to a saved level: the later placement of a document replaces the earlier', () => {
    expect(replacedUnits([unit('D1', 'a'), unit('D2', 'a'), { ...unit('D1', 'a'), alert: true }])).toEqual([unit('D2', 'a'), { ...unit('D1', 'a'), alert: true }]);
  });

  it('refuses a placed unit moved onto a level holding its document, at the root, and any change to the levels', () => {
    const { tree } = toEditorTree(NODES);
    const moved = applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'move', id: 'unit:D1@a1' }, { parentId: 'a', index: 0 });
    expect(moved).toEqual({ allowed: false, reason: 'Cette unité documentaire est déjà à cet endroit du chemin de fer.' });
    expect(applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'add', node: placementOf(doc('D9')).node }, { parentId: null, index: 0 }).allowed).toBe(false);
    expect(applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'move', id: 'b' }, { parentId: 'a', index: 0 }).allowed).toBe(false);
    expect(checkDelete(tree, KYRIELLE_ORGANISE_RULES, 'b').allowed).toBe(false);
    // A level with sub-levels still takes units.
    expect(applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'add', node: placementOf(doc('D9')).node }, { parentId: 'a', index: 0 }).allowed).toBe(true);
  });

  it('keeps the infos of the placements the tree holds after a change: its own, an offered row’s for a unit dropped, none for a unit removed', () => {
    const { tree, units } = toEditorTree(NODES);
    const dropped = placementOf(doc('D3'));
    const added = applyDrop(tree, KYRIELLE_ORGANISE_RULES, { type: 'add', node: dropped.node }, { parentId: 'b', index: 0 });
    if (!added.allowed) throw new Error(added.reason);
    const removedId = (tree[0]?.children ?? [])[1]?.id ?? '';
    const deleted = deleteNode(added.tree, KYRIELLE_ORGANISE_RULES, removedId);
    if (!deleted.allowed) throw new Error(deleted.reason);
    const removed = deleted.tree;
    // An offered row never dropped stays out; the tree's own info wins over an offered one of the same placement.
    const offered = new Map([
      [dropped.node.id, dropped.info],
      ['unit:D9:never', { ...dropped.info, documentId: 'D9' }],
      [removedId, { ...dropped.info, documentId: 'other' }],
    ]);
    const kept = pruneUnits(removed, units, offered);
    expect(Object.keys(kept).sort()).toEqual([...Object.keys(units).filter((id) => id !== removedId), dropped.node.id].sort());
    expect(kept[dropped.node.id]).toEqual(dropped.info);
    expect(fromEditorTree(removed, kept).flatMap((node) => node.documentUnits.map((u) => u.documentId))).toEqual(['D1', 'D3']);
  });

  it('gives each level a tri-state alert and sets it whole', () => {
    const { tree, units } = toEditorTree(NODES);
    expect(levelAlertState(tree, units, 'a')).toBe('mixed');
    expect(levelAlertState(tree, units, 'a1')).toBe('none');
    expect(levelAlertState(tree, units, 'b')).toBe('empty');
    const all = setLevelAlerts(tree, units, 'a', true);
    expect(levelAlertState(tree, all, 'a')).toBe('all');
    expect(levelAlertState(tree, toggleUnitAlert(all, 'unit:D2@a'), 'a')).toBe('mixed');
    expect(levelAlertState(tree, setLevelAlerts(tree, all, 'a', false), 'a')).toBe('none');
  });

  it('cycles the top levels through 9 colours', () => {
    const tree = Array.from({ length: 11 }, (_, i) => ({ id: `n${i}`, kind: 'CONTAINER' as const, name: `N${i}`, children: [] }));
    expect(topLevelColours(tree).get('n9')).toBe(0);
    expect(topLevelColours(tree).get('n10')).toBe(1);
  });
});

describe('publication code mask', () => {
  it('keeps 3 alphanumerics a part and enables the second part when the first is full', () => {
    expect(codePart('a-b c1d2')).toBe('ABC');
    const first = withFirst({ first: '', second: '' }, '12');
    expect(secondPartEnabled(first)).toBe(false);
    expect(withSecond(first, '999')).toEqual(first);
    const full = withSecond(withFirst(first, '123'), '0456');
    expect(full).toEqual({ first: '123', second: '045' });
    expect(formatCode(full)).toBe('123-045');
    expect(parseCode('123-045')).toEqual(full);
    expect(codeToPublicationIds(full)).toEqual([123045]);
    expect(withFirst(full, '')).toEqual({ first: '', second: '' });
    expect(withFirst(full, '12')).toEqual({ first: '12', second: '' });
    expect(codeToPublicationIds({ first: 'ABC', second: '123' })).toEqual([]);
  });

  it('says what it does not take instead of ignoring it in silence (issue 25)', () => {
    expect(droppedCharacters('a-b/c1')).toBe('-/');
    expect(codeNotice({ first: 'AB', second: '' }, '-/', false)).toBe('Caractère ignoré : « -/ ». Le code de publication ne prend que des lettres et des chiffres.');
    expect(codeNotice({ first: 'ABC', second: '1' }, '', false)).toBe(
      'Un code contenant des lettres ne filtre pas la recherche à lui seul : choisissez l’une des publications GDA proposées.',
    );
    expect(codeNotice({ first: 'ABC', second: '1' }, '', true)).toBeNull();
    expect(codeNotice({ first: '123', second: '456' }, '', false)).toBeNull();
    expect(codeNotice({ first: '12', second: '' }, ' ', false)).toBeNull();
  });
});

describe('search filters', () => {
  it('hides TRAVAIL for ETUDE and AUTRE for FORMULE', () => {
    expect(oxygenCategoriesFor('ETUDE')).toEqual(['SOCIETE', 'BOURSE', 'AUTRE']);
    expect(oxygenCategoriesFor('FORMULE')).toEqual(['SOCIETE', 'BOURSE', 'TRAVAIL']);
    expect(oxygenCategoriesFor(null)).toHaveLength(4);
  });

  it('runs nothing without a source, resets every filter on a source change, and round-trips the URL', () => {
    const start = readFilters(new URLSearchParams('q=bail&status=ATTACHED&size=20'));
    expect(toSearchRequest(start, 4)).toBeNull();
    const chosen = withSource(start, 'OXYGEN');
    expect(chosen).toMatchObject({ source: 'OXYGEN', text: '', status: [], size: 20 });
    const typed = withFilter(withFilter(chosen, 'oxygenCategory', ['AUTRE', 'SOCIETE']), 'oxygenType', 'FORMULE');
    expect(typed.oxygenCategory).toEqual(['SOCIETE']);
    expect(readFilters(new URLSearchParams(writeFilters(typed)))).toEqual(typed);
    expect(toSearchRequest({ ...typed, dateStart: '2001-01-01' }, 4)).toEqual({
      treeId: 4,
      type: 'OXYGEN',
      oxygenType: 'FORMULE',
      oxygenCategory: ['SOCIETE'],
      publicationDateFilter: { start: '2001-01-01', end: null },
    });
    expect(readFilters(new URLSearchParams('from=1999-01-01&to=2031-01-01&size=7')).dateStart).toBe('');
  });

  it('keeps the rubriques in the URL and the request, drops them with the source, and leaves GDA out of a Lex-press rubrique search', () => {
    const lexpress = withFilter(withSource(readFilters(new URLSearchParams()), 'LEXPRESS'), 'planNodes', ['BJS-SOC', 'DEF-IMMO']);
    expect(readFilters(new URLSearchParams(writeFilters(lexpress))).planNodes).toEqual(['BJS-SOC', 'DEF-IMMO']);
    expect(toSearchRequest(lexpress, 1)).toEqual({ treeId: 1, type: 'LEXPRESS', planNodeFilter: ['BJS-SOC', 'DEF-IMMO'] });
    expect(withSource(lexpress, 'GDA').planNodes).toEqual([]);
    expect(readFilters(new URLSearchParams('planNodes=BJS-SOC,<script>')).planNodes).toEqual(['BJS-SOC']);
    expect(planNodeSearchExcludes('LEXPRESS')).toEqual(['GDA']);
    expect(planNodeSearchExcludes('GDA')).toEqual([]);
  });

  it('filters by the GDA publication chosen among the code’s proposals, in the URL; a new code drops it', () => {
    const typed = withFilter(withSource(readFilters(new URLSearchParams()), 'GDA'), 'code', 'GDA-202');
    expect(publicationQueryOf(typed.code)).toBe('GDA 202');
    // Letters name no publication number: nothing filters until a proposal is chosen.
    expect(toSearchRequest(typed, 2)).toEqual({ treeId: 2, type: 'GDA' });
    const chosen = withFilter(typed, 'publication', 41);
    expect(readFilters(new URLSearchParams(writeFilters(chosen)))).toEqual(chosen);
    expect(toSearchRequest(chosen, 2)).toEqual({ treeId: 2, type: 'GDA', publicationIdFilter: [41] });
    expect(withFilter(chosen, 'code', 'GDA').publication).toBeNull();
    expect(readFilters(new URLSearchParams('publication=0')).publication).toBeNull();
    expect(readFilters(new URLSearchParams('publication=12x')).publication).toBeNull();
  });
});
