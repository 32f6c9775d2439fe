import { describe, expect, it } from 'vitest';
import type { AdSize } from '../../../src/shared/domain/advertisement';
import type { TreeNode } from '../../../src/shared/domain/plan';
import { adFraction, buildFlatplan, type ItemFacts } from '../../../src/shared/rules/flatplan';
import { moveOnto, pagedItems, stepMove } from '../../../src/shared/rules/flatplan-moves';
import { TREE_REFUSALS } from '../../../src/shared/rules/tree-rules';

const SIZES: AdSize[] = [
  { key: 'PAGE', label: 'Pleine page', widthMm: 210, heightMm: 297 },
  { key: 'DOUBLE_PAGE', label: 'Double page', widthMm: 420, heightMm: 297 },
  { key: 'HALF_PAGE_WIDTH', label: 'Demi-page largeur', widthMm: 210, heightMm: 148 },
  { key: 'HALF_PAGE_HEIGHT', label: 'Demi-page hauteur', widthMm: 105, heightMm: 297 },
  { key: 'QUARTER_PAGE', label: 'Quart de page', widthMm: 105, heightMm: 148 },
  { key: 'BANNER', label: 'Bandeau', widthMm: 210, heightMm: 60 },
];

const article = (id: number, name = `Article ${id}`): TreeNode => ({ id: `article-${id}`, kind: 'ARTICLE', name, planNodeId: null });
const ad = (id: number): TreeNode => ({ id: `ad-${id}`, kind: 'ADVERTISEMENT', name: `Pub ${id}` });
const rubrique = (id: string, children: TreeNode[]): TreeNode => ({ id, kind: 'CONTAINER', name: `Rubrique ${id}`, children });
const pages = (n: number | null): ItemFacts => ({ kind: 'ARTICLE', numberOfPages: n, status: 'IN_PROGRESS', type: 'BRIEF' });
const format = (key: string | null): ItemFacts => ({ kind: 'ADVERTISEMENT', format: key, formatLabel: key ?? 'Taille non reconnue' });

function plan(tree: TreeNode[], facts: Record<string, ItemFacts>, usualSize: number | null = null) {
  return buildFlatplan({ tree, facts: new Map(Object.entries(facts)), sizes: SIZES, usualSize });
}

describe('ad formats as fractions of a page', () => {
  it('reads the list’s keys as fractions', () => {
    expect(SIZES.map((s) => adFraction(s.key, SIZES))).toEqual([1, 2, 0.5, 0.5, 0.25, 0.2]);
  });
  it('a key added since is read from its millimetres against the full page, to the twentieth', () => {
    expect(adFraction('THIRD', [...SIZES, { key: 'THIRD', label: 'Tiers', widthMm: 70, heightMm: 297 }])).toBe(0.35);
    expect(adFraction('THIRD', [{ key: 'THIRD', label: 'Tiers', widthMm: 210, heightMm: 99 }])).toBe(0.35);
  });
  it('a format missing from the list, or none, or a new key without millimetres (spec 1 gives key and label), is unknown', () => {
    expect(adFraction('OLD', SIZES)).toBeNull();
    expect(adFraction(null, SIZES)).toBeNull();
    expect(adFraction('THIRD', [{ key: 'THIRD', label: 'Tiers' } as AdSize])).toBeNull();
  });
});

describe('pages of the issue', () => {
  it('puts the cover alone, then even pages left and odd pages right', () => {
    const flat = plan([rubrique('a', [article(1), article(2)])], { 'article-1': pages(2), 'article-2': pages(3) });
    expect(flat.used).toBe(6);
    expect(flat.spreads.map((s) => s.pages.map((p) => p.number))).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(flat.pages.map((p) => p.side)).toEqual(['right', 'left', 'right', 'left', 'right', 'left']);
    expect(flat.pages[0]?.cover).toBe(true);
    expect(flat.pages[3]?.slots[0]).toMatchObject({ nodeId: 'article-2', first: true, pages: [4, 6] });
    expect(flat.pages[4]?.slots[0]).toMatchObject({ nodeId: 'article-2', first: false });
    expect(flat.bands).toEqual([{ id: 'a', name: 'Rubrique a', depth: 1, firstPage: 2, lastPage: 6 }]);
  });

  it('puts ads at their fraction, sharing a page while there is room, a full page on a page of its own', () => {
    const flat = plan([rubrique('a', [ad(1), ad(2), ad(3), article(4)])], { 'ad-1': format('HALF_PAGE_WIDTH'), 'ad-2': format('QUARTER_PAGE'), 'ad-3': format('PAGE'), 'article-4': pages(1) });
    expect(flat.pages[1]?.slots.map((s) => [s.nodeId, s.share])).toEqual([['ad-1', 0.5], ['ad-2', 0.25]]);
    expect(flat.pages[2]?.slots.map((s) => s.nodeId)).toEqual(['ad-3']);
    expect(flat.pages[3]?.slots.map((s) => s.nodeId)).toEqual(['article-4']);
    expect(flat.checks.map((c) => c.code)).toEqual(['facingAds']);
  });

  it('gives the total, the remainder and nested bands', () => {
    const flat = plan([rubrique('a', [rubrique('b', [article(1)]), rubrique('c', [article(2)])]), rubrique('empty', [])], { 'article-1': pages(1), 'article-2': pages(2) }, 6);
    expect([flat.used, flat.total, flat.remainder]).toEqual([4, 6, 2]);
    expect(flat.bands.map((b) => [b.id, b.depth, b.firstPage, b.lastPage])).toEqual([
      ['b', 2, 2, 2],
      ['c', 2, 3, 4],
      ['a', 1, 2, 4],
    ]);
  });
});

