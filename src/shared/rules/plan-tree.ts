import type { PlanNode, PlanNodeType, Tree, TreeItemKind, TreeNode, TreeNodeKind } from '../domain/plan';

/**
 * The API's plan nodes (spec 2 §3 Plan node) to the generic tree of the editors and back. Items become
 * leaves with an id unique in the tree, `{article|ad|illustration}-{entity id}`: articles and bundles share
 * one id space (one entity, spec 2 §3 "Article or bundle"), so a bundle and an article never collide and
 * "no item twice" (§5) is "no id twice". A bundle's own articles are its bundle plan, not children here.
 */

const ITEM_PREFIXES = { ARTICLE: 'article', BUNDLE: 'article', ADVERTISEMENT: 'ad', ILLUSTRATION: 'illustration' } as const satisfies Record<TreeItemKind, string>;

/** The tree id of an item: itemNodeId('ARTICLE', 12) = 'article-12'. */
export function itemNodeId(kind: TreeItemKind, entityId: number | string): string {
  return `${ITEM_PREFIXES[kind]}-${entityId}`;
}

/** The id of the article, ad or illustration an item stands for; a container's own id. */
export function entityIdOf(node: TreeNode): string {
  if (node.kind === 'CONTAINER') return node.id;
  const prefix = `${ITEM_PREFIXES[node.kind]}-`;
  return node.id.startsWith(prefix) ? node.id.slice(prefix.length) : node.id;
}

export function kindOfPlanNode(node: PlanNode): TreeNodeKind {
  return node.type === 'ARTICLE' && node.meta?.isBundle === true ? 'BUNDLE' : node.type;
}

/** null (an empty plan from the server, §3 Publication plan) reads as an empty tree. */
export function planToTree(plan: readonly PlanNode[] | null | undefined): TreeNode[] {
  return (plan ?? []).map((node) => {
    const kind = kindOfPlanNode(node);
    const planNodeId = node.planNodeId ?? null;
    if (kind === 'CONTAINER') return { id: node.id, kind, name: node.name, planNodeId, children: planToTree(node.sub) };
    return { id: itemNodeId(kind, node.id), kind, name: node.name, planNodeId };
  });
}

export function treeToPlan(tree: Tree): PlanNode[] {
  return tree.map((node) => {
    const type: PlanNodeType = node.kind === 'BUNDLE' ? 'ARTICLE' : node.kind;
    const out: PlanNode = { id: entityIdOf(node), name: node.name, type, sub: node.kind === 'CONTAINER' ? treeToPlan(node.children ?? []) : [] };
    if (node.planNodeId != null) out.planNodeId = node.planNodeId;
    if (node.kind === 'BUNDLE') out.meta = { isBundle: true };
    return out;
  });
}
