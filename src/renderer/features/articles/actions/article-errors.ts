import type { TFunction } from 'i18next';
import { BridgeError } from '@shared/errors';
import { isWorkflowKey } from '@shared/rules/workflow-keys';
import { bridgeErrorMessage } from '../../../bridge/error-message';

/** The WORKFLOW_ keys the catalogue words; any other is worded with its name (spec 2 §8). */
const WORDED_KEYS = ['WORKFLOW_FORBIDDEN', 'WORKFLOW_NOT_AVAILABLE', 'WORKFLOW_NOT_FOUND'] as const;
type WordedKey = (typeof WORDED_KEYS)[number];
const isWorded = (message: string): message is WordedKey => (WORDED_KEYS as readonly string[]).includes(message);

/**
 * The French sentence of a failed article call (spec 2 §8): a 400 or 403 whose message is a WORKFLOW_ key is
 * that key's wording then the server's reason; any other HTTP refusal (copy and move 409, delete 409, push
 * online 400/403) is the server's own message, with its reason when it has one; what core reports itself
 * (offline, session) keeps its common wording.
 */
export function articleErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof BridgeError) || error.code !== 'HTTP') return bridgeErrorMessage(error, t, t('articles.actions.errors.failed'));
  const { status, message, reason } = error;
  if ((status === 400 || status === 403) && isWorkflowKey(message)) {
    const keyed = isWorded(message) ? t(`articles.actions.errors.${message}`) : t('articles.actions.errors.otherKey', { key: message });
    return reason ? t('articles.actions.errors.withReason', { message: keyed, reason }) : keyed;
  }
  const text = message.trim() || t('articles.actions.errors.failed');
  // A delete of one item names it in the message already (spec 2 §8 "a message and names of conflicting items").
  return reason && !text.includes(reason) ? t('articles.actions.errors.withReason', { message: text, reason }) : text;
}
