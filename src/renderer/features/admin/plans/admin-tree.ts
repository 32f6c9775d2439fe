import type { PlanNode, Tree, TreeNode } from '@shared/domain/plan';
import { plainNodeName } from '@shared/rules/renvoi';
import { applyDrop } from '@shared/rules/tree-rules';
import type { TreeRules } from '@shared/rules/tree-types';
import type { Verdict } from '@shared/rules/verdict';

/**
 * Pure helpers of the admin plan screens (spec 2 §2.9): new level ids, the publication plan's rubriques
 * without their items, and the checks the publication plan administration adds to the shared drop rules.
 */

let counter = 0;

/** A fresh id for a new level: letters, digits and "-" (the plan's node ids), unique in the session. */
export function newNodeId(prefix: string): string {
  counter += 1;
  const random = Math.floor(Math.random() * 36 ** 4).toString(36);
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}${random}`.slice(0, 64);
}

export function newContainer(id: string, name: string, planNodeId: string | null = null): TreeNode {
  return { id, kind: 'CONTAINER', name, planNodeId, children: [] };
}

/** A new level at the end of the root, under the shared rules (the editor's own add goes into the chosen level). */
export function addAtRoot(tree: Tree, rules: TreeRules, node: TreeNode): { allowed: true; tree: Tree } | { allowed: false; reason: string } {
  return applyDrop(tree, rules, { type: 'add', node }, { parentId: null, index: tree.length });
}

/** A publication plan's rubriques only (the administration's tree); what they hold stays on the server. */
export function rubriquesOnly(plan: readonly PlanNode[]): PlanNode[] {
  return plan.filter((n) => n.type === 'CONTAINER').map((n) => ({ ...n, sub: rubriquesOnly(n.sub) }));
}

/** How many items (articles, bundles, ads, illustrations) each rubrique holds directly. */
export function itemCounts(plan: readonly PlanNode[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  const walk = (nodes: readonly PlanNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'CONTAINER') continue;
      counts.set(node.id, node.sub.filter((s) => s.type !== 'CONTAINER').length);
      walk(node.sub);
    }
  };
  walk(plan);
  return counts;
}

const key = (name: string) => plainNodeName(name).trim().toLocaleLowerCase('fr');

/**
 * The publication plan administration's own checks on a changed tree (spec 2 §2.9 "siblings prevented"):
 * no two sibling rubriques of the same name; a rubrique holding items (kept on the server) takes no
 * sub-rubrique, as the drop rules say of a rubrique with sub-rubriques and items.
 */
export function checkAdministeredRubriques(
  tree: Tree,
  counts: ReadonlyMap<string, number>,
  reasons: { sameName(name: string): string; holdsItems(name: string): string },
): Verdict {
  const walk = (nodes: readonly TreeNode[]): Verdict => {
    const seen = new Set<string>();
    for (const node of nodes) {
      const name = key(node.name);
      if (seen.has(name)) return { allowed: false, reason: reasons.sameName(plainNodeName(node.name).trim()) };
      seen.add(name);
      const children = node.children ?? [];
      if ((counts.get(node.id) ?? 0) > 0 && children.some((c) => c.kind === 'CONTAINER')) return { allowed: false, reason: reasons.holdsItems(plainNodeName(node.name)) };
      const below = walk(children);
      if (!below.allowed) return below;
    }
    return { allowed: true };
  };
  return walk(tree);
}
