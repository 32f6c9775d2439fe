import type { PlanNode } from '../../shared/domain/plan';
import { checkAdministeredRubriques, itemCounts } from '../../shared/rules/administered-plan';
import { planToTree } from '../../shared/rules/plan-tree';
import { TREE_RULES } from '../../shared/rules/tree-types';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { planNodes } from './store';
import { validatePlan } from './validate';

/**
 * The administration of plans (spec 2 §2.9), admin only:
 * - a publication plan's rubriques (depth 2, containers only, any container may be deleted): the items
 *   stay in the rubrique they were in (by its id); the items of a deleted rubrique leave the plan;
 * - a periodical's plan (depth 5, containers only): its rubriques, written whole; articles and plan
 *   containers of a deleted rubrique lose it (ON DELETE SET NULL).
 */

const noItems = (plan: readonly PlanNode[]) => {
  const item = planNodes(plan).find((n) => n.type !== 'CONTAINER');
  if (item) throw new HttpError(400, `Chemin de fer refusé : « ${item.name || item.id} » : seules les rubriques s’administrent ici.`);
};

/** The publication's rubriques as administered, with the items of the current plan put back in their rubrique. */
export function mergeAdministeredRubriques(current: readonly PlanNode[], administered: readonly PlanNode[]): PlanNode[] {
  noItems(administered);
  // Checked alone first: the administration's own depth (2).
  validatePlan(administered, TREE_RULES.PUBLICATION_PLAN_ADMIN, { periodicalId: '', articles: new Map(), images: new Map(), rubriques: new Map(anyRubrique(administered)) });
  // The screen's own checks (no two sibling rubriques of one name…), with its reason.
  const verdict = checkAdministeredRubriques(planToTree(administered), itemCounts(current));
  if (!verdict.allowed) throw new HttpError(400, verdict.reason);
  const items = new Map<string, PlanNode[]>();
  for (const node of planNodes(current)) if (node.type === 'CONTAINER') items.set(node.id, node.sub.filter((s) => s.type !== 'CONTAINER'));
  const merge = (nodes: readonly PlanNode[]): PlanNode[] => nodes.map((n) => ({ ...n, sub: [...merge(n.sub), ...(items.get(n.id) ?? [])] }));
  return merge(administered);
}

/** The rubriques named by containers are checked later, against the periodical (validatePlan with the real context). */
function anyRubrique(plan: readonly PlanNode[]): [string, string][] {
  return planNodes(plan).flatMap((n) => (n.planNodeId ? [[n.planNodeId, n.name] as [string, string]] : []));
}

const RUBRIQUE_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** PUT /api/publication_plan/periodical/{id}: the rubriques written whole, ids kept. */
export async function replacePeriodicalPlan(tx: Queryable, periodicalId: string, plan: readonly PlanNode[]): Promise<void> {
  noItems(plan);
  validatePlan(plan, TREE_RULES.PERIODICAL_PLAN, { periodicalId, articles: new Map(), images: new Map(), rubriques: new Map(anyRubrique(plan)) });
  const ids = planNodes(plan).map((n) => n.id);
  const bad = ids.find((id) => !RUBRIQUE_ID.test(id));
  if (bad) throw new HttpError(400, `Identifiant de rubrique invalide : ${bad.slice(0, 64)}.`);
  const [taken] = await tx.query<{ id: string; periodical_id: string }>('SELECT id, periodical_id FROM periodical_plan_node WHERE id = ANY($1::text[]) AND periodical_id <> $2', [ids, periodicalId]);
  if (taken) throw new HttpError(400, `La rubrique ${taken.id} appartient à la revue ${taken.periodical_id}.`);
  await tx.query('DELETE FROM periodical_plan_node WHERE periodical_id = $1 AND id <> ALL($2::text[])', [periodicalId, ids]);
  const rows: { id: string; parent_id: string | null; position: number; name: string }[] = [];
  const walk = (nodes: readonly PlanNode[], parent: string | null) =>
    nodes.forEach((n, position) => {
      rows.push({ id: n.id, parent_id: parent, position, name: n.name.trim() });
      walk(n.sub, n.id);
    });
  walk(plan, null);
  // Parents first, then each row in its place (a rubrique may change parent).
  await tx.query('UPDATE periodical_plan_node SET parent_id = NULL WHERE periodical_id = $1', [periodicalId]);
  await tx.query(
    `INSERT INTO periodical_plan_node (id, periodical_id, parent_id, position, name)
     SELECT x.id, $2, NULL, x.position, x.name FROM jsonb_to_recordset($1::jsonb) AS x(id text, position integer, name text)
     ON CONFLICT (id) DO UPDATE SET position = excluded.position, name = excluded.name`,
    [JSON.stringify(rows), periodicalId],
  );
  await tx.query(
    `UPDATE periodical_plan_node n SET parent_id = x.parent_id FROM jsonb_to_recordset($1::jsonb) AS x(id text, parent_id text) WHERE n.id = x.id`,
    [JSON.stringify(rows)],
  );
}
