import type { TFunction } from 'i18next';
import { BridgeError } from '@shared/errors';
import { isWorkflowKey, workflowStatusKey } from '@shared/rules/workflow-keys';
import { bridgeErrorMessage } from '../../../bridge/error-message';

/** The WORKFLOW_ keys the catalogue words; any other is worded with its name (spec 2 §8). */
const WORDED_KEYS = ['WORKFLOW_FORBIDDEN', 'WORKFLOW_NOT_AVAILABLE', 'WORKFLOW_NOT_FOUND'] as const;
type WordedKey = (typeof WORDED_KEYS)[number];
const isWorded = (message: string): message is WordedKey => (WORDED_KEYS as readonly string[]).includes(message);

const withReason = (t: TFunction, message: string, reason: string | undefined): string => (reason ? t('articles.actions.errors.withReason', { message, reason }) : message);

/**
 * The French sentence of a failed article call (spec 2 §8): any HTTP refusal (copy and move 409, delete 409, push
 * online 400/403) is the server's own message, with its reason when it has one; what core reports itself (offline,
 * session) keeps its common wording.
 */
export function articleErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof BridgeError) || error.code !== 'HTTP') return bridgeErrorMessage(error, t, t('articles.actions.errors.failed'));
  const { message, reason } = error;
  const text = message.trim() || t('articles.actions.errors.failed');
  // A delete of one item names it in the message already (spec 2 §8 "a message and names of conflicting items").
  return reason && !text.includes(reason) ? withReason(t, text, reason) : text;
}

/**
 * The French sentence of a failed article workflow call (spec 2 §8 "Workflow: 400 or 403 with a message starting
 * WORKFLOW_ uses the message as error key; otherwise the status"): that key's wording, else the status's, each
 * followed by the server's reason (or its message, when it is no key); what core reports itself keeps its wording.
 */
export function articleWorkflowErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof BridgeError) || error.code !== 'HTTP' || error.status === undefined) return bridgeErrorMessage(error, t, t('articles.actions.errors.failed'));
  const { status, message, reason } = error;
  if ((status === 400 || status === 403) && isWorkflowKey(message)) {
    return withReason(t, isWorded(message) ? t(`articles.actions.errors.${message}`) : t('articles.actions.errors.otherKey', { key: message }), reason);
  }
  const key = workflowStatusKey(status);
  const byStatus: string = key === 'other' ? t('articles.actions.errors.status.other', { status }) : t(`articles.actions.errors.status.${key}`);
  return withReason(t, byStatus, reason ?? (message.trim() === '' || isWorkflowKey(message) ? undefined : message));
}
