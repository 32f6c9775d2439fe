import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../src/shared/errors';
import { i18n } from '../../../src/renderer/i18n';
import { articleErrorMessage } from '../../../src/renderer/features/articles/actions/article-errors';
import { workflowErrorMessage } from '../../../src/renderer/features/publications/workflow/workflow-errors';

/** Spec 2 §8: a 400 or 403 whose message starts with WORKFLOW_ is an error key, whichever key the back-office sends. */

const refusal = (status: number, message: string, reason?: string) => new BridgeError('HTTP', message, status, reason);
const t = i18n.t.bind(i18n);

describe('WORKFLOW_ messages', () => {
  it('words the catalogue’s keys, and any other WORKFLOW_ key by its name, with the server’s reason', () => {
    expect(workflowErrorMessage(refusal(403, 'WORKFLOW_FORBIDDEN'), t)).toBe('Vous n’avez pas le droit de faire cette action sur cette publication.');
    expect(workflowErrorMessage(refusal(400, 'WORKFLOW_PUBLICATION_LOCKED', 'Verrouillée.'), t)).toBe('Le flux de travail a refusé l’action (WORKFLOW_PUBLICATION_LOCKED). Verrouillée.');
    expect(articleErrorMessage(refusal(403, 'WORKFLOW_ARTICLE_LOCKED'), t)).toBe('Le flux de travail a refusé l’action (WORKFLOW_ARTICLE_LOCKED).');
    expect(articleErrorMessage(refusal(404, 'WORKFLOW_NOT_FOUND'), t)).toBe('WORKFLOW_NOT_FOUND');
  });

  it('keeps the status wording for other messages', () => {
    expect(workflowErrorMessage(refusal(400, 'Refusé.'), t)).toBe('La demande a été refusée par le serveur. Refusé.');
  });
});
