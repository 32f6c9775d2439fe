import type { PlanNode, Tree, TreeNode } from '../domain/plan';
import { plainNodeName } from './renvoi';
import { ALLOWED, refused, type Verdict } from './verdict';

/**
 * The publication plan administration's own checks (spec 2 §2.9 "siblings prevented"), beyond the drop
 * rules: the screen refuses the change with this reason, and PUT /api/publication_plan/publication/{id}
 * answers it in a 400.
 */

export const ADMINISTERED_PLAN_REFUSALS = {
  sameName: (name: string) => `Impossible : une rubrique « ${name} » existe déjà à ce niveau.`,
  holdsItems: (name: string) => `Impossible : « ${name} » contient des articles ou des publicités et ne reçoit pas de sous-rubrique.`,
} as const;

/** How many items (articles, bundles, ads, illustrations) each rubrique of a plan holds directly. */
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

/** Names compare as a reader sees them: markup, surrounding spaces and case aside. */
const key = (name: string) => plainNodeName(name).trim().toLocaleLowerCase('fr');

/**
 * No two sibling rubriques of the same name; a rubrique holding items (`counts`, kept on the server) takes
 * no sub-rubrique, as the drop rules say of a rubrique with sub-rubriques and items.
 */
export function checkAdministeredRubriques(tree: Tree, counts: ReadonlyMap<string, number>): Verdict {
  const walk = (nodes: readonly TreeNode[]): Verdict => {
    const seen = new Set<string>();
    for (const node of nodes) {
      const name = key(node.name);
      if (seen.has(name)) return refused(ADMINISTERED_PLAN_REFUSALS.sameName(plainNodeName(node.name).trim()));
      seen.add(name);
      const children = node.children ?? [];
      if ((counts.get(node.id) ?? 0) > 0 && children.some((c) => c.kind === 'CONTAINER')) return refused(ADMINISTERED_PLAN_REFUSALS.holdsItems(plainNodeName(node.name)));
      const below = walk(children);
      if (!below.allowed) return below;
    }
    return ALLOWED;
  };
  return walk(tree);
}
