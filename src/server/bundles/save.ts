import type { BundleInput } from '../../shared/domain/bundle';
import type { PlanNode } from '../../shared/domain/plan';
import type { PlanCandidate } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { bundleRoleRefusal, bundleStateVerdict } from '../../shared/rules/bundle-rules';
import { REFERENCE_LINK_REFUSAL, firstRefusedReferenceLink } from '../../shared/rules/reference-link';
import { TREE_RULES } from '../../shared/rules/tree-types';
import type { Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { staleVersion } from '../http/versions';
import { loadPlanContext } from '../plans/context';
import { loadPlan, planNodes, replacePlan } from '../plans/store';
import { validatePlan } from '../plans/validate';
import { abilityRefusal, can } from '../../shared/rules/abilities';
import { holds } from '../http/scoped-checks';

/**
 * Writing bundles (spec 2 §7 Bundles, §4, §5): creation from a bundle plan template's version, and the
 * bundle's plan (depth 5, articles only) saved by organise or by the structure edit, checked by the shared
 * drop rules (validate.ts), the role (403), the state (412: publishing or published is locked) and the
 * plan version read (409).
 */

interface LockedBundle {
  id: number;
  periodical_id: string;
  status: 'IN_PROGRESS' | 'READY' | 'PUBLISHING' | 'PUBLISHED';
  plan_version: number;
  plan_modification_date: Date;
  plan_modification_user: string | null;
}

export async function createBundle(tx: Queryable, user: ApiUser, input: BundleInput): Promise<number> {
  if (!holds(user, 'bundle.create', input.periodicalId)) throw new HttpError(403, abilityRefusal('bundle.create', input.periodicalId));
  const [version] = await tx.query<{ plan: PlanNode[]; periodical_id: string; enable: boolean }>(
    `SELECT v.plan, bp.periodical_id, bp.enable FROM bundle_plan_version v JOIN bundle_plan bp ON bp.id = v.bundle_plan_id WHERE v.id = $1`,
    [input.bundlePlanVersionId],
  );
  if (!version) throw new HttpError(400, `Plan de lot introuvable : version ${input.bundlePlanVersionId}.`);
  if (version.periodical_id !== input.periodicalId) throw new HttpError(400, `Ce plan de lot appartient à la revue ${version.periodical_id}, pas à ${input.periodicalId}.`);
  if (!version.enable) throw new HttpError(400, 'Ce plan de lot est désactivé.');
  if (input.type === 'UNKNOWN') throw new HttpError(400, 'Type de lot inconnu : choisissez un type.');
  const [rubriques] = await tx.query<{ n: number; known: boolean }>(
    'SELECT count(*)::int AS n, bool_or(id = $2) AS known FROM periodical_plan_node WHERE periodical_id = $1',
    [input.periodicalId, input.planNodeId],
  );
  if (input.planNodeId === null && (rubriques?.n ?? 0) > 0) throw new HttpError(400, 'La rubrique est obligatoire.');
  if (input.planNodeId !== null && !rubriques?.known) throw new HttpError(400, `Rubrique inconnue de la revue ${input.periodicalId} : ${input.planNodeId}.`);
  if (input.publicationId !== null) {
    const [publication] = await tx.query<{ periodical_id: string; status: string }>('SELECT periodical_id, status FROM publication WHERE id = $1', [input.publicationId]);
    if (!publication) throw new HttpError(400, `Publication introuvable : ${input.publicationId}.`);
    if (publication.periodical_id !== input.periodicalId) throw new HttpError(400, `La publication appartient à la revue ${publication.periodical_id}.`);
    if (publication.status !== 'IN_PROGRESS') throw new HttpError(400, 'La publication n’est plus en cours : on ne peut plus y rattacher de lot.');
  }
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO article (title, type, article_type, nature, periodical_id, publication_id, plan_node_id, bundle_plan_version_id, tags,
       status, creation_user, modification_user, plan_modification_user)
     VALUES ($1, 'BUNDLE', $2, 'COMPLEXE', $3, $4, $5, $6, $7, 'IN_PROGRESS', $8, $8, $8) RETURNING id`,
    [input.title, input.type, input.periodicalId, input.publicationId, input.planNodeId, input.bundlePlanVersionId, JSON.stringify(input.tags), user.name],
  );
  const id = created?.id ?? 0;
  // The template's structure: containers only (its checks ran when it was saved).
  await replacePlan(tx, { bundleId: id }, planNodes(version.plan).length ? containersOnly(version.plan) : []);
  return id;
}

const containersOnly = (plan: readonly PlanNode[]): PlanNode[] =>
  plan.filter((n) => n.type === 'CONTAINER').map((n) => ({ id: n.id, name: n.name, type: 'CONTAINER', sub: containersOnly(n.sub), planNodeId: null }));

async function lockBundle(tx: Queryable, id: number): Promise<LockedBundle> {
  const [row] = await tx.query<LockedBundle>(
    `SELECT id, periodical_id, status, plan_version, plan_modification_date, plan_modification_user FROM article WHERE id = $1 AND type = 'BUNDLE' FOR UPDATE`,
    [id],
  );
  if (!row) throw new HttpError(404, `Lot introuvable : ${id}.`);
  return row;
}

/**
 * The bundle's plan written whole. `mode` organise: Bl, _l, Tl; structure: the administrator only (custom
 * bundle edit, spec 2 §6), whose containers are kept with the articles they hold. A rubrique does not bind
 * an article inside a bundle: the bundle's containers are its sections, not the periodical's rubriques.
 */
export async function saveBundlePlan(tx: Queryable, user: ApiUser, id: number, planVersion: number | undefined, plan: readonly PlanNode[], mode: 'organise' | 'structure'): Promise<void> {
  const bundle = await lockBundle(tx, id);
  if (mode === 'structure' && !can(user.roles, 'bundle.editStructure')) throw new HttpError(403, abilityRefusal('bundle.editStructure'));
  if (mode === 'structure' && firstRefusedReferenceLink(plan)) throw new HttpError(400, `Plan du lot refusé : ${REFERENCE_LINK_REFUSAL}`);
  const role = bundleRoleRefusal(bundle.periodical_id, user.roles);
  if (role) throw new HttpError(403, role);
  const state = bundleStateVerdict({ status: bundle.status, periodicalId: bundle.periodical_id }, user.roles);
  if (!state.allowed) throw new HttpError(412, state.reason);
  // Without a version (a client of spec 2 alone) no staleness check: the last write wins.
  if (planVersion !== undefined && planVersion !== bundle.plan_version) {
    throw staleVersion('Le plan du lot', false, planVersion, { version: bundle.plan_version, modificationDate: bundle.plan_modification_date, modificationUser: bundle.plan_modification_user });
  }
  const owner = { bundleId: id };
  const context = await loadPlanContext(tx, owner, bundle.periodical_id, plan);
  for (const [articleId, article] of context.articles) {
    if (articleId === id) throw new HttpError(400, 'Plan du lot refusé : un lot ne se contient pas lui-même.');
    article.planNodeId = null;
  }
  validatePlan(plan, TREE_RULES.BUNDLE_PLAN, context);
  const before = JSON.stringify(await loadPlan(tx, owner, null));
  await replacePlan(tx, owner, plan);
  if (JSON.stringify(await loadPlan(tx, owner, null)) === before) return;
  await tx.query(
    `UPDATE article SET plan_version = plan_version + 1, plan_modification_date = now(), plan_modification_user = $2, modification_date = now(), modification_user = $2 WHERE id = $1`,
    [id, user.name],
  );
  await tx.query(`UPDATE article SET bundle_id = $1 WHERE bundle_id IS NULL AND id IN (SELECT article_id FROM plan_node WHERE bundle_id = $1)`, [id]);
}

/** The organise page's left table: articles of the bundle's periodical, not placed in another bundle. */
export async function bundleCandidates(
  db: Queryable,
  id: number,
  periodicalId: string,
  request: { query: string; page: number; size: number; attachedOnly: boolean },
): Promise<SearchResult<PlanCandidate>> {
  const params: unknown[] = [id, periodicalId, request.attachedOnly, `%${request.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
  const where = `a.type = 'ARTICLE' AND a.periodical_id = $2 AND ($3::boolean IS FALSE OR a.bundle_id = $1)
    AND NOT EXISTS (SELECT 1 FROM plan_node o WHERE o.article_id = a.id AND o.bundle_id IS NOT NULL AND o.bundle_id <> $1)
    AND (lower(a.title) LIKE $4 OR a.id::text = trim($4, '%'))`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM article a WHERE ${where}`, params);
  const rows = await db.query<{ id: number; title: string; status: PlanCandidate['status']; article_type: string | null; plan_node_id: string | null; plan_node_name: string | null; char_volume: number; in_plan: boolean; modification_date: Date }>(
    `SELECT a.id, a.title, a.status, a.article_type, a.plan_node_id, ppn.name AS plan_node_name, a.char_volume, a.modification_date,
       EXISTS (SELECT 1 FROM plan_node n WHERE n.article_id = a.id AND n.bundle_id = $1) AS in_plan
     FROM article a LEFT JOIN periodical_plan_node ppn ON ppn.id = a.plan_node_id
     WHERE ${where} ORDER BY a.modification_date DESC, a.id DESC LIMIT $5 OFFSET $6`,
    [...params, request.size, request.page * request.size],
  );
  return {
    resultCount: count?.n ?? 0,
    result: rows.map((r) => ({
      id: r.id,
      kind: 'ARTICLE',
      name: r.title,
      status: r.status,
      type: r.article_type,
      planNodeId: r.plan_node_id,
      planNode: r.plan_node_id ? { id: r.plan_node_id, name: r.plan_node_name ?? '' } : null,
      charVolume: r.char_volume,
      inPlan: r.in_plan,
      otherPublication: null,
      modificationDate: r.modification_date.toISOString(),
    })),
  };
}
