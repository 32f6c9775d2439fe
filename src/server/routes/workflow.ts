import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PUBLICATION_WORKFLOW_ACTIONS, type BulkWorkflowResult, type PublicationDetail, type PublicationWorkflowAction } from '../../shared/domain/publication';
import { errorBody, HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import { publicationOr404 } from '../publications/store';
import { runWorkflowAction, WorkflowError, type Actor } from '../workflow/actions';
import type { ApiContext } from './context';

const action = z.enum(PUBLICATION_WORKFLOW_ACTIONS, { error: `Action ${PUBLICATION_WORKFLOW_ACTIONS.join(', ')} attendue.` });
const singleBody = z.object({ name: action, id: z.coerce.number().int().positive('Identifiant de publication attendu.') });
const bulkBody = z.object({ name: action, ids: z.array(z.number().int().positive()).min(1, 'Au moins une publication.').max(100, '100 publications au plus.') });

/** Spec 2 §8: a refused action answers its WORKFLOW_ key as message and the rule's French reason. */
function sendRefusal(reply: FastifyReply, error: WorkflowError): FastifyReply {
  return reply.code(error.refusal.status).send({ ...errorBody(error.refusal.status, error.refusal.message), reason: error.refusal.reason, action: error.action });
}

/**
 * Workflows of publications (spec 2 §7 "Workflows"; §4 Publication): one action on one publication, or on
 * several (202 when only some succeeded, spec 2 §8). Each runs in its own transaction with the publication
 * locked; the worker is woken when a process was queued.
 */
export async function workflowRoutes(app: FastifyInstance, { db, workflow }: ApiContext): Promise<void> {
  const run = async (name: PublicationWorkflowAction, id: number, actor: Actor) => {
    await db.transaction((tx) => runWorkflowAction(tx, name, id, actor, workflow.stepMs));
    if (name.startsWith('GENERATE_')) workflow.wake();
  };

  app.post('/workflow/publication', async (request, reply): Promise<PublicationDetail | FastifyReply> => {
    const { name, id } = parseInput(singleBody, request.body);
    try {
      await run(name, id, currentUser(request));
    } catch (error) {
      if (error instanceof WorkflowError) return sendRefusal(reply, error);
      throw error;
    }
    return publicationOr404(db, id);
  });

  app.post('/workflow/publications', async (request, reply): Promise<BulkWorkflowResult | FastifyReply> => {
    const { name, ids } = parseInput(bulkBody, request.body);
    const actor = currentUser(request);
    const result: BulkWorkflowResult = { succeeded: [], failed: [] };
    for (const id of [...new Set(ids)]) {
      try {
        await run(name, id, actor);
        result.succeeded.push(id);
      } catch (error) {
        if (error instanceof WorkflowError) result.failed.push({ id, ...error.refusal });
        else if (error instanceof HttpError && error.status === 404) result.failed.push({ id, status: 404, message: 'WORKFLOW_NOT_FOUND', reason: error.message });
        else throw error;
      }
    }
    if (result.failed.length === 0) return result;
    if (result.succeeded.length > 0) return reply.code(202).send(result);
    // None succeeded: the first refusal speaks for all, with the details.
    const first = result.failed[0];
    return reply.code(first?.status ?? 400).send({ ...errorBody(first?.status ?? 400, first?.message ?? 'WORKFLOW_NOT_AVAILABLE'), reason: first?.reason, ...result });
  });
}
