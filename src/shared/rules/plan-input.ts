import { z } from 'zod';
import { PLAN_NODE_TYPES, type PlanNode } from '../domain/plan';
import { readVersion } from './read-version';

/**
 * The shape of a plan sent by a client (spec 2 §3 Plan node), before its rules are checked (validate.ts).
 * Bounded: a node name of 1,000 characters, a plan of 20,000 nodes, nested 10 deep at most (the rules
 * then say how deep each tree may go).
 */

export const PLAN_MAX_NODES = 20_000;
export const PLAN_NAME_MAX_LENGTH = 1000;
const PARSE_MAX_DEPTH = 10;

const nodeId = z
  .string({ error: 'Identifiant de nœud attendu.' })
  .trim()
  .min(1, 'Identifiant de nœud vide.')
  .max(64, 'Identifiant de nœud : 64 caractères au plus.')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Identifiant de nœud : lettres, chiffres, « _ », « . », « : » et « - » seulement.');

/** One node and its subtree; the bridge takes a list of them (its argument guard bounds depth and size first). */
export const planNode: z.ZodType<PlanNode> = z.lazy(() =>
  z.object({
    id: z.union([nodeId, z.number().int().positive().transform(String)]),
    name: z.string({ error: 'Nom de nœud attendu.' }).max(PLAN_NAME_MAX_LENGTH, `Nom de nœud : ${PLAN_NAME_MAX_LENGTH} caractères au plus.`).default(''),
    type: z.enum(PLAN_NODE_TYPES, { error: `Type de nœud ${PLAN_NODE_TYPES.join(', ')} attendu.` }),
    sub: z.array(planNode).nullish().transform((sub) => sub ?? []),
    planNodeId: z.string().max(64).nullish(),
    meta: z.object({ isBundle: z.boolean().optional() }).nullish().transform((meta) => meta ?? undefined),
  }),
) as z.ZodType<PlanNode>;

/** Counted without recursion, before the schema recurses: a hostile nesting never reaches it. */
function withinBounds(value: unknown): boolean {
  const stack: { nodes: unknown; depth: number }[] = [{ nodes: value, depth: 1 }];
  let count = 0;
  while (stack.length) {
    const { nodes, depth } = stack.pop() as { nodes: unknown; depth: number };
    if (!Array.isArray(nodes)) continue;
    if (depth > PARSE_MAX_DEPTH) return false;
    for (const node of nodes) {
      count += 1;
      if (count > PLAN_MAX_NODES) return false;
      if (typeof node === 'object' && node !== null && 'sub' in node) stack.push({ nodes: (node as { sub: unknown }).sub, depth: depth + 1 });
    }
  }
  return true;
}

/** null reads as an empty plan (spec 2 §3 Publication plan). */
export const planSchema = z
  .unknown()
  .refine(withinBounds, `Chemin de fer : ${PLAN_MAX_NODES} nœuds et ${PARSE_MAX_DEPTH} niveaux au plus.`)
  .pipe(z.array(planNode, { error: 'Chemin de fer : liste de nœuds attendue.' }).nullish())
  .transform((plan): PlanNode[] => plan ?? []);

export const planSaveSchema = z.object({
  planVersion: readVersion,
  plan: planSchema,
});
