/**
 * Spec 2 §8: "Workflow: 400 or 403 with a message starting WORKFLOW_ uses the message as error key;
 * otherwise the status". Any such message is a key, the catalogue's or not (a back-office may add some).
 */
export function isWorkflowKey(message: string): boolean {
  return message.startsWith('WORKFLOW_');
}

/** The statuses a workflow refusal is worded by ("otherwise the status"); any other is "other", with its code. */
export type WorkflowStatusKey = 'badRequest' | 'forbidden' | 'notFound' | 'conflict' | 'other';
const STATUS_KEYS: Partial<Record<number, WorkflowStatusKey>> = { 400: 'badRequest', 403: 'forbidden', 404: 'notFound', 409: 'conflict' };

export function workflowStatusKey(status: number): WorkflowStatusKey {
  return STATUS_KEYS[status] ?? 'other';
}
