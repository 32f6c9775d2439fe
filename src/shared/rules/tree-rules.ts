import type { Tree, TreeItemKind, TreeNode, TreeNodeKind } from '../domain/plan';
import { plainNodeName } from './renvoi';
import { containsId, flatten, locate, moveNode, insertNode, removeNode, subtreeHeight } from './tree-ops';
import type { TreeRules } from './tree-types';
import { ALLOWED, refused, type Refusal, type Verdict } from './verdict';

/**
 * The drop rules of spec 2 §5, shared by every tree editor (which takes them as props) and the server
 * (which refuses a saved tree breaking them). The depth limit is a parameter (`rules.maxDepth`, see
 * TREE_RULES). Rules, in the order they are checked:
 * - a container only onto another container or the root;
 * - an item (article, bundle, ad, illustration) only into a container that has no container children;
 * - an article or bundle with a planNodeId only into its own node, where the tree says so (`rules.itemsFollowPlanNode`);
 * - an item already in the tree is not added twice;
 * - the resulting depth may not exceed the maximum.
 * A refusal carries the French reason shown while dragging.
 */

/** What is dragged: a node of the tree (move) or one from outside, the left table or a chip (add). */
export type DragSource = { type: 'move'; id: string } | { type: 'add'; node: TreeNode };

/** Where it goes: under `parentId` (null: the root) at `index`, counted before the move (react-arborist). */
export interface DropTarget {
  parentId: string | null;
  index: number;
}

export type TreeChange = { allowed: true; tree: Tree } | Refusal;

/** The words of a leaf: its kind, or UNIT for a kyrielle placed unit (a leaf with a `ref`). */
type Leaf = TreeItemKind | 'UNIT';
const leafOf = (node: TreeNode): Leaf => (node.ref !== undefined ? 'UNIT' : (node.kind as TreeItemKind));

const ONE: Record<TreeNodeKind | 'UNIT', string> = {
  CONTAINER: 'Une rubrique',
  ARTICLE: 'Un article',
  BUNDLE: 'Un lot',
  ADVERTISEMENT: 'Une publicité',
  ILLUSTRATION: 'Une illustration',
  UNIT: 'Une unité documentaire',
};
const THIS: Record<TreeNodeKind | 'UNIT', string> = {
  CONTAINER: 'Cette rubrique',
  ARTICLE: 'Cet article',
  BUNDLE: 'Ce lot',
  ADVERTISEMENT: 'Cette publicité',
  ILLUSTRATION: 'Cette illustration',
  UNIT: 'Cette unité documentaire',
};
const THE: Record<Leaf, string> = { ARTICLE: 'l’article', BUNDLE: 'le lot', ADVERTISEMENT: 'la publicité', ILLUSTRATION: 'l’illustration', UNIT: 'l’unité documentaire' };
const ALL: Record<Leaf, string> = { ARTICLE: 'les articles', BUNDLE: 'les lots', ADVERTISEMENT: 'les publicités', ILLUSTRATION: 'les illustrations', UNIT: 'les unités documentaires' };

/** The reasons of a refused drop, move or deletion (French, shown as they are). */
export const TREE_REFUSALS = {
  sourceMissing: 'Cet élément n’est plus dans le chemin de fer.',
  targetMissing: 'Cette destination n’est plus dans le chemin de fer.',
  kindRefused: (kind: Leaf) => `Ce chemin de fer n’accepte pas ${ALL[kind]}.`,
  alreadyInTree: (kind: TreeNodeKind | 'UNIT') => `${THIS[kind]} est déjà dans le chemin de fer.`,
  intoItself: 'Un élément ne se dépose ni dans lui-même ni dans l’un de ses sous-éléments.',
  containerOntoItem: 'Une rubrique se dépose dans une autre rubrique ou à la racine.',
  itemAtRoot: (kind: Leaf) => `${ONE[kind]} se dépose dans une rubrique, pas à la racine.`,
  itemOntoItem: (kind: Leaf) => `${ONE[kind]} se dépose dans une rubrique, pas dans un autre élément.`,
  containerHasContainers: (kind: Leaf) => `Cette rubrique contient des sous-rubriques : déposez ${THE[kind]} dans l’une d’elles.`,
  otherPlanNode: (kind: Leaf, planNodeName: string | null) =>
    `${THIS[kind]} appartient à ${planNodeName === null ? 'une autre rubrique' : `la rubrique « ${planNodeName} »`} et ne se dépose que dans celle-ci.`,
  tooDeep: (maxDepth: number) => `Profondeur maximale dépassée : ce chemin de fer a ${maxDepth} niveaux au plus.`,
  first: 'Cet élément est déjà en première position.',
  last: 'Cet élément est déjà en dernière position.',
  notEmpty: 'Cette rubrique n’est pas vide : retirez d’abord ce qu’elle contient.',
  holdsUnits: 'Ce niveau contient des unités documentaires : il ne peut pas être supprimé.',
  fixedContainer: 'Les niveaux se modifient dans « Administrer le chemin de fer », pas ici.',
  sameRefInContainer: (kind: Leaf) => `${THIS[kind]} est déjà à cet endroit du chemin de fer.`,
} as const;

