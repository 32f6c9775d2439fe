import type { Tree } from '@shared/domain/plan';
import type { DropTarget } from '@shared/rules/tree-rules';
import { locate } from '@shared/rules/tree-ops';
import { plainNodeName } from '@shared/rules/renvoi';

/**
 * Where a keyboard paste or an "add" lands, from the node the user chose (focused or selected): inside it,
 * last, when it is a container; right after it, in its container, when it is an item; at the end of the
 * root when nothing is chosen. Placement only: whether it is allowed is the shared rules' call.
 */
export function targetBeside(tree: Tree, chosenId: string | null): DropTarget {
  const at = chosenId === null ? undefined : locate(tree, chosenId);
  if (!at) return { parentId: null, index: tree.length };
  if (at.node.kind === 'CONTAINER') return { parentId: at.node.id, index: at.node.children?.length ?? 0 };
  return { parentId: at.parentId, index: at.index + 1 };
}

/** The name of a node as read aloud or in a message (markup and renvois as their text). */
export function nodeLabel(tree: Tree, id: string | null): string {
  const node = id === null ? undefined : locate(tree, id)?.node;
  return node ? plainNodeName(node.name) : '';
}
