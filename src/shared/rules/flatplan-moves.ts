import type { Tree } from '../domain/plan';
import { flatten, locate } from './tree-ops';
import { applyDrop, TREE_REFUSALS, type TreeChange } from './tree-rules';
import { TREE_RULES } from './tree-types';
import { refused } from './verdict';

/**
 * Moves made on the spreads (« Planches »), turned into moves of the plan tree under the organise page's
 * rules (TREE_RULES.PUBLICATION_PLAN): one draft, two views. An item dropped on another takes its place in
 * the pages: after it when it came from before, before it otherwise, in the other's rubrique.
 */

const PAGED = new Set(['ARTICLE', 'BUNDLE', 'ADVERTISEMENT']);

/** The items laid out on pages, in the plan's order. */
export function pagedItems(tree: Tree): string[] {
  return flatten(tree)
    .filter((node) => PAGED.has(node.kind))
    .map((node) => node.id);
}

/** `id` dropped on `targetId`: the plan with `id` moved beside it, or the rules' refusal. */
export function moveOnto(tree: Tree, id: string, targetId: string): TreeChange {
  if (id === targetId) return { allowed: true, tree };
  const order = pagedItems(tree);
  const target = locate(tree, targetId);
  if (!target) return refused(TREE_REFUSALS.targetMissing);
  const forward = order.indexOf(id) < order.indexOf(targetId);
  return applyDrop(tree, TREE_RULES.PUBLICATION_PLAN, { type: 'move', id }, { parentId: target.parentId, index: forward ? target.index + 1 : target.index });
}

/** The keyboard's move: past the next item of the pages (`1`) or before the previous one (`-1`). */
export function stepMove(tree: Tree, id: string, step: 1 | -1): TreeChange {
  const order = pagedItems(tree);
  const at = order.indexOf(id);
  if (at < 0) return refused(TREE_REFUSALS.sourceMissing);
  const neighbour = order[at + step];
  if (neighbour === undefined) return refused(step === 1 ? TREE_REFUSALS.last : TREE_REFUSALS.first);
  return moveOnto(tree, id, neighbour);
}
