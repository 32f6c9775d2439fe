import type { PlanNode, TreeItemKind, TreeNode, TreeNodeKind } from '../../shared/domain/plan';
import { itemNodeId } from '../../shared/rules/plan-tree';
import { plainNodeName } from '../../shared/rules/renvoi';
import { TREE_REFUSALS, checkPlaced } from '../../shared/rules/tree-rules';
import type { TreeRules } from '../../shared/rules/tree-types';
import { HttpError } from '../http/errors';
import type { PlanContext } from './context';

/**
 * A saved plan is checked with the drop rules the tree editors use (spec 2 §5, shared tree-rules.ts): every
 * node must be where a drop could have put it. What the rules cannot know comes from the database: an
 * item's kind (article or bundle) and rubrique, that it exists, belongs to the periodical and is not placed
 * in another publication. Answers the tree of the rules, or a 400 with the French reason.
 */

const refuse = (reason: string, node?: PlanNode) =>
  new HttpError(400, `Chemin de fer refusé : ${node ? `« ${plainNodeName(node.name).slice(0, 80) || node.id} » : ` : ''}${reason}`);

const ENTITY_ID = /^[1-9]\d{0,9}$/;

function itemNode(node: PlanNode, ctx: PlanContext): TreeNode {
  if (!ENTITY_ID.test(node.id)) throw refuse(`identifiant d’élément invalide : ${node.id}.`, node);
  const id = Number(node.id);
  if (node.type === 'ARTICLE') {
    const article = ctx.articles.get(id);
    if (!article) throw refuse(`l’article ou le lot ${id} n’existe pas.`, node);
    if (article.periodicalId !== ctx.periodicalId) throw refuse(`l’article ${id} appartient à la revue ${article.periodicalId}, pas à ${ctx.periodicalId}.`, node);
    if (article.placedIn?.startsWith('lot ')) throw refuse(`l’article ${id} fait partie du ${article.placedIn} : il se place avec son lot.`, node);
    if (article.placedIn) throw refuse(`l’article ${id} est déjà dans le chemin de fer de ${article.placedIn}.`, node);
    if (article.attachedTo) throw refuse(`l’article ${id} est rattaché à la publication ${article.attachedTo}.`, node);
    const kind: TreeItemKind = article.kind === 'BUNDLE' ? 'BUNDLE' : 'ARTICLE';
    return { id: itemNodeId(kind, id), kind, name: article.title, planNodeId: article.planNodeId };
  }
  const image = ctx.images.get(id);
  const expected = node.type === 'ADVERTISEMENT' ? 'ADVERTISEMENT' : 'ILLUSTRATION';
  if (image?.collection !== expected) throw refuse(`${expected === 'ADVERTISEMENT' ? 'la publicité' : 'l’illustration'} ${id} n’existe pas.`, node);
  const kind = node.type as 'ADVERTISEMENT' | 'ILLUSTRATION';
  return { id: itemNodeId(kind, id), kind, name: image.name, planNodeId: null };
}

function containerNode(node: PlanNode, ctx: PlanContext): TreeNode {
  if (plainNodeName(node.name).trim() === '') throw refuse('le nom d’une rubrique est obligatoire.', node);
  const planNodeId = node.planNodeId ?? null;
  if (planNodeId !== null && !ctx.rubriques.has(planNodeId)) throw refuse(`rubrique inconnue de la revue ${ctx.periodicalId} : ${planNodeId}.`, node);
  return { id: node.id, kind: 'CONTAINER', name: node.name.trim(), planNodeId, children: node.sub.map((child) => toTreeNode(child, ctx)) };
}

function toTreeNode(node: PlanNode, ctx: PlanContext): TreeNode {
  return node.type === 'CONTAINER' ? containerNode(node, ctx) : itemNode(node, ctx);
}

/** The plan as the rules see it, checked; throws a 400 with the first reason found. */
export function validatePlan(plan: readonly PlanNode[], rules: TreeRules, ctx: PlanContext): TreeNode[] {
  const tree = plan.map((node) => toTreeNode(node, ctx));
  const seen = new Set<string>();
  const walk = (nodes: readonly TreeNode[], parent: TreeNode | null, depth: number, source: readonly PlanNode[]) => {
    for (const [index, node] of nodes.entries()) {
      const original = source[index];
      if (node.kind !== 'CONTAINER' && !(rules.itemKinds as readonly TreeNodeKind[]).includes(node.kind)) {
        throw refuse(TREE_REFUSALS.kindRefused(node.kind), original);
      }
      if (seen.has(node.id)) throw refuse(TREE_REFUSALS.alreadyInTree(node.kind), original);
      seen.add(node.id);
      // Children first: a plan too deep is refused at its deepest node, the one to move.
      walk(node.children ?? [], node, depth + 1, original?.sub ?? []);
      // Where it is, as a drop onto its own parent would be checked: containers and items in their places, rubriques, depth.
      const verdict = checkPlaced(tree, rules, node, parent, depth);
      if (!verdict.allowed) throw refuse(verdict.reason, original);
    }
  };
  walk(tree, null, 0, plan);
  return tree;
}
