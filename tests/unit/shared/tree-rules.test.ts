import { describe, expect, it } from 'vitest';
import { TREE_TYPES, type Tree, type TreeNode, type TreeType } from '../../../src/shared/domain/plan';
import { findNode, locate, moveNode, subtreeHeight } from '../../../src/shared/rules/tree-ops';
import {
  applyDrop,
  checkDelete,
  checkDrop,
  checkPlaced,
  deleteNode,
  exceedsMaxDepth,
  moveDown,
  moveUp,
  paste,
  TREE_REFUSALS,
  type DragSource,
  type TreeChange,
} from '../../../src/shared/rules/tree-rules';
import { TREE_RULES } from '../../../src/shared/rules/tree-types';
import type { Verdict } from '../../../src/shared/rules/verdict';

const container = (id: string, name: string, children: TreeNode[] = [], planNodeId?: string): TreeNode => ({ id, kind: 'CONTAINER', name, children, planNodeId });
const article = (n: number, planNodeId?: string): TreeNode => ({ id: `article-${n}`, kind: 'ARTICLE', name: `Article ${n}`, planNodeId });
const bundle = (n: number, planNodeId?: string): TreeNode => ({ id: `article-${n}`, kind: 'BUNDLE', name: `Lot ${n}`, planNodeId });
const ad = (n: number): TreeNode => ({ id: `ad-${n}`, kind: 'ADVERTISEMENT', name: `Publicité ${n}` });
const illustration = (n: number): TreeNode => ({ id: `illustration-${n}`, kind: 'ILLUSTRATION', name: `Illustration ${n}` });

/**
 * Doctrine (1) > Sociétés (2) > Article 1 (3)
 *              > Fiscalité (2)
 * Jurisprudence (1) > Article 2 (2), Publicité 7 (2)
 * Divers (1, empty, no plan node)
 */
const PLAN: Tree = [
  container('doctrine', 'Doctrine', [container('societes', 'Sociétés', [article(1, 'pn-societes')], 'pn-societes'), container('fiscal', '<i>Fiscalité</i>', [], 'pn-fiscal')], 'pn-doctrine'),
  container('juris', 'Jurisprudence', [article(2, 'pn-juris'), ad(7)], 'pn-juris'),
  container('divers', 'Divers'),
];
const P = TREE_RULES.PUBLICATION_PLAN;
const OK: Verdict = { allowed: true };
const no = (reason: string): Verdict => ({ allowed: false, reason });
const add = (node: TreeNode): DragSource => ({ type: 'add', node });
const move = (id: string): DragSource => ({ type: 'move', id });
const ids = (tree: Tree): unknown => tree.map((n) => (n.children ? { [n.id]: ids(n.children) } : n.id));
const treeOf = (change: TreeChange): Tree => {
  if (!change.allowed) throw new Error(change.reason);
  return change.tree;
};

describe('the tree types of the product (spec 2 §5, §9)', () => {
  it('has a depth and the kinds it holds for each tree', () => {
    expect(Object.fromEntries(TREE_TYPES.map((t) => [t, [TREE_RULES[t].maxDepth, [...TREE_RULES[t].itemKinds]]]))).toEqual({
      PUBLICATION_PLAN: [3, ['ARTICLE', 'BUNDLE', 'ADVERTISEMENT', 'ILLUSTRATION']],
      BUNDLE_PLAN: [5, ['ARTICLE']],
      PERIODICAL_PLAN: [5, []],
      BUNDLE_PLAN_TEMPLATE: [5, []],
      PUBLICATION_PLAN_ADMIN: [2, []],
      KYRIELLE: [8, []],
    });
  });

  it('binds an article to its rubrique in the publication plan only, not in a bundle plan (its own sections)', () => {
    expect(Object.fromEntries(TREE_TYPES.map((t) => [t, TREE_RULES[t].itemsFollowPlanNode]))).toMatchObject({ PUBLICATION_PLAN: true, BUNDLE_PLAN: false });
  });
});

