import type { FastifyReply } from 'fastify';
import type { BulkWorkflowResult, WorkflowRefusal } from '../../shared/domain/publication';
import { errorBody, HttpError } from '../http/errors';

/** A workflow action the rules refuse (spec 2 §8): its WORKFLOW_ key as message and the rule's French reason. */
export class WorkflowError<Action extends string = string> extends HttpError {
  constructor(
    readonly refusal: WorkflowRefusal,
    readonly action: Action,
  ) {
    super(refusal.status, refusal.message);
    this.name = 'WorkflowError';
  }
}

/** Spec 2 §8: a refused action answers its WORKFLOW_ key as message, the reason and the action. */
export function sendRefusal(reply: FastifyReply, error: WorkflowError): FastifyReply {
  return reply.code(error.refusal.status).send({ ...errorBody(error.refusal.status, error.refusal.message), reason: error.refusal.reason, action: error.action });
}

/** One action on one record: a refusal is answered as such, other errors go on. */
export async function runOne<T>(reply: FastifyReply, run: () => Promise<void>, answer: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    await run();
  } catch (error) {
    if (error instanceof WorkflowError) return sendRefusal(reply, error);
    throw error;
  }
  return answer();
}

/**
 * One action on several records, each in its own transaction (`run`): 200 when all succeeded, 202 when
 * some did (spec 2 §8), else the first refusal's status with its key and reason, and the details.
 */
export async function runBulk(reply: FastifyReply, ids: readonly number[], run: (id: number) => Promise<void>): Promise<BulkWorkflowResult | FastifyReply> {
  const result: BulkWorkflowResult = { succeeded: [], failed: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await run(id);
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
}