describe('checks', () => {
  it('an article without a page count is counted for one page, and said', () => {
    const flat = plan([rubrique('a', [article(1, 'Sans pages'), article(2)])], { 'article-1': pages(null), 'article-2': pages(0) });
    expect(flat.used).toBe(3);
    expect(flat.checks.map((c) => [c.code, c.page])).toEqual([['noPageCount', 2], ['noPageCount', 3]]);
    expect(flat.pages[1]?.checks[0]?.message).toBe('« Sans pages » n’a pas de nombre de pages : compté pour une page (page 2).');
  });

  it('pages over the usual size', () => {
    const flat = plan([rubrique('a', [article(1)])], { 'article-1': pages(4) }, 4);
    expect(flat.remainder).toBe(-1);
    expect(flat.checks.map((c) => [c.code, c.page])).toEqual([['overTotal', 5]]);
    expect(flat.pages[4]).toMatchObject({ overTotal: true });
    expect(flat.checks[0]?.message).toBe('Page 5 au-delà du total habituel de 4 pages.');
  });

  it('an ad that does not fit the room left on its page', () => {
    const flat = plan([rubrique('a', [ad(1), ad(2)])], { 'ad-1': format('HALF_PAGE_WIDTH'), 'ad-2': format('QUARTER_PAGE'), 'ad-3': format('HALF_PAGE_HEIGHT') });
    expect(flat.checks).toEqual([]);
    const over = plan([rubrique('a', [ad(2), ad(1), ad(3)])], { 'ad-1': format('HALF_PAGE_WIDTH'), 'ad-2': format('QUARTER_PAGE'), 'ad-3': format('HALF_PAGE_HEIGHT') });
    expect(over.checks.map((c) => [c.code, c.page])).toEqual([['adDoesNotFit', 2]]);
    expect(over.checks[0]?.message).toBe('La publicité « Pub 3 » ne tient pas dans la place restante de la page 2 (0,25 page).');
  });

  it('two ads facing each other, but not a double page', () => {
    const facing = plan([rubrique('a', [article(1), ad(1), ad(2)])], { 'article-1': pages(2), 'ad-1': format('PAGE'), 'ad-2': format('HALF_PAGE_WIDTH') });
    expect(facing.checks.map((c) => [c.code, c.page])).toEqual([['facingAds', 4]]);
    expect(facing.checks[0]?.message).toBe('Deux publicités se font face, pages 4 et 5.');
    const double = plan([rubrique('a', [ad(1)])], { 'ad-1': format('DOUBLE_PAGE') });
    expect(double.pages.map((p) => p.slots.length)).toEqual([0, 1, 1]);
    expect(double.checks).toEqual([]);
  });

  it('empty pages up to the usual size, and an unknown format', () => {
    const flat = plan([rubrique('a', [ad(1), article(2)])], { 'ad-1': format(null), 'article-2': pages(1) }, 4);
    expect(flat.checks.map((c) => [c.code, c.page])).toEqual([['unknownFormat', 2], ['emptyPage', 3], ['emptyPage', 4]]);
    expect(flat.pages[1]?.slots.map((s) => [s.nodeId, s.share])).toEqual([['ad-1', 0], ['article-2', 1]]);
  });

  it('lays out 200 pages in one walk', () => {
    const items = Array.from({ length: 100 }, (_, i) => article(i + 1));
    const facts = Object.fromEntries(items.map((n) => [n.id, pages(2)]));
    const flat = plan([rubrique('a', items)], facts, 201);
    expect(flat.used).toBe(201);
    expect(flat.spreads).toHaveLength(101);
    expect(flat.checks).toEqual([]);
  });
});

describe('moves on the spreads', () => {
  const tree: TreeNode[] = [
    rubrique('a', [article(1), article(2), ad(3)]),
    rubrique('b', [article(4)]),
    { id: 'fixed', kind: 'CONTAINER', name: 'Fixe', planNodeId: 'fixed', children: [{ id: 'article-5', kind: 'ARTICLE', name: 'Rubriqué', planNodeId: 'fixed' }] },
  ];
  const ids = (change: ReturnType<typeof moveOnto>) => (change.allowed ? pagedItems(change.tree) : change.reason);

  it('takes the place of the item dropped on, from before or after', () => {
    expect(ids(moveOnto(tree, 'article-1', 'ad-3'))).toEqual(['article-2', 'ad-3', 'article-1', 'article-4', 'article-5']);
    expect(ids(moveOnto(tree, 'ad-3', 'article-1'))).toEqual(['ad-3', 'article-1', 'article-2', 'article-4', 'article-5']);
    expect(ids(moveOnto(tree, 'article-1', 'article-4'))).toEqual(['article-2', 'ad-3', 'article-4', 'article-1', 'article-5']);
  });

  it('keeps the plan’s rules: an article of a rubrique stays in it', () => {
    expect(ids(moveOnto(tree, 'article-5', 'article-4'))).toBe(TREE_REFUSALS.otherPlanNode('ARTICLE', 'Fixe'));
  });

  it('the keyboard steps past the next item or before the previous one', () => {
    expect(ids(stepMove(tree, 'article-2', 1))).toEqual(['article-1', 'ad-3', 'article-2', 'article-4', 'article-5']);
    expect(ids(stepMove(tree, 'article-2', -1))).toEqual(['article-2', 'article-1', 'ad-3', 'article-4', 'article-5']);
    expect(ids(stepMove(tree, 'article-1', -1))).toBe(TREE_REFUSALS.first);
  });
});
