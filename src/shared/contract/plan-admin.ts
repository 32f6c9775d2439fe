import { z } from 'zod';
import type { PlanNode } from '../domain/plan';
import type { AdministeredPublicationPlan } from '../domain/plan-admin';
import type { PublicationDetail } from '../domain/publication';
import { PLAN_MAX_NODES, planNode } from '../rules/plan-input';
import { readVersion } from '../rules/read-version';
import { entityId } from '../schemas';
import { method } from './define';

const periodicalId = z.string().trim().min(1).max(20);
const plan = z.array(planNode).max(PLAN_MAX_NODES);

/**
 * Plan administration, admin only (spec 2 §2.9, §7): the periodical plan (its rubriques, depth 5) and a
 * publication plan's rubriques (depth 2). Bundle plan templates and a custom bundle's structure are the
 * bundles area's calls (bundlePlans.*, bundles.getPlan/savePlan); the periodical plan is read by
 * publications.periodicalPlan.
 */
export const planAdminMethods = {
  /** PUT /api/publication_plan/periodical/{id}: the rubriques written whole; answers them as saved. */
  'planAdmin.savePeriodicalPlan': method<PlanNode[]>()(z.tuple([periodicalId, plan])),
  /** GET /api/publication_plan/publication/{id}: the plan with its version. */
  'planAdmin.getPublicationPlan': method<AdministeredPublicationPlan>()(z.tuple([entityId])),
  /** PUT /api/publication_plan/publication/{id}: the rubriques only; the items stay in theirs. */
  'planAdmin.savePublicationPlan': method<PublicationDetail>()(z.tuple([entityId, z.object({ planVersion: readVersion, plan })])),
} as const;
