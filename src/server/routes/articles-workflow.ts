import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Article, OnlinePush } from '../../shared/domain/article';
import { ARTICLE_WORKFLOW_ACTIONS, type ArticleWorkflowAction, type BulkWorkflowResult } from '../../shared/domain/publication';
import { ARTICLE_WORKFLOW_ABILITIES } from '../../shared/rules/article-workflow';
import { PushOnlineError, pushOnline } from '../articles/online';
import { articleOr404 } from '../articles/rows';
import { runArticleAction } from '../articles/workflow';
import { runBulk, runOne } from '../workflow/refusal';
import type { ApiUser } from '../http/access-token';
import { errorBody } from '../http/errors';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

const action = z.enum(ARTICLE_WORKFLOW_ACTIONS, { error: `Action ${ARTICLE_WORKFLOW_ACTIONS.join(', ')} attendue.` });
const singleBody = z.object({ name: action, id: z.coerce.number().int().positive('Identifiant d’article attendu.') });
const bulkBody = z.object({ name: action, ids: z.array(z.number().int().positive()).min(1, 'Au moins un article.').max(200, '200 articles au plus.') });
const pushBody = z.object({
  articleIds: z.array(z.number().int().positive()).min(1, 'Au moins un article.').max(200, '200 articles au plus.'),
  /** Spec 2 §4: now (null or absent) or a Paris date-time yyyy-MM-ddTHH:mm. */
  delay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Date de mise en ligne : aaaa-mm-jjThh:mm attendu.')
    .nullish()
    .transform((v) => v ?? null),
});

/**
 * Workflows of articles and bundles (spec 2 §7 "Workflows", §4 Article; §8: a refusal answers its
 * WORKFLOW_ key and the rule's French reason, 202 when a bulk action succeeded only in part), and pushing
 * online (§8: 400 or 403 with the server message and periodicalId).
 */
export async function articleWorkflowRoutes(app: FastifyInstance, { db, workflow }: ApiContext): Promise<void> {
  const run = async (name: ArticleWorkflowAction, id: number, user: ApiUser) => {
    await db.transaction((tx) => runArticleAction(tx, name, id, user, workflow.stepMs));
    if (name === 'GENERATE_ARTICLE_PLACARD') workflow.wake();
  };

  app.post('/workflow/article', needs(ARTICLE_WORKFLOW_ABILITIES, { body: singleBody }), async (request, reply): Promise<Article | FastifyReply> => {
    const { name, id } = parseInput(singleBody, request.body ?? {});
    return runOne(reply, () => run(name, id, currentUser(request)), () => articleOr404(db, id));
  });

  app.post('/workflow/articles', needs(ARTICLE_WORKFLOW_ABILITIES, { body: bulkBody }), async (request, reply): Promise<BulkWorkflowResult | FastifyReply> => {
    const { name, ids } = parseInput(bulkBody, request.body ?? {});
    const user = currentUser(request);
    return runBulk(reply, ids, (id) => run(name, id, user));
  });

  app.post('/article/publish-online', needs('article.pushOnline', { body: pushBody }), async (request, reply): Promise<OnlinePush | FastifyReply> => {
    const body = parseInput(pushBody, request.body ?? {});
    const user = currentUser(request);
    try {
      const push = await db.transaction((tx) => pushOnline(tx, body, user));
      if (!push.done) workflow.wake();
      return push;
    } catch (error) {
      if (error instanceof PushOnlineError) return reply.code(error.status).send({ ...errorBody(error.status, error.message), periodicalId: error.periodicalId });
      throw error;
    }
  });
}