describe('an article’s rubrique in a bundle plan (sections, not rubriques)', () => {
  const B = TREE_RULES.BUNDLE_PLAN;
  const BUNDLE: Tree = [container('s1', 'Première partie', [container('s11', 'Introduction', [article(2, 'pn-juris')])]), container('s2', 'Seconde partie', [], 'pn-fiscal')];
  it.each<[string, DragSource, string | null, Verdict]>([
    ['an article of another rubrique into any section', add(article(3, 'pn-fiscal')), 's11', OK],
    ['an article into a section standing for another rubrique', add(article(3, 'pn-juris')), 's2', OK],
    ['a placed article moved to another section', move('article-2'), 's2', OK],
    // The other rules hold: sections, no item twice, depth 5.
    ['an article into a section with sub-sections', add(article(3, 'pn-juris')), 's1', no('Cette rubrique contient des sous-rubriques : déposez l’article dans l’une d’elles.')],
    ['an article at the root', add(article(3, 'pn-juris')), null, no('Un article se dépose dans une rubrique, pas à la racine.')],
    ['an article already placed', add(article(2)), 's2', no('Cet article est déjà dans le chemin de fer.')],
  ])('%s', (_, source, parentId, expected) => expect(checkDrop(BUNDLE, B, source, parentId)).toEqual(expected));

  it('is what the publication plan refuses with the same tree', () => {
    expect(checkDrop(BUNDLE, P, add(article(3, 'pn-juris')), 's2')).toEqual(no('Cet article appartient à une autre rubrique et ne se dépose que dans celle-ci.'));
  });
});

describe('drop rules of the publication plan (spec 2 §5)', () => {
  it.each<[string, DragSource, string | null, Verdict]>([
    // Containers only onto another container or the root.
    ['a new rubrique at the root', add(container('new', 'Nouvelle')), null, OK],
    ['a new rubrique into a rubrique', add(container('new', 'Nouvelle')), 'divers', OK],
    ['a rubrique into a rubrique holding articles (not forbidden by §5)', add(container('new', 'Nouvelle')), 'juris', OK],
    ['a rubrique onto an article', add(container('new', 'Nouvelle')), 'article-2', no('Une rubrique se dépose dans une autre rubrique ou à la racine.')],
    ['a rubrique onto an ad', move('divers'), 'ad-7', no('Une rubrique se dépose dans une autre rubrique ou à la racine.')],
    // Items only into containers without container children.
    ['an article into its rubrique', add(article(3, 'pn-fiscal')), 'fiscal', OK],
    ['an article without rubrique into any leaf rubrique', add(article(4)), 'divers', OK],
    ['an ad into a rubrique', add(ad(8)), 'fiscal', OK],
    ['an illustration into a rubrique', add(illustration(3)), 'juris', OK],
    ['an article at the root', add(article(4)), null, no('Un article se dépose dans une rubrique, pas à la racine.')],
    ['an ad at the root', add(ad(8)), null, no('Une publicité se dépose dans une rubrique, pas à la racine.')],
    ['an ad onto an article', add(ad(8)), 'article-2', no('Une publicité se dépose dans une rubrique, pas dans un autre élément.')],
    ['a bundle onto an ad', add(bundle(9)), 'ad-7', no('Un lot se dépose dans une rubrique, pas dans un autre élément.')],
    ['an article into a rubrique with sub-rubriques', add(article(4)), 'doctrine', no('Cette rubrique contient des sous-rubriques : déposez l’article dans l’une d’elles.')],
    ['an ad into a rubrique with sub-rubriques', add(ad(8)), 'doctrine', no('Cette rubrique contient des sous-rubriques : déposez la publicité dans l’une d’elles.')],
    // Articles with a planNodeId only into their node (the container standing for it).
    ['an article into another rubrique', add(article(3, 'pn-fiscal')), 'divers', no('Cet article appartient à la rubrique « Fiscalité » et ne se dépose que dans celle-ci.')],
    ['a bundle into another rubrique', add(bundle(9, 'pn-juris')), 'fiscal', no('Ce lot appartient à la rubrique « Jurisprudence » et ne se dépose que dans celle-ci.')],
    ['an article whose rubrique is not in the plan', add(article(3, 'pn-gone')), 'fiscal', no('Cet article appartient à une autre rubrique et ne se dépose que dans celle-ci.')],
    ['an article matched by the container’s own id', add(article(3, 'divers')), 'divers', OK],
    ['a placed article moved to another rubrique', move('article-2'), 'fiscal', no('Cet article appartient à la rubrique « Jurisprudence » et ne se dépose que dans celle-ci.')],
    ['a placed ad moved to another rubrique', move('ad-7'), 'fiscal', OK],
    // No item twice: articles and bundles share one id space.
    ['an article already placed', add(article(2, 'pn-juris')), 'juris', no('Cet article est déjà dans le chemin de fer.')],
    ['an ad already placed', add(ad(7)), 'juris', no('Cette publicité est déjà dans le chemin de fer.')],
    ['a bundle whose id an article has', add(bundle(1, 'pn-societes')), 'societes', no('Ce lot est déjà dans le chemin de fer.')],
    // Depth 3.
    ['a rubrique at depth 3', add(container('new', 'Nouvelle')), 'societes', OK],
    ['a rubrique with a child at depth 3', add(container('new', 'Nouvelle', [container('sub', 'Sous')])), 'societes', no('Profondeur maximale dépassée : ce chemin de fer a 3 niveaux au plus.')],
    ['Jurisprudence (height 1) under Divers', move('juris'), 'divers', OK],
    ['Doctrine (height 2) under Divers', move('doctrine'), 'divers', no('Profondeur maximale dépassée : ce chemin de fer a 3 niveaux au plus.')],
    ['a rubrique into itself', move('doctrine'), 'doctrine', no('Un élément ne se dépose ni dans lui-même ni dans l’un de ses sous-éléments.')],
    ['a rubrique into its own sub-rubrique', move('doctrine'), 'fiscal', no('Un élément ne se dépose ni dans lui-même ni dans l’un de ses sous-éléments.')],
    ['a node no longer there', move('article-99'), 'fiscal', no('Cet élément n’est plus dans le chemin de fer.')],
    ['a target no longer there', add(ad(8)), 'gone', no('Cette destination n’est plus dans le chemin de fer.')],
  ])('%s', (_, source, parentId, expected) => expect(checkDrop(PLAN, P, source, parentId)).toEqual(expected));
});

