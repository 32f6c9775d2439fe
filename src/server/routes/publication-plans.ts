import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlanNode, PublicationPlan } from '../../shared/domain/plan';
import { PLAN_CANDIDATE_KINDS, type PlanCandidate, type PublicationDetail } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { idParam, pageField, parseInput, sizeField } from '../http/validation';
import { characterVolume, searchCandidates } from '../plans/candidates';
import { planSaveSchema } from '../../shared/rules/plan-input';
import { loadPeriodicalPlan, searchRubriques } from '../plans/periodical-plan';
import { savePublicationPlan } from '../plans/save';
import { lockPublication, publicationOr404, publicationRowOr404 } from '../publications/store';
import type { ApiContext } from './context';
import { needs, requireAbility } from '../http/abilities';

const candidatesBody = z.object({
  kind: z.enum(PLAN_CANDIDATE_KINDS, { error: `Type ${PLAN_CANDIDATE_KINDS.join(', ')} attendu.` }),
  query: z.string().max(400, 'Recherche : 400 caractères au plus.').nullish().transform((q) => q ?? ''),
  page: pageField.default(0),
  /** Spec 2 §9: "organise searches default 50". */
  size: sizeField(100).default(50),
  attachedOnly: z.boolean({ error: 'attachedOnly : vrai ou faux attendu.' }).default(true),
});

const idList = z.array(z.number().int().positive('Identifiant d’article attendu.'), { error: 'Liste d’identifiants attendue.' }).max(20_000);
const volumeBody = z.union([idList, z.object({ ids: idList }).transform((b) => b.ids)]);

const rubriqueSearchBody = z.object({
  page: pageField.default(0),
  size: sizeField(100).default(20),
  query: z.string().max(400).nullish().transform((q) => q ?? ''),
  includePeriodical: z.array(z.string().max(20)).max(20).nullish().transform((v) => v ?? []),
  excludePeriodical: z.array(z.string().max(20)).max(20).nullish().transform((v) => v ?? []),
});
const periodicalParam = z.object({ id: z.string().trim().min(1).max(20) });
const typedParam = z.object({ type: z.enum(['periodical', 'publication'], { error: 'Type de plan periodical ou publication attendu.' }), id: z.string().trim().min(1).max(20) });

/**
 * Plans (spec 2 §7 "Publications and plans", §4 Plans, §5): the organise page's save, checked by the drop
 * rules of the publication plan (depth 3) and refused unless the caller holds one of the three roles for
 * the periodical and the publication is neither publishing nor published (shared canSavePlan); a stale
 * planVersion is a 409. A changed plan makes placards and printer PDFs made before it OUT_OF_DATE.
 */
export async function publicationPlanRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.put('/publication/:id/organize', needs('plan.save', { body: planSaveSchema }), async (request): Promise<PublicationDetail> => {
    const user = currentUser(request);
    const { id } = parseInput(idParam, request.params);
    await db.transaction(async (tx) => {
      const current = await lockPublication(tx, id);
      requireAbility(request, current.periodicalId);
      const { planVersion, plan } = parseInput(planSaveSchema, request.body, 'Chemin de fer invalide');
      await savePublicationPlan(tx, current, user, planVersion, plan);
    });
    return publicationOr404(db, id, user.roles);
  });

  // The articles of the periodical, for those who read them there (not an image or ad manager).
  app.post('/publication/:id/organize/search', needs('article.read', { body: candidatesBody }), async (request): Promise<SearchResult<PlanCandidate>> => {
    const { id } = parseInput(idParam, request.params);
    const publication = await publicationRowOr404(db, id);
    requireAbility(request, publication.periodicalId);
    return searchCandidates(db, publication, parseInput(candidatesBody, request.body ?? {}));
  });

  app.post('/article/character-volume', needs('signedIn', { body: volumeBody }), async (request): Promise<number> => characterVolume(db, parseInput(volumeBody, request.body ?? [])));

  const publicationPlan = async (request: FastifyRequest, id: number): Promise<PublicationPlan & { planVersion: number }> => {
    const p = await publicationOr404(db, id, currentUser(request).roles);
    return { id: p.id, periodicalId: p.periodicalId, year: p.year, number: p.number, plan: p.plan, planVersion: p.planVersion };
  };
  const periodicalPlan = async (periodicalId: string): Promise<PlanNode[]> => {
    const [known] = await db.query('SELECT 1 FROM periodical WHERE id = $1', [periodicalId]);
    if (!known) throw new HttpError(404, `Revue introuvable : ${periodicalId}.`);
    return loadPeriodicalPlan(db, periodicalId);
  };

  app.get('/publication_plan/publication/:id', needs('signedIn'), async (request) => publicationPlan(request, parseInput(idParam, request.params).id));
  app.get('/publication_plan/periodical/:id', needs('signedIn'), async (request) => periodicalPlan(parseInput(periodicalParam, request.params).id));
  app.get('/publication_plan/:type/:id', needs('signedIn'), async (request) => {
    const { type, id } = parseInput(typedParam, request.params);
    return type === 'periodical' ? periodicalPlan(id) : publicationPlan(request, parseInput(idParam, { id }).id);
  });
  app.post('/publication_plan/search', needs('signedIn', { body: rubriqueSearchBody }), async (request) => searchRubriques(db, parseInput(rubriqueSearchBody, request.body ?? {})));
}
