import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BundlePlan } from '../../shared/domain/bundle';
import { BUNDLE_TYPES } from '../../shared/domain/publication';
import { abilityRefusal, can } from '../../shared/rules/abilities';
import { planSaveSchema } from '../../shared/rules/plan-input';
import { bundleCandidates, createBundle, saveBundlePlan } from '../bundles/save';
import { bundleOr404, bundleRowOr404, bundleRows, type ServedBundle } from '../bundles/store';
import type { ApiUser } from '../http/access-token';
import { HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import type { ApiContext } from './context';
import { needs, requireAbility } from '../http/abilities';
import { holds } from '../http/scoped-checks';

/** A bundle is read as an article is ('article.read'), also after a change made by its editors. */
const mayView = (user: ApiUser, periodicalId: string) => {
  if (!holds(user, 'article.read', periodicalId)) throw new HttpError(403, abilityRefusal('article.read', periodicalId));
};

const bundleBody = z.object({
  title: z.string({ error: 'Le titre est obligatoire.' }).trim().min(1, 'Le titre est obligatoire.').max(400),
  bundlePlanVersionId: z.number({ error: 'Le plan de lot est obligatoire.' }).int().positive(),
  planNodeId: z.string().trim().min(1).max(64).nullish().transform((v) => v ?? null),
  periodicalId: z.string({ error: 'La revue est obligatoire.' }).trim().min(1).max(20),
  publicationId: z.number().int().positive().nullish().transform((v) => v ?? null),
  type: z.enum(BUNDLE_TYPES, { error: 'Le type de lot est obligatoire.' }),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).nullish().transform((v) => v ?? []),
});
const candidatesBody = z.object({
  query: z.string().max(400).nullish().transform((q) => q ?? ''),
  page: pageField.default(0),
  size: sizeField(100).default(50),
  attachedOnly: z.boolean().default(true),
});
const periodicalParam = z.object({ id: z.string().trim().min(1).max(20) });

/**
 * Bundles (spec 2 §7 Bundles): creation, reading, organise (articles in the bundle's plan, depth 5) and the
 * structure edit. Roles (403) and states (412: a publishing or published bundle is locked) are checked
 * here whatever the page shows.
 */
export async function bundleRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const detail = async (user: ApiUser, id: number): Promise<ServedBundle> => {
    const bundle = await bundleOr404(db, id, user.roles);
    mayView(user, bundle.periodicalId);
    return bundle;
  };

  app.post('/bundle', needs('bundle.create', { body: bundleBody }), async (request) => {
    const user = currentUser(request);
    const input = parseInput(bundleBody, request.body ?? {}, 'Lot refusé');
    const id = await db.transaction((tx) => createBundle(tx, user, input));
    return detail(user, id);
  });
  app.post('/bundle/', needs('bundle.create', { body: bundleBody }), async (request) => {
    const user = currentUser(request);
    const input = parseInput(bundleBody, request.body ?? {}, 'Lot refusé');
    const id = await db.transaction((tx) => createBundle(tx, user, input));
    return detail(user, id);
  });

  app.get('/bundle/publication/:id', needs('article.read'), async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    requireAbility(request, null);
    return (await bundleRows(db, { publicationId: id }, user.roles)).filter((b) => can(user.roles, 'article.read', b.periodicalId));
  });
  app.get('/bundle/periodical/:id', needs('article.read'), async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(periodicalParam, request.params);
    mayView(user, id);
    return bundleRows(db, { periodicalId: id }, user.roles);
  });

  app.get('/bundle/:id', needs('article.read'), async (request) => detail(currentUser(request), parseInput(idParam, request.params).id));

  app.put('/bundle/:id/organize', needs('bundle.edit', { body: planSaveSchema }), async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const { planVersion, plan } = parseInput(planSaveSchema, request.body, 'Plan du lot invalide');
    await db.transaction((tx) => saveBundlePlan(tx, user, id, planVersion, plan, 'organise'));
    return detail(user, id);
  });

  app.post('/bundle/:id/organize/search', needs('article.read', { body: candidatesBody }), async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const bundle = await bundleRowOr404(db, id, user.roles);
    mayView(user, bundle.periodicalId);
    return bundleCandidates(db, id, bundle.periodicalId, parseInput(candidatesBody, request.body ?? {}));
  });

  const bundlePlan = async (user: ApiUser, id: number): Promise<BundlePlan> => {
    const bundle = await detail(user, id);
    return { bundleId: id, bundlePlanVersionId: bundle.bundlePlanVersionId, planVersion: bundle.planVersion, plan: bundle.plan };
  };
  app.get('/bundle/:id/bundle_plan', needs('article.read'), async (request) => bundlePlan(currentUser(request), parseInput(idParam, request.params).id));
  app.put('/bundle/:id/bundle_plan', needs('bundle.editStructure', { body: planSaveSchema }), async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    const { planVersion, plan } = parseInput(planSaveSchema, request.body, 'Plan du lot invalide');
    await db.transaction((tx) => saveBundlePlan(tx, user, id, planVersion, plan, 'structure'));
    return bundlePlan(user, id);
  });
}
