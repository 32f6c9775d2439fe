import type { PlanNode, Tree, TreeNode } from '@shared/domain/plan';
import type { PlanCandidate } from '@shared/domain/publication';
import { entityIdOf, itemNodeId } from '@shared/rules/plan-tree';
import { flatten } from '@shared/rules/tree-ops';

/** A row of the left table as the node it becomes in the plan (the same id as planToTree gives it). */
export function candidateNode(candidate: PlanCandidate): TreeNode {
  return { id: itemNodeId(candidate.kind, candidate.id), kind: candidate.kind, name: candidate.name, planNodeId: candidate.kind === 'ADVERTISEMENT' ? null : candidate.planNodeId };
}

/** A rubrique of the periodical, with the path of its parents for the list. */
export interface RubriqueChoice {
  node: TreeNode;
  path: string;
}

/** The periodical's rubriques (publications.periodicalPlan) that no container of the plan stands for yet, as empty containers. */
export function missingRubriques(periodicalPlan: readonly PlanNode[], tree: Tree): RubriqueChoice[] {
  const present = new Set(flatten(tree).flatMap((n) => (n.kind === 'CONTAINER' ? [n.id, n.planNodeId ?? n.id] : [])));
  const out: RubriqueChoice[] = [];
  const walk = (nodes: readonly PlanNode[], parents: string[]) => {
    for (const node of nodes) {
      const planNodeId = node.planNodeId ?? node.id;
      if (!present.has(node.id) && !present.has(planNodeId)) {
        out.push({ node: { id: node.id, kind: 'CONTAINER', name: node.name, planNodeId, children: [] }, path: [...parents, node.name].join(' › ') });
      }
      walk(node.sub, [...parents, node.name]);
    }
  };
  walk(periodicalPlan, []);
  return out;
}

/** The article and bundle ids of the plan: what its character volume counts. */
export function volumeIds(tree: Tree): number[] {
  return flatten(tree)
    .filter((n) => n.kind === 'ARTICLE' || n.kind === 'BUNDLE')
    .map((n) => Number(entityIdOf(n)))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The ids of the nodes in the plan, to mark the table's rows already placed. */
export function idsInTree(tree: Tree): ReadonlySet<string> {
  return new Set(flatten(tree).map((n) => n.id));
}