/**
 * Spec 2 §5, CdF wording: a drop is refused "if the target is already at depth max, or if the node's
 * subtree height plus target depth reaches max or more". With the height counted in levels below the
 * node (0 for a leaf) and the root at depth 0, this is exactly "the resulting depth exceeds the maximum"
 * (target depth + 1 + height > max), the rule of the other trees: one function for all.
 */
export function exceedsMaxDepth(targetDepth: number, height: number, maxDepth: number): boolean {
  return targetDepth >= maxDepth || height + targetDepth >= maxDepth;
}

/**
 * The tree as a drop from outside sees it where the rules say so (replaceSameRef): the target's placements of
 * the same document taken away, with the drop's index moved back past those that stood before it.
 */
function replacing(tree: Tree, rules: TreeRules, source: DragSource, target: DropTarget): { tree: Tree; index: number } {
  const ref = source.type === 'add' ? source.node.ref : undefined;
  if (!rules.replaceSameRef || ref === undefined || target.parentId === null) return { tree, index: target.index };
  const children = locate(tree, target.parentId)?.node.children ?? [];
  const same = children.filter((child) => child.ref === ref && child.kind !== 'CONTAINER');
  if (same.length === 0) return { tree, index: target.index };
  const before = children.slice(0, target.index).filter((child) => same.includes(child)).length;
  return { tree: same.reduce((t, child) => removeNode(t, child.id), tree), index: target.index - before };
}

/** May `source` be dropped under `parentId` (null: the root)? */
export function checkDrop(original: Tree, rules: TreeRules, source: DragSource, parentId: string | null): Verdict {
  const { tree } = replacing(original, rules, source, { parentId, index: 0 });
  const node = source.type === 'move' ? locate(tree, source.id)?.node : source.node;
  if (!node) return refused(TREE_REFUSALS.sourceMissing);
  if (rules.fixedContainers && node.kind === 'CONTAINER') return refused(TREE_REFUSALS.fixedContainer);
  const target = parentId === null ? null : locate(tree, parentId);
  if (parentId !== null && !target) return refused(TREE_REFUSALS.targetMissing);

  if (source.type === 'add') {
    const added = flatten([node]);
    const refusedKind = added.find((n) => n.kind !== 'CONTAINER' && !(rules.itemKinds as readonly TreeNodeKind[]).includes(n.kind));
    if (refusedKind) return refused(TREE_REFUSALS.kindRefused(leafOf(refusedKind)));
    const present = added.find((n) => locate(tree, n.id));
    if (present) return refused(TREE_REFUSALS.alreadyInTree(present.kind === 'CONTAINER' ? 'CONTAINER' : leafOf(present)));
  } else if (parentId !== null && containsId(node, parentId)) {
    return refused(TREE_REFUSALS.intoItself);
  }

  return checkPlaced(tree, rules, node, target?.node ?? null, target?.depth ?? 0);
}

/**
 * The container, item and depth rules for `node` under `parent` (null: the root) at `parentDepth` (the
 * root is 0), without looking anything up: a saved plan of 20,000 nodes is checked in one walk (the
 * server's validate.ts), where a checkDrop per node would search the tree each time.
 */
export function checkPlaced(tree: Tree, rules: TreeRules, node: TreeNode, parent: TreeNode | null, parentDepth: number): Verdict {
  const structure = checkPlace(tree, rules, node, parent);
  if (!structure.allowed) return structure;
  return exceedsMaxDepth(parentDepth, subtreeHeight(node), rules.maxDepth) ? refused(TREE_REFUSALS.tooDeep(rules.maxDepth)) : ALLOWED;
}

