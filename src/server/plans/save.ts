import type { PlanNode } from '../../shared/domain/plan';
import { canSavePlan } from '../../shared/rules/publication-workflow';
import { TREE_RULES } from '../../shared/rules/tree-types';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { staleVersion } from '../http/versions';
import type { StoredPublicationRow } from '../publications/rows';
import { markOutOfDate } from '../workflow/processes';
import { loadPlanContext } from './context';
import { loadPlan, replacePlan } from './store';
import { validatePlan } from './validate';

/**
 * Saving a publication plan (the organise page, the plan administration, spec 2 §4 Plans): the state
 * allows it (shared canSavePlan: 412 otherwise), the version read, if sent, is current (409), the tree passes the
 * drop rules of the publication plan (400). A plan saved unchanged changes nothing; a changed one gets a
 * new version, its articles are attached to the publication, and what was made from the older plan is
 * OUT_OF_DATE.
 */
export async function savePublicationPlan(
  tx: Queryable,
  publication: StoredPublicationRow,
  user: { name: string; roles: readonly string[] },
  planVersion: number | undefined,
  plan: readonly PlanNode[],
): Promise<void> {
  const verdict = canSavePlan(publication, user.roles);
  if (!verdict.allowed) throw new HttpError(412, verdict.reason);
  const id = publication.id;
  // Without a version (a client of spec 2 alone) no staleness check: the last write wins.
  if (planVersion !== undefined && planVersion !== publication.planVersion) {
    const [by] = await tx.query<{ date: Date; user: string | null }>('SELECT plan_modification_date AS date, plan_modification_user AS user FROM publication WHERE id = $1', [id]);
    throw staleVersion('Le chemin de fer', false, planVersion, { version: publication.planVersion, modificationDate: by?.date ?? new Date(), modificationUser: by?.user ?? null });
  }
  const owner = { publicationId: id };
  validatePlan(plan, TREE_RULES.PUBLICATION_PLAN, await loadPlanContext(tx, owner, publication.periodicalId, plan));
  const before = JSON.stringify(await loadPlan(tx, owner, null));
  await replacePlan(tx, owner, plan);
  if (JSON.stringify(await loadPlan(tx, owner, null)) === before) return;
  await tx.query(
    `UPDATE publication SET plan_version = plan_version + 1, plan_modification_date = now(), plan_modification_user = $2,
       modification_date = now(), modification_user = $2 WHERE id = $1`,
    [id, user.name],
  );
  await tx.query(`UPDATE article SET publication_id = $1 WHERE publication_id IS NULL AND id IN (SELECT article_id FROM plan_node WHERE publication_id = $1)`, [id]);
  await markOutOfDate(tx, id);
}
