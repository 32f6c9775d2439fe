import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlanNode } from '../../shared/domain/plan';
import type { PublicationDetail } from '../../shared/domain/publication';
import { HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { idParam, parseInput } from '../http/validation';
import { mergeAdministeredRubriques, replacePeriodicalPlan } from '../plans/admin';
import { planSaveSchema, planSchema } from '../../shared/rules/plan-input';
import { loadPeriodicalPlan } from '../plans/periodical-plan';
import { savePublicationPlan } from '../plans/save';
import { loadPlan } from '../plans/store';
import { lockPublication, publicationOr404 } from '../publications/store';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

const periodicalParam = z.object({ id: z.string().trim().min(1).max(20) });
/** Spec 2 §7 "PUT /api/publication_plan/periodical/{id} (nodes)": the nodes, or { plan }. */
const periodicalPlanBody = z.union([z.array(z.unknown()), z.object({ plan: z.unknown() }).transform((b) => b.plan)]).pipe(planSchema);

/**
 * Plan administration (spec 2 §2.9, §7), admin only: a publication's rubriques (depth 2; the articles stay
 * in their rubrique) and a periodical's plan (depth 5).
 */
export async function planAdminRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.put('/publication_plan/publication/:id', needs('plan.administrate', { body: planSaveSchema }), async (request): Promise<PublicationDetail> => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const { planVersion, plan } = parseInput(planSaveSchema, request.body, 'Chemin de fer invalide');
    await db.transaction(async (tx) => {
      const current = await lockPublication(tx, id);
      const merged = mergeAdministeredRubriques(await loadPlan(tx, { publicationId: id }, null), plan);
      await savePublicationPlan(tx, current, user, planVersion, merged);
    });
    return publicationOr404(db, id, user.roles);
  });

  app.put('/publication_plan/periodical/:id', needs('plan.administrate', { body: periodicalPlanBody }), async (request): Promise<PlanNode[]> => {
    const { id } = parseInput(periodicalParam, request.params);
    const plan = parseInput(periodicalPlanBody, request.body, 'Plan de la revue invalide');
    await db.transaction(async (tx) => {
      const [known] = await tx.query('SELECT 1 FROM periodical WHERE id = $1 FOR UPDATE', [id]);
      if (!known) throw new HttpError(404, `Revue introuvable : ${id}.`);
      await replacePeriodicalPlan(tx, id, plan);
    });
    return loadPeriodicalPlan(db, id);
  });
}