describe('checkPlaced: a node where it is, checked without lookups (a saved plan in one walk)', () => {
  it('agrees with checkDrop onto its own parent for every node of every tree type', () => {
    for (const type of TREE_TYPES) {
      const rules = TREE_RULES[type];
      const walk = (nodes: Tree, parent: TreeNode | null, depth: number) => {
        for (const node of nodes) {
          expect(checkPlaced(PLAN, rules, node, parent, depth), `${type} ${node.id}`).toEqual(checkDrop(PLAN, rules, move(node.id), parent?.id ?? null));
          walk(node.children ?? [], node, depth + 1);
        }
      };
      walk(PLAN, null, 0);
    }
  });

  it('refuses a plan one level too deep at its deepest node', () => {
    const deep = container('niveau-3', 'Niveau 3', [article(9)]);
    expect(checkPlaced(PLAN, P, article(9), deep, 3)).toEqual(no(TREE_REFUSALS.tooDeep(3)));
    expect(checkPlaced(PLAN, P, article(9), deep, 2)).toEqual(OK);
  });
});

describe('kinds each tree accepts', () => {
  it.each<[TreeType, TreeNode, Verdict]>([
    ['BUNDLE_PLAN', article(3), OK],
    ['BUNDLE_PLAN', bundle(3), no('Ce chemin de fer n’accepte pas les lots.')],
    ['BUNDLE_PLAN', ad(3), no('Ce chemin de fer n’accepte pas les publicités.')],
    ['BUNDLE_PLAN', illustration(3), no('Ce chemin de fer n’accepte pas les illustrations.')],
    ['PERIODICAL_PLAN', article(3), no('Ce chemin de fer n’accepte pas les articles.')],
    ['BUNDLE_PLAN_TEMPLATE', article(3), no('Ce chemin de fer n’accepte pas les articles.')],
    ['PUBLICATION_PLAN_ADMIN', ad(3), no('Ce chemin de fer n’accepte pas les publicités.')],
    ['KYRIELLE', article(3), no('Ce chemin de fer n’accepte pas les articles.')],
    ['KYRIELLE', container('n', 'Niveau'), OK],
  ])('%s, %j', (type, node, expected) => expect(checkDrop([container('leaf', 'Feuille')], TREE_RULES[type], add(node), 'leaf')).toEqual(expected));

  it('checks the kinds of everything added, not only its top', () => {
    expect(checkDrop([], TREE_RULES.PERIODICAL_PLAN, add(container('c', 'C', [article(5)])), null)).toEqual(no('Ce chemin de fer n’accepte pas les articles.'));
  });
});

