import type { Tree, TreeNode } from '../domain/plan';
import { KYRIELLE_NAME_MAX, type KyrielleNode, type PlacedUnit } from '../domain/kyrielle';
import { TREE_RULES, type TreeRules } from './tree-types';

/**
 * The kyrielle administration (spec 2 §2.10, §5; issue 13): the levels alone in the tree editor, under the
 * CdF depth 8 (TREE_RULES.KYRIELLE); the units stay on their levels, kept aside and put back on save, and a
 * level holding some is never deleted.
 */

export interface AdminTree {
  tree: Tree;
  unitsByLevel: ReadonlyMap<string, readonly PlacedUnit[]>;
}

export function toAdminTree(nodes: readonly KyrielleNode[]): AdminTree {
  const unitsByLevel = new Map<string, readonly PlacedUnit[]>();
  const walk = (list: readonly KyrielleNode[]): TreeNode[] =>
    list.map((node) => {
      if (node.documentUnits.length > 0) unitsByLevel.set(node.id, node.documentUnits);
      return { id: node.id, kind: 'CONTAINER', name: node.name, children: walk(node.sub) };
    });
  return { tree: walk(nodes), unitsByLevel };
}

export function fromAdminTree(tree: Tree, unitsByLevel: ReadonlyMap<string, readonly PlacedUnit[]>): KyrielleNode[] {
  return tree.map((node) => ({ id: node.id, name: node.name, documentUnits: [...(unitsByLevel.get(node.id) ?? [])], sub: fromAdminTree(node.children ?? [], unitsByLevel) }));
}

/** The CdF depth rules, with the levels holding units kept from deletion. */
export function adminRules(unitsByLevel: ReadonlyMap<string, readonly PlacedUnit[]>): TreeRules {
  return { ...TREE_RULES.KYRIELLE, keptContainers: new Set(unitsByLevel.keys()) };
}

/** What the name field keeps of the typed text: 256 characters at most, the rest ignored. */
export const typedElementName = (typed: string) => typed.slice(0, KYRIELLE_NAME_MAX);

/** The name an element or a renamed level gets: trimmed; null when empty or only spaces (nothing added). */
export function elementName(typed: string): string | null {
  const name = typedElementName(typed).trim();
  return name.length > 0 ? name : null;
}

let levels = 0;
/** A fresh level id (the server's pattern: letters, digits, - _ . :). */
export function newLevelId(): string {
  levels += 1;
  return `lvl-${Date.now().toString(36)}-${levels}`;
}

export const levelNode = (name: string): TreeNode => ({ id: newLevelId(), kind: 'CONTAINER', name, children: [] });
