import type { BundlePlanTemplateDetail } from '../../shared/domain/bundle';
import type { PlanNode } from '../../shared/domain/plan';
import type { BundleType } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { REFERENCE_LINK_REFUSAL, firstRefusedReferenceLink } from '../../shared/rules/reference-link';
import { plainNodeName } from '../../shared/rules/renvoi';
import { TREE_RULES } from '../../shared/rules/tree-types';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import type { Served } from '../http/served';
import { planNodes } from '../plans/store';
import { validatePlan } from '../plans/validate';

/**
 * Bundle plan templates (spec 2 §2.9, §7 Bundle plans; §5 "title, periodical, type required", depth 5,
 * containers only). A changed structure is a new version: bundles keep the version they were made from.
 */

/** A template with what the reference server adds to spec 2 §3's: its last change and how many bundles use it. */
type ServedTemplate = Served<BundlePlanTemplateDetail, 'modificationDate' | 'bundleCount'>;

interface TemplateRow {
  id: number;
  version_id: number;
  name: string;
  type: BundleType;
  periodical_id: string;
  enable: boolean;
  plan: PlanNode[];
  modification_date: Date;
  bundle_count: number;
}

const SELECT = `
  SELECT bp.id, v.id AS version_id, bp.name, bp.type, bp.periodical_id, bp.enable, v.plan, bp.modification_date,
    (SELECT count(*)::int FROM article a JOIN bundle_plan_version x ON x.id = a.bundle_plan_version_id WHERE x.bundle_plan_id = bp.id) AS bundle_count
  FROM bundle_plan bp
  JOIN LATERAL (SELECT id, plan FROM bundle_plan_version WHERE bundle_plan_id = bp.id ORDER BY id DESC LIMIT 1) v ON true`;

const toTemplate = (r: TemplateRow): ServedTemplate => ({
  id: r.id,
  bundlePlanVersionId: r.version_id,
  name: r.name,
  type: r.type,
  periodicalId: r.periodical_id,
  enable: r.enable,
  plan: r.plan,
  modificationDate: r.modification_date.toISOString(),
  bundleCount: r.bundle_count,
});

export async function templateOr404(db: Queryable, id: number): Promise<ServedTemplate> {
  const [row] = await db.query<TemplateRow>(`${SELECT} WHERE bp.id = $1`, [id]);
  if (!row) throw new HttpError(404, `Plan de lot introuvable : ${id}.`);
  return toTemplate(row);
}

export async function searchTemplates(db: Queryable, request: { page: number; size: number; periodicalIds: string[] }): Promise<SearchResult<BundlePlanTemplateDetail>> {
  const filter = request.periodicalIds.length ? 'WHERE bp.periodical_id = ANY($1::text[])' : 'WHERE $1::text[] IS NOT NULL';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bundle_plan bp ${filter}`, [request.periodicalIds]);
  const rows = await db.query<TemplateRow>(`${SELECT} ${filter} ORDER BY bp.periodical_id, bp.name, bp.id LIMIT $2 OFFSET $3`, [
    request.periodicalIds,
    request.size,
    request.page * request.size,
  ]);
  return { result: rows.map(toTemplate), resultCount: count?.n ?? 0 };
}

export async function enabledTemplates(db: Queryable, periodicalId: string): Promise<BundlePlanTemplateDetail[]> {
  return (await db.query<TemplateRow>(`${SELECT} WHERE bp.periodical_id = $1 AND bp.enable ORDER BY bp.name, bp.id`, [periodicalId])).map(toTemplate);
}

/** Containers only, depth 5 (the shared rules of BUNDLE_PLAN_TEMPLATE), no rubrique, reference links of the allowed families (§5). */
function checkStructure(plan: readonly PlanNode[]): PlanNode[] {
  const item = planNodes(plan).find((n) => n.type !== 'CONTAINER');
  if (item) throw new HttpError(400, `Plan de lot refusé : « ${item.name || item.id} » : un plan de lot ne contient que des niveaux.`);
  const link = firstRefusedReferenceLink(plan);
  if (link) throw new HttpError(400, `Plan de lot refusé : « ${plainNodeName(link.node.name).slice(0, 80) || link.node.id} » : ${REFERENCE_LINK_REFUSAL}`);
  const clean = (nodes: readonly PlanNode[]): PlanNode[] => nodes.map((n) => ({ id: n.id, name: n.name.trim(), type: 'CONTAINER', sub: clean(n.sub), planNodeId: null }));
  const structure = clean(plan);
  validatePlan(structure, TREE_RULES.BUNDLE_PLAN_TEMPLATE, { periodicalId: '', articles: new Map(), images: new Map(), rubriques: new Map() });
  return structure;
}

async function knownPeriodical(tx: Queryable, periodicalId: string): Promise<void> {
  const [known] = await tx.query('SELECT 1 FROM periodical WHERE id = $1', [periodicalId]);
  if (!known) throw new HttpError(400, `Revue inconnue : ${periodicalId}.`);
}

export async function createTemplate(
  tx: Queryable,
  user: string,
  input: { name: string; type: BundleType; periodicalId: string; plan: PlanNode[]; sourceId?: number | null | undefined },
): Promise<number> {
  await knownPeriodical(tx, input.periodicalId);
  const plan = input.sourceId ? (await templateOr404(tx, input.sourceId)).plan : checkStructure(input.plan);
  const [created] = await tx.query<{ id: number }>(
    'INSERT INTO bundle_plan (periodical_id, name, type, enable, modification_user) VALUES ($1, $2, $3, true, $4) RETURNING id',
    [input.periodicalId, input.name, input.type, user],
  );
  await tx.query('INSERT INTO bundle_plan_version (bundle_plan_id, plan) VALUES ($1, $2)', [created?.id, JSON.stringify(plan)]);
  return created?.id ?? 0;
}

export async function updateTemplate(
  tx: Queryable,
  user: string,
  id: number,
  update: { bundlePlanVersionId: number; name: string; type: BundleType; enable: boolean; plan: PlanNode[] },
): Promise<void> {
  await tx.query('SELECT id FROM bundle_plan WHERE id = $1 FOR UPDATE', [id]);
  const current = await templateOr404(tx, id);
  if (update.bundlePlanVersionId !== current.bundlePlanVersionId) {
    throw new HttpError(409, `Le plan de lot a été modifié après votre lecture (version ${update.bundlePlanVersionId}, actuelle ${current.bundlePlanVersionId}) : rechargez-le avant d’enregistrer.`);
  }
  const plan = checkStructure(update.plan);
  await tx.query('UPDATE bundle_plan SET name = $2, type = $3, enable = $4, modification_date = now(), modification_user = $5 WHERE id = $1', [
    id,
    update.name,
    update.type,
    update.enable,
    user,
  ]);
  if (JSON.stringify(plan) !== JSON.stringify(current.plan)) await tx.query('INSERT INTO bundle_plan_version (bundle_plan_id, plan) VALUES ($1, $2)', [id, JSON.stringify(plan)]);
}

export async function deleteTemplate(tx: Queryable, id: number): Promise<void> {
  const current = await templateOr404(tx, id);
  if (current.bundleCount > 0) throw new HttpError(409, `Ce plan de lot est utilisé par ${current.bundleCount} lot(s) : désactivez-le plutôt.`);
  await tx.query('DELETE FROM bundle_plan WHERE id = $1', [id]);
}