/** The container and item rules for `node` under `target` (null: the root). */
function checkPlace(tree: Tree, rules: TreeRules, node: TreeNode, target: TreeNode | null): Verdict {
  if (node.kind === 'CONTAINER') return target === null || target.kind === 'CONTAINER' ? ALLOWED : refused(TREE_REFUSALS.containerOntoItem);
  const kind = leafOf(node);
  if (target === null) return refused(TREE_REFUSALS.itemAtRoot(kind));
  if (target.kind !== 'CONTAINER') return refused(TREE_REFUSALS.itemOntoItem(kind));
  if (!rules.itemsBesideContainers && (target.children ?? []).some((child) => child.kind === 'CONTAINER')) return refused(TREE_REFUSALS.containerHasContainers(kind));
  if (node.ref !== undefined && (target.children ?? []).some((child) => child.ref === node.ref && child.id !== node.id)) return refused(TREE_REFUSALS.sameRefInContainer(kind));
  const own = node.planNodeId;
  if (rules.itemsFollowPlanNode && own != null && target.id !== own && target.planNodeId !== own) return refused(TREE_REFUSALS.otherPlanNode(kind, planNodeName(tree, own)));
  return ALLOWED;
}

/** The name of the container standing for a periodical plan node, when the tree has it. */
function planNodeName(tree: Tree, planNodeId: string): string | null {
  const container = flatten(tree).find((n) => n.kind === 'CONTAINER' && (n.id === planNodeId || n.planNodeId === planNodeId));
  return container ? plainNodeName(container.name) : null;
}

/** The drop, when the rules allow it: a new tree. */
export function applyDrop(original: Tree, rules: TreeRules, source: DragSource, target: DropTarget): TreeChange {
  const verdict = checkDrop(original, rules, source, target.parentId);
  if (!verdict.allowed) return verdict;
  const { tree, index } = replacing(original, rules, source, target);
  const next = source.type === 'move' ? moveNode(tree, source.id, target.parentId, index) : insertNode(tree, target.parentId, index, source.node);
  return { allowed: true, tree: next };
}

/** Keyboard: paste the node cut earlier (its id) at `target`, under the drop rules. */
export function paste(tree: Tree, rules: TreeRules, cutId: string, target: DropTarget): TreeChange {
  return applyDrop(tree, rules, { type: 'move', id: cutId }, target);
}

/** Keyboard: swap the node with its previous sibling. */
export function moveUp(tree: Tree, rules: TreeRules, id: string): TreeChange {
  const at = locate(tree, id);
  if (!at) return refused(TREE_REFUSALS.sourceMissing);
  if (at.index === 0) return refused(TREE_REFUSALS.first);
  return applyDrop(tree, rules, { type: 'move', id }, { parentId: at.parentId, index: at.index - 1 });
}

/** Keyboard: swap the node with its next sibling. */
export function moveDown(tree: Tree, rules: TreeRules, id: string): TreeChange {
  const at = locate(tree, id);
  if (!at) return refused(TREE_REFUSALS.sourceMissing);
  const siblings = at.parentId === null ? tree : (locate(tree, at.parentId)?.node.children ?? []);
  if (at.index >= siblings.length - 1) return refused(TREE_REFUSALS.last);
  // Counted before the move: after the next sibling is index + 2.
  return applyDrop(tree, rules, { type: 'move', id }, { parentId: at.parentId, index: at.index + 2 });
}

/** Spec 2 §5 "Delete node": items always; a container when empty, any container where the tree allows it (§2.9). */
export function checkDelete(tree: Tree, rules: TreeRules, id: string): Verdict {
  const node = locate(tree, id)?.node;
  if (!node) return refused(TREE_REFUSALS.sourceMissing);
  if (rules.fixedContainers && node.kind === 'CONTAINER') return refused(TREE_REFUSALS.fixedContainer);
  if (rules.keptContainers?.has(id)) return refused(TREE_REFUSALS.holdsUnits);
  if (node.kind === 'CONTAINER' && (node.children ?? []).length > 0 && !rules.deleteNonEmptyContainers) return refused(TREE_REFUSALS.notEmpty);
  return ALLOWED;
}

export function deleteNode(tree: Tree, rules: TreeRules, id: string): TreeChange {
  const verdict = checkDelete(tree, rules, id);
  return verdict.allowed ? { allowed: true, tree: removeNode(tree, id) } : verdict;
}
