import { z } from 'zod';
import type { BulkWorkflowOutcome } from '../../shared/domain/publication';
import type { RestClient } from '../http/rest-client';

/** The reference server's body: who succeeded, and each refusal with its key and reason. */
const rowsBody = z.object({
  succeeded: z.array(z.number().int()),
  failed: z.array(
    z.object({
      id: z.number().int(),
      status: z.literal([400, 403, 404]),
      message: z.string(),
      reason: z.string(),
    }),
  ),
});

/**
 * The outcome of a bulk workflow answer (spec 2 §8 "Bulk workflow: 202 means partial success"): its body when it
 * says who succeeded (the reference server's), else its status: 202 is part of `ids` done, unnamed; any other
 * success (200, 204) all of them. A refusal of all never gets here: it is an HTTP error.
 */
export function bulkOutcome(status: number, body: unknown, ids: readonly number[]): BulkWorkflowOutcome {
  const rows = rowsBody.safeParse(body);
  if (rows.success) return { kind: 'rows', ...rows.data };
  return status === 202 ? { kind: 'partial' } : { kind: 'rows', succeeded: [...ids], failed: [] };
}

/** POST /api/workflow/{articles|publications} (spec 2 §7 Workflows: name, ids), read as its outcome. */
export async function runBulkWorkflow(rest: Pick<RestClient, 'answer'>, path: string, name: string, ids: readonly number[]): Promise<BulkWorkflowOutcome> {
  const { status, body } = await rest.answer<unknown>('POST', path, { body: { name, ids } });
  return bulkOutcome(status, body, ids);
}