/** A chain of `depth` containers, c1 > c2 > ... ; the deepest is `c${depth}`. */
function chain(depth: number): Tree {
  let node: TreeNode = container(`c${depth}`, `Niveau ${depth}`);
  for (let level = depth - 1; level >= 1; level--) node = container(`c${level}`, `Niveau ${level}`, [node]);
  return [node];
}

describe('depth limit of every tree type (spec 2 §5 "Tree depth")', () => {
  const limits = TREE_TYPES.map((type) => [type, TREE_RULES[type].maxDepth] as const);

  it.each(limits)('%s: a container may reach depth %i, not one more', (type, max) => {
    const rules = TREE_RULES[type];
    expect(checkDrop(chain(max - 1), rules, add(container('x', 'X')), `c${max - 1}`)).toEqual(OK);
    expect(checkDrop(chain(max), rules, add(container('x', 'X')), `c${max}`)).toEqual(no(`Profondeur maximale dépassée : ce chemin de fer a ${max} niveaux au plus.`));
  });

  it.each(limits)('%s: a subtree of height 1 fits one level higher only', (type, max) => {
    const rules = TREE_RULES[type];
    const pair = add(container('x', 'X', [container('y', 'Y')]));
    if (max >= 3) expect(checkDrop(chain(max - 2), rules, pair, `c${max - 2}`)).toEqual(OK);
    expect(checkDrop(chain(max - 1), rules, pair, `c${max - 1}`).allowed).toBe(false);
  });

  it.each(limits.filter(([type]) => TREE_RULES[type].itemKinds.length > 0))('%s: an article counts as a level (max %i)', (type, max) => {
    const rules = TREE_RULES[type];
    expect(checkDrop(chain(max - 1), rules, add(article(1)), `c${max - 1}`)).toEqual(OK);
    expect(checkDrop(chain(max), rules, add(article(1)), `c${max}`)).toEqual(no(`Profondeur maximale dépassée : ce chemin de fer a ${max} niveaux au plus.`));
  });

  it('takes any depth as a parameter', () => {
    const rules = { ...TREE_RULES.PERIODICAL_PLAN, maxDepth: 1 };
    expect(checkDrop([container('a', 'A')], rules, add(container('x', 'X')), null)).toEqual(OK);
    expect(checkDrop([container('a', 'A')], rules, add(container('x', 'X')), 'a')).toEqual(no('Profondeur maximale dépassée : ce chemin de fer a 1 niveaux au plus.'));
  });
});

