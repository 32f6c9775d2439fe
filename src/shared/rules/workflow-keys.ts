/**
 * Spec 2 §8: "Workflow: 400 or 403 with a message starting WORKFLOW_ uses the message as error key;
 * otherwise the status". Any such message is a key, the catalogue's or not (a back-office may add some).
 */
export function isWorkflowKey(message: string): boolean {
  return message.startsWith('WORKFLOW_');
}
