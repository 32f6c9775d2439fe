import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../src/shared/errors';
import { i18n } from '../../../src/renderer/i18n';
import { articleErrorMessage, articleWorkflowErrorMessage } from '../../../src/renderer/features/articles/actions/article-errors';
import { workflowErrorMessage } from '../../../src/renderer/features/publications/workflow/workflow-errors';

/** Spec 2 §8: a 400 or 403 whose message starts with WORKFLOW_ is an error key, whichever key the back-office sends. */

const refusal = (status: number, message: string, reason?: string) => new BridgeError('HTTP', message, status, reason);
const t = i18n.t.bind(i18n);

describe('WORKFLOW_ messages', () => {
  it('words the catalogue’s keys, and any other WORKFLOW_ key by its name, with the server’s reason', () => {
    expect(workflowErrorMessage(refusal(403, 'WORKFLOW_FORBIDDEN'), t)).toBe('Vous n’avez pas le droit de faire cette action sur cette publication.');
    expect(workflowErrorMessage(refusal(400, 'WORKFLOW_PUBLICATION_LOCKED', 'Verrouillée.'), t)).toBe('Le flux de travail a refusé l’action (WORKFLOW_PUBLICATION_LOCKED). Verrouillée.');
    expect(articleWorkflowErrorMessage(refusal(403, 'WORKFLOW_ARTICLE_LOCKED'), t)).toBe('Le flux de travail a refusé l’action (WORKFLOW_ARTICLE_LOCKED).');
    // Only a 400 or 403 makes it a key: another status is worded by the status.
    expect(articleWorkflowErrorMessage(refusal(404, 'WORKFLOW_NOT_FOUND'), t)).toBe('L’élément est introuvable.');
  });

  it('words by the status a refusal without a WORKFLOW_ key, publications and articles alike ("otherwise the status")', () => {
    expect(workflowErrorMessage(refusal(400, 'Refusé.'), t)).toBe('La demande a été refusée par le serveur. Refusé.');
    expect(articleWorkflowErrorMessage(refusal(400, 'Refusé.'), t)).toBe('La demande a été refusée par le serveur. Refusé.');
    expect(articleWorkflowErrorMessage(refusal(403, ''), t)).toBe('Vous n’avez pas le droit de faire cette action.');
    expect(articleWorkflowErrorMessage(refusal(409, 'Version périmée', 'Relisez.'), t)).toBe('L’élément a été modifié entre-temps. Rechargez-le puis réessayez. Relisez.');
    expect(articleWorkflowErrorMessage(refusal(418, ''), t)).toBe('L’action n’a pas abouti (erreur 418). Veuillez réessayer.');
  });

  it('keeps the server’s own message for the other article calls (copy and move 409, push online)', () => {
    expect(articleErrorMessage(refusal(409, 'Cet article est publié : il est verrouillé.'), t)).toBe('Cet article est publié : il est verrouillé.');
  });
});