describe('the CdF depth-8 rule, as spec 2 §5 words it', () => {
  // "refused if the target is already at depth 8, or if the node's subtree height plus target depth reaches 8 or more";
  // the root is at depth 0, a node without children has height 0.
  it.each([
    [8, 0, true],
    [9, 0, true],
    [7, 0, false],
    [7, 1, true],
    [6, 1, false],
    [6, 2, true],
    [5, 2, false],
    [0, 7, false],
    [0, 8, true],
    [1, 7, true],
    [3, 5, true],
    [3, 4, false],
  ])('target depth %i, subtree height %i: refused %s', (targetDepth, height, expected) => {
    expect(exceedsMaxDepth(targetDepth, height, 8)).toBe(expected);
  });

  it('is the rule of every tree: refused exactly when the resulting depth exceeds the maximum', () => {
    for (let depth = 0; depth <= 10; depth++) for (let height = 0; height <= 10; height++) expect(exceedsMaxDepth(depth, height, 8)).toBe(depth + 1 + height > 8);
  });

  it('applies to a kyrielle tree', () => {
    const tree = chain(7);
    const rules = TREE_RULES.KYRIELLE;
    expect(checkDrop(tree, rules, add(container('x', 'X')), 'c7')).toEqual(OK);
    expect(checkDrop(tree, rules, add(container('x', 'X', [container('y', 'Y')])), 'c7')).toEqual(no('Profondeur maximale dépassée : ce chemin de fer a 8 niveaux au plus.'));
    expect(checkDrop(tree, rules, add(container('x', 'X', [container('y', 'Y')])), 'c6')).toEqual(OK);
    expect(subtreeHeight(tree[0] as TreeNode)).toBe(6);
  });
});

describe('drops applied: a new tree, the old one untouched', () => {
  it('adds an item at the index given', () => {
    const next = treeOf(applyDrop(PLAN, P, add(ad(8)), { parentId: 'juris', index: 1 }));
    expect(ids(next)).toEqual([{ doctrine: [{ societes: ['article-1'] }, { fiscal: [] }] }, { juris: ['article-2', 'ad-8', 'ad-7'] }, { divers: [] }]);
    expect(ids(PLAN)).toEqual([{ doctrine: [{ societes: ['article-1'] }, { fiscal: [] }] }, { juris: ['article-2', 'ad-7'] }, { divers: [] }]);
    // Branches the drop did not touch are shared.
    expect(next[0]).toBe(PLAN[0]);
    expect(next[2]).toBe(PLAN[2]);
  });

  it('moves with react-arborist’s index, counted before the move', () => {
    const abc: Tree = [container('p', 'P', [ad(1), ad(2), ad(3)])];
    expect(ids(treeOf(applyDrop(abc, P, move('ad-1'), { parentId: 'p', index: 2 })))).toEqual([{ p: ['ad-2', 'ad-1', 'ad-3'] }]);
    expect(ids(treeOf(applyDrop(abc, P, move('ad-1'), { parentId: 'p', index: 3 })))).toEqual([{ p: ['ad-2', 'ad-3', 'ad-1'] }]);
    expect(ids(treeOf(applyDrop(abc, P, move('ad-3'), { parentId: 'p', index: 0 })))).toEqual([{ p: ['ad-3', 'ad-1', 'ad-2'] }]);
  });

  it('moves a rubrique with its content to another parent', () => {
    const next = treeOf(applyDrop(PLAN, P, move('juris'), { parentId: 'divers', index: 0 }));
    expect(ids(next)).toEqual([{ doctrine: [{ societes: ['article-1'] }, { fiscal: [] }] }, { divers: [{ juris: ['article-2', 'ad-7'] }] }]);
    expect(locate(next, 'ad-7')?.depth).toBe(3);
  });

  it('refuses with the reason and gives no tree', () => {
    expect(applyDrop(PLAN, P, add(article(4)), { parentId: null, index: 0 })).toEqual(no('Un article se dépose dans une rubrique, pas à la racine.'));
  });

  it('never moves a node into itself, even without the rules', () => {
    expect(moveNode(PLAN, 'doctrine', 'fiscal', 0)).toBe(PLAN);
  });
});

