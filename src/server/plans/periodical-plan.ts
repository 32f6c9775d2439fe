import type { PlanNode, RubriqueHit, RubriqueSearch } from '../../shared/domain/plan';
import type { Queryable } from '../db/db';
import { SqlParams, containsPattern, queryTerms } from '../db/sql';

/** A periodical's rubriques (periodical_plan_node): its plan as containers, and the plan-node search. */

interface RubriqueRow {
  id: string;
  parent_id: string | null;
  name: string;
}

/** GET /api/publication_plan/periodical/{id}: containers whose id and planNodeId are the rubrique's id. */
export async function loadPeriodicalPlan(db: Queryable, periodicalId: string): Promise<PlanNode[]> {
  const rows = await db.query<RubriqueRow>('SELECT id, parent_id, name FROM periodical_plan_node WHERE periodical_id = $1 ORDER BY position, id', [periodicalId]);
  const build = (parent: string | null): PlanNode[] =>
    rows.filter((r) => r.parent_id === parent).map((r) => ({ id: r.id, name: r.name, type: 'CONTAINER', sub: build(r.id), planNodeId: r.id }));
  return build(null);
}

/** POST /api/publication_plan/search (spec 2 §3 "Plan search payload"). */
export async function searchRubriques(db: Queryable, request: RubriqueSearch): Promise<{ result: RubriqueHit[]; resultCount: number }> {
  const params = new SqlParams();
  const where = queryTerms(request.query).map((term) => `pupitre_fold(n.name) LIKE pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'`);
  if (request.includePeriodical.length) where.push(`n.periodical_id = ANY(${params.add(request.includePeriodical)}::text[])`);
  if (request.excludePeriodical.length) where.push(`n.periodical_id <> ALL(${params.add(request.excludePeriodical)}::text[])`);
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM periodical_plan_node n ${condition}`, params.values);
  const result = await db.query<RubriqueHit>(
    `SELECT n.id, n.name, parent.name AS "parentName", n.periodical_id AS "periodicalId"
     FROM periodical_plan_node n LEFT JOIN periodical_plan_node parent ON parent.id = n.parent_id JOIN periodical pe ON pe.id = n.periodical_id
     ${condition} ORDER BY pe.position, n.periodical_id, n.position, n.id
     LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  return { result, resultCount: count?.n ?? 0 };
}
