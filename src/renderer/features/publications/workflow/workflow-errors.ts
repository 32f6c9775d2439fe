import type { TFunction } from 'i18next';
import { BridgeError } from '@shared/errors';
import { isWorkflowKey, workflowStatusKey } from '@shared/rules/workflow-keys';
import { bridgeErrorMessage } from '../../../bridge/error-message';

/** The keys the server puts in `message` that the catalogue words (spec 2 §8); any other WORKFLOW_ key is worded with its name. */
const WORDED_KEYS = ['WORKFLOW_FORBIDDEN', 'WORKFLOW_NOT_AVAILABLE', 'WORKFLOW_NOT_FOUND', 'PUBLICATION_CAN_T_BE_CLOSED'] as const;
type WordedKey = (typeof WORDED_KEYS)[number];
const isWorded = (message: string): message is WordedKey => (WORDED_KEYS as readonly string[]).includes(message);
const isKeyed = (message: string) => isWorded(message) || isWorkflowKey(message);

/**
 * The French sentence of a failed workflow or closing call (spec 2 §8): a 400 or 403 whose message is a
 * WORKFLOW_ key (or PUBLICATION_CAN_T_BE_CLOSED) is that key's wording followed by the server's reason;
 * any other HTTP error is worded by its status, with the server's message when it has one; what core
 * reports itself (offline, session) keeps its common wording.
 */
export function workflowErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof BridgeError) || error.code !== 'HTTP' || error.status === undefined) {
    return bridgeErrorMessage(error, t, t('publications.workflow.errors.status.other', { status: '?' }));
  }
  const { status, message, reason } = error;
  if ((status === 400 || status === 403) && isKeyed(message)) {
    const keyed: string = isWorded(message) ? t(`publications.workflow.errors.${message}`) : t('publications.workflow.errors.otherKey', { key: message });
    return reason ? t('publications.workflow.errors.withReason', { message: keyed, reason }) : keyed;
  }
  const key = workflowStatusKey(status);
  const byStatus: string = key === 'other' ? t('publications.workflow.errors.status.other', { status }) : t(`publications.workflow.errors.status.${key}`);
  const detail = reason ?? (message.trim() === '' || isKeyed(message) ? undefined : message);
  return detail ? t('publications.workflow.errors.withReason', { message: byStatus, reason: detail }) : byStatus;
}
