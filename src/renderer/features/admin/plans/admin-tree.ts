import type { PlanNode, Tree, TreeNode } from '@shared/domain/plan';
import { applyDrop } from '@shared/rules/tree-rules';
import type { TreeRules } from '@shared/rules/tree-types';

/**
 * Pure helpers of the admin plan screens (spec 2 §2.9): new level ids, the publication plan's rubriques
 * without their items (its own checks are the server's too: shared/rules/administered-plan.ts).
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
