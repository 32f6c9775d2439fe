import type { PublicationRow, PublicationWorkflowAction, WorkflowRefusal } from '../../shared/domain/publication';
import { abilityRefusal, type Ability } from '../../shared/rules/abilities';
import { PUBLICATION_WORKFLOW_RULES } from '../../shared/rules/publication-workflow';
import type { Queryable } from '../db/db';
import { lockPublication, touchPublication } from '../publications/store';
import { bapAllArticles, cancelPrinterPdf, closePublication, giveBat, requestProcess, unlockPlacard } from './processes';
import { WorkflowError } from './refusal';
import { holds } from '../http/scoped-checks';

/**
 * A publication workflow action (spec 2 §3 actions, §4 Publication), refused exactly when the shared rule
 * (publication-workflow.ts) refuses it: 403 when the role is missing for the periodical, 400 when the state
 * does not allow it, each with a WORKFLOW_ key as message (spec 2 §8) and the rule's French reason.
 */

export const WORKFLOW_KEYS = { forbidden: 'WORKFLOW_FORBIDDEN', notAvailable: 'WORKFLOW_NOT_AVAILABLE' } as const;

/** The ability each action needs (abilities.ts), as the shared rule checks it first. */
export const PUBLICATION_ACTION_ABILITIES: Record<PublicationWorkflowAction, Ability> = {
  UNLOCK_PUBLICATION_PLACARD: 'publication.unlockPlacard',
  GENERATE_PUBLICATION_PLACARD: 'publication.generatePlacard',
  GENERATE_PUBLICATION_PRINTER_PDF: 'publication.generatePrinterPdf',
  INVALIDATE_PUBLICATION_PRINTER_PDF: 'publication.cancelPrinterPdf',
  BAP_ARTICLES_OF_PUBLICATION: 'publication.bapAll',
  BAT_PUBLICATION: 'publication.bat',
  CLOSE_PUBLICATION: 'publication.close',
};


export interface Actor {
  name: string;
  roles: readonly string[];
}

/** The verdict of the rule for this caller: null when allowed. */
export function workflowRefusal(action: PublicationWorkflowAction, publication: PublicationRow, actor: Actor): WorkflowRefusal | null {
  const ability = PUBLICATION_ACTION_ABILITIES[action];
  if (!holds(actor, ability, publication.periodicalId)) {
    return { status: 403, message: WORKFLOW_KEYS.forbidden, reason: abilityRefusal(ability, publication.periodicalId) };
  }
  const verdict = PUBLICATION_WORKFLOW_RULES[action](publication, actor.roles);
  return verdict.allowed ? null : { status: 400, message: WORKFLOW_KEYS.notAvailable, reason: verdict.reason };
}

/** Runs the action in `tx` (the publication locked meanwhile); `stepMs`: the delay before a new process's first step. */
export async function runWorkflowAction(tx: Queryable, action: PublicationWorkflowAction, publicationId: number, actor: Actor, stepMs: number): Promise<void> {
  const publication = await lockPublication(tx, publicationId);
  const refusal = workflowRefusal(action, publication, actor);
  if (refusal) throw new WorkflowError<PublicationWorkflowAction>(refusal, action);
  switch (action) {
    case 'GENERATE_PUBLICATION_PLACARD':
      await requestProcess(tx, publicationId, 'PLACARD', actor.name, stepMs);
      break;
    case 'GENERATE_PUBLICATION_PRINTER_PDF':
      await requestProcess(tx, publicationId, 'PRINTER_PDF', actor.name, stepMs);
      break;
    case 'INVALIDATE_PUBLICATION_PRINTER_PDF':
      await cancelPrinterPdf(tx, publicationId);
      break;
    case 'BAT_PUBLICATION':
      await giveBat(tx, publicationId);
      break;
    case 'UNLOCK_PUBLICATION_PLACARD':
      await unlockPlacard(tx, publicationId);
      break;
    case 'BAP_ARTICLES_OF_PUBLICATION':
      await bapAllArticles(tx, publicationId, actor.name);
      break;
    case 'CLOSE_PUBLICATION':
      await closePublication(tx, publicationId);
      break;
  }
  if (action !== 'CLOSE_PUBLICATION') await touchPublication(tx, publicationId, actor.name);
}
