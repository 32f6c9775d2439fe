import type { Tree, TreeNode } from '../domain/plan';

/**
 * Immutable operations on the generic tree (domain/plan.ts): find, insert, remove, move. They check no
 * rule (tree-rules.ts does); unchanged branches are shared with the input, changed ones are new objects.
 */

export interface NodeLocation {
  node: TreeNode;
  /** null: at the root. */
  parentId: string | null;
  index: number;
  /** Root-level nodes are at depth 1. */
  depth: number;
}

/** Where a node is, in one walk. */
export function locate(tree: Tree, id: string): NodeLocation | undefined {
  const walk = (nodes: Tree, parentId: string | null, depth: number): NodeLocation | undefined => {
    for (const [index, node] of nodes.entries()) {
      if (node.id === id) return { node, parentId, index, depth };
      const found = node.children ? walk(node.children, node.id, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree, null, 1);
}

export function findNode(tree: Tree, id: string): TreeNode | undefined {
  return locate(tree, id)?.node;
}

/** Levels below the node: 0 for a node without children (spec 2 §5 "subtree height"). */
export function subtreeHeight(node: TreeNode): number {
  return (node.children ?? []).reduce((height, child) => Math.max(height, 1 + subtreeHeight(child)), 0);
}

/** The node and all its descendants, depth first. */
export function flatten(nodes: Tree): TreeNode[] {
  // Pushed into one array: a copy per level (flatMap and spreads) cost megabytes on a tree of 30,000 nodes.
  const all: TreeNode[] = [];
  const visit = (list: Tree) => {
    for (const node of list) {
      all.push(node);
      if (node.children) visit(node.children);
    }
  };
  visit(nodes);
  return all;
}

/** The node is `id` or has it among its descendants. */
export function containsId(node: TreeNode, id: string): boolean {
  return node.id === id || (node.children ?? []).some((child) => containsId(child, id));
}

/** Applies `change` to the children of `parentId` (null: the root); the tree is returned as is when no such parent exists. */
export function updateChildren(tree: Tree, parentId: string | null, change: (children: Tree) => Tree): Tree {
  if (parentId === null) return change(tree);
  let changed = false;
  const out = tree.map((node) => {
    if (node.id === parentId) {
      changed = true;
      return { ...node, children: change(node.children ?? []) };
    }
    if (!node.children?.length) return node;
    const children = updateChildren(node.children, parentId, change);
    if (children === node.children) return node;
    changed = true;
    return { ...node, children };
  });
  return changed ? out : tree;
}

/** `index` is clamped to the children's bounds. */
export function insertNode(tree: Tree, parentId: string | null, index: number, node: TreeNode): Tree {
  return updateChildren(tree, parentId, (children) => {
    const at = clamp(index, children.length);
    return [...children.slice(0, at), node, ...children.slice(at)];
  });
}

export function removeNode(tree: Tree, id: string): Tree {
  const at = locate(tree, id);
  if (!at) return tree;
  return updateChildren(tree, at.parentId, (children) => children.filter((_, i) => i !== at.index));
}

/**
 * Moves a node under `parentId` at `index`, counted among the parent's children before the move (as
 * react-arborist's onMove gives it): moving the first of [a, b, c] to index 2 gives [b, a, c]. A move into
 * the node itself or its descendants returns the tree unchanged.
 */
export function moveNode(tree: Tree, id: string, parentId: string | null, index: number): Tree {
  const from = locate(tree, id);
  if (!from || (parentId !== null && containsId(from.node, parentId))) return tree;
  const at = from.parentId === parentId && index > from.index ? index - 1 : index;
  return insertNode(removeNode(tree, id), parentId, at, from.node);
}

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(Number.isInteger(index) ? index : length, length));
}
