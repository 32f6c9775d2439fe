import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PUBLICATION_WORKFLOW_ACTIONS, type BulkWorkflowResult, type PublicationDetail, type PublicationWorkflowAction } from '../../shared/domain/publication';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import { publicationOr404 } from '../publications/store';
import { PUBLICATION_ACTION_ABILITIES, runWorkflowAction, type Actor } from '../workflow/actions';
import { runBulk, runOne } from '../workflow/refusal';
import type { ApiContext } from './context';
import { needs, withBody } from '../http/abilities';

const action = z.enum(PUBLICATION_WORKFLOW_ACTIONS, { error: `Action ${PUBLICATION_WORKFLOW_ACTIONS.join(', ')} attendue.` });
const singleBody = z.object({ name: action, id: z.coerce.number().int().positive('Identifiant de publication attendu.') });
const bulkBody = z.object({ name: action, ids: z.array(z.number().int().positive()).min(1, 'Au moins une publication.').max(100, '100 publications au plus.') });


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

  // The action named in the body chooses the ability; the shared rule checks it for the publication's periodical.
  const actionAbilities = needs(Object.values(PUBLICATION_ACTION_ABILITIES));
  app.post('/workflow/publication', withBody(actionAbilities, singleBody), async (request, reply): Promise<PublicationDetail | FastifyReply> => {
    const { name, id } = parseInput(singleBody, request.body);
    const user = currentUser(request);
    return runOne(reply, () => run(name, id, user), () => publicationOr404(db, id, user.roles));
  });

  app.post('/workflow/publications', withBody(actionAbilities, bulkBody), async (request, reply): Promise<BulkWorkflowResult | FastifyReply> => {
    const { name, ids } = parseInput(bulkBody, request.body);
    const actor = currentUser(request);
    return runBulk(reply, ids, (id) => run(name, id, actor));
  });
}
