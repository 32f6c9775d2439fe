import { z } from 'zod';
import { KYRIELLE_TREE_TYPES, type KyrielleNode, type KyrielleTree } from '../domain/kyrielle';

/**
 * What the client makes of the back-office's kyrielle trees (spec 2 §7 Layout tool). A read gives the tree,
 * "the client sets nodeId on every unit"; a save's answer is not specified, so it stands for the tree only
 * when it is that tree.
 */

/** Every unit's nodeId is the id of the level holding it, whatever the server sent. */
export function withUnitNodeIds(tree: KyrielleTree): KyrielleTree {
  const levels = (nodes: readonly KyrielleNode[]): KyrielleNode[] =>
    nodes.map((node) => ({ ...node, documentUnits: node.documentUnits.map((unit) => ({ ...unit, nodeId: node.id })), sub: levels(node.sub) }));
  return { ...tree, nodes: levels(tree.nodes) };
}

/** A unit as a tree answer must hold it; its nodeId may be missing (the client sets it). */
const answeredUnit = z.looseObject({ documentId: z.string(), title: z.string(), type: z.string(), alert: z.boolean() });
type AnsweredNode = { id: string; name: string; documentUnits: unknown[]; sub: AnsweredNode[] };
const answeredNode: z.ZodType<AnsweredNode> = z.lazy(() => z.looseObject({ id: z.string(), name: z.string(), documentUnits: z.array(answeredUnit), sub: z.array(answeredNode) }));

/**
 * Is a save's answer the saved tree itself (spec 2 §3 CdF tree: this id, a type, its levels)? Anything else
 * (nothing, 204, `{ ok: true }`, the body sent back without its id) is not, and the tree is read again.
 */
export function isTreeAnswer(answer: unknown, treeId: number): answer is KyrielleTree {
  return z.looseObject({ id: z.literal(treeId), type: z.enum(KYRIELLE_TREE_TYPES), nodes: z.array(answeredNode) }).safeParse(answer).success;
}
