import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BUNDLE_PLAN_PAGE_SIZE } from '../../shared/domain/bundle';
import { BUNDLE_TYPES } from '../../shared/domain/publication';
import { planSchema } from '../../shared/rules/plan-input';
import { createTemplate, deleteTemplate, enabledTemplates, searchTemplates, templateOr404, updateTemplate } from '../bundles/templates';
import { currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

const name = z.string({ error: 'Le titre est obligatoire.' }).trim().min(1, 'Le titre est obligatoire.').max(400);
const type = z.enum(BUNDLE_TYPES, { error: 'Le type est obligatoire.' });
const createBody = z.object({
  name,
  type,
  periodicalId: z.string({ error: 'La revue est obligatoire.' }).trim().min(1, 'La revue est obligatoire.').max(20),
  plan: planSchema,
  sourceId: z.number().int().positive().nullish(),
});
const updateBody = z.object({ bundlePlanVersionId: z.number({ error: 'Version du plan de lot manquante.' }).int().positive(), name, type, enable: z.boolean(), plan: planSchema });
const listQuery = z.object({
  page: pageField.default(0),
  size: sizeField(100).default(BUNDLE_PLAN_PAGE_SIZE),
  periodicalIds: z
    .string()
    .max(400)
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 20) : [])),
});
const periodicalParam = z.object({ id: z.string().trim().min(1).max(20) });

/** Bundle plan templates (spec 2 §7 Bundle plans): read by every signed-in user (the dialog), written by the administrator. */
export async function bundlePlanRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/bundle_plan', needs('signedIn'), async (request) => searchTemplates(db, parseInput(listQuery, request.query ?? {})));
  app.get('/bundle_plan/periodical/:id', needs('signedIn'), async (request) => enabledTemplates(db, parseInput(periodicalParam, request.params).id));
  app.get('/bundle_plan/:id', needs('signedIn'), async (request) => templateOr404(db, parseInput(idParam, request.params).id));

  // Only the administrator administers templates (spec 2 §6 "admin plan screens"): refused before the body is read.
  app.post('/bundle_plan', needs('admin.bundlePlans', { body: createBody }), async (request) => {
    const user = currentUser(request);
    const input = parseInput(createBody, request.body ?? {}, 'Plan de lot refusé');
    return templateOr404(db, await db.transaction((tx) => createTemplate(tx, user.name, input)));
  });
  app.put('/bundle_plan/:id', needs('admin.bundlePlans', { body: updateBody }), async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const update = parseInput(updateBody, request.body ?? {}, 'Plan de lot refusé');
    await db.transaction((tx) => updateTemplate(tx, user.name, id, update));
    return templateOr404(db, id);
  });
  app.delete('/bundle_plan/:id', needs('admin.bundlePlans'), async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await db.transaction((tx) => deleteTemplate(tx, id));
    return reply.code(204).send();
  });
}