describe('keyboard moves (cut and paste, move up and down)', () => {
  it('pastes the node cut under the same rules as a drop', () => {
    expect(paste(PLAN, P, 'ad-7', { parentId: 'fiscal', index: 0 })).toMatchObject({ allowed: true });
    expect(ids(treeOf(paste(PLAN, P, 'ad-7', { parentId: 'fiscal', index: 0 })))).toEqual([
      { doctrine: [{ societes: ['article-1'] }, { fiscal: ['ad-7'] }] },
      { juris: ['article-2'] },
      { divers: [] },
    ]);
    expect(paste(PLAN, P, 'article-2', { parentId: 'fiscal', index: 0 })).toEqual(no('Cet article appartient à la rubrique « Jurisprudence » et ne se dépose que dans celle-ci.'));
    expect(paste(PLAN, P, 'doctrine', { parentId: 'divers', index: 0 })).toEqual(no('Profondeur maximale dépassée : ce chemin de fer a 3 niveaux au plus.'));
    expect(paste(PLAN, P, 'ad-7', { parentId: null, index: 0 })).toEqual(no('Une publicité se dépose dans une rubrique, pas à la racine.'));
  });

  it('moves up and down among siblings', () => {
    expect(ids(treeOf(moveUp(PLAN, P, 'ad-7')))).toEqual([{ doctrine: [{ societes: ['article-1'] }, { fiscal: [] }] }, { juris: ['ad-7', 'article-2'] }, { divers: [] }]);
    expect(ids(treeOf(moveDown(PLAN, P, 'article-2')))).toEqual([{ doctrine: [{ societes: ['article-1'] }, { fiscal: [] }] }, { juris: ['ad-7', 'article-2'] }, { divers: [] }]);
    expect(ids(treeOf(moveDown(PLAN, P, 'doctrine')))).toEqual([{ juris: ['article-2', 'ad-7'] }, { doctrine: [{ societes: ['article-1'] }, { fiscal: [] }] }, { divers: [] }]);
    expect(ids(treeOf(moveUp(PLAN, P, 'divers')))).toEqual([{ doctrine: [{ societes: ['article-1'] }, { fiscal: [] }] }, { divers: [] }, { juris: ['article-2', 'ad-7'] }]);
  });

  it('says when there is nowhere to go', () => {
    expect(moveUp(PLAN, P, 'article-2')).toEqual(no('Cet élément est déjà en première position.'));
    expect(moveUp(PLAN, P, 'doctrine')).toEqual(no('Cet élément est déjà en première position.'));
    expect(moveDown(PLAN, P, 'ad-7')).toEqual(no('Cet élément est déjà en dernière position.'));
    expect(moveDown(PLAN, P, 'divers')).toEqual(no('Cet élément est déjà en dernière position.'));
    expect(moveDown(PLAN, P, 'article-1')).toEqual(no('Cet élément est déjà en dernière position.'));
    expect(moveUp(PLAN, P, 'gone')).toEqual(no(TREE_REFUSALS.sourceMissing));
  });

  it('leaves the input tree as it was', () => {
    const before = JSON.stringify(PLAN);
    moveUp(PLAN, P, 'ad-7');
    moveDown(PLAN, P, 'doctrine');
    paste(PLAN, P, 'ad-7', { parentId: 'fiscal', index: 0 });
    expect(JSON.stringify(PLAN)).toBe(before);
  });
});

describe('deleting nodes (spec 2 §5 "Delete node", §2.9)', () => {
  it.each<[TreeType, string, Verdict]>([
    ['PUBLICATION_PLAN', 'ad-7', OK],
    ['PUBLICATION_PLAN', 'divers', OK],
    ['PUBLICATION_PLAN', 'juris', no('Cette rubrique n’est pas vide : retirez d’abord ce qu’elle contient.')],
    ['PERIODICAL_PLAN', 'doctrine', no('Cette rubrique n’est pas vide : retirez d’abord ce qu’elle contient.')],
    ['PUBLICATION_PLAN_ADMIN', 'doctrine', OK],
    ['PUBLICATION_PLAN', 'gone', no('Cet élément n’est plus dans le chemin de fer.')],
  ])('%s, %s', (type, id, expected) => expect(checkDelete(PLAN, TREE_RULES[type], id)).toEqual(expected));

  it('removes the node and its content', () => {
    const next = treeOf(deleteNode(PLAN, TREE_RULES.PUBLICATION_PLAN_ADMIN, 'doctrine'));
    expect(ids(next)).toEqual([{ juris: ['article-2', 'ad-7'] }, { divers: [] }]);
    expect(findNode(next, 'article-1')).toBeUndefined();
    expect(findNode(PLAN, 'article-1')).toBeDefined();
  });
});
