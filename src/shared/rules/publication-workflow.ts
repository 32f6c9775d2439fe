import {
  PROCESS_IN_PROGRESS_STATUSES,
  type ProcessStatus,
  type Publication,
  type PublicationStatus,
  type PublicationWorkflowAction,
} from '../domain/publication';
import type { Role } from '../domain/roles';
import { rolesOf } from './abilities';
import { periodicalRules } from './periodical-rules';
import { hasRole } from './permissions';
import { roleRefusal } from './role-refusal';
import { ALLOWED, refused, type Verdict } from './verdict';

/**
 * When each publication action is offered (spec 2 §4 "Publication", "Plans"; roles of §6 with the
 * design.md role codes), for the menu (hidden or disabled with the reason) and for the server, which
 * refuses what the rule refuses. Each rule checks, in order: the role for the publication's periodical,
 * the periodical's own rules, then the state, and answers with the first French reason that applies.
 */

/** What the rules read of a publication. */
export type PublicationWorkflowState = Pick<
  Publication,
  | 'periodicalId'
  | 'status'
  | 'validationDate'
  | 'scheduledDate'
  | 'lastPrinterPdfProcessStatus'
  | 'lastAvailablePlacardProcessStatus'
  | 'lastRequestPlacardProcessStatus'
  | 'allArticlesReady'
>;
type Rule = (publication: PublicationWorkflowState, roles: readonly string[]) => Verdict;

/** Roles of each action, read from the abilities table (abilities.ts, where each decision is said). */
export const PUBLICATION_ACTION_ROLES = {
  generatePlacard: rolesOf('publication.generatePlacard'),
  generatePrinterPdf: rolesOf('publication.generatePrinterPdf'),
  bat: rolesOf('publication.bat'),
  cancelPrinterPdf: rolesOf('publication.cancelPrinterPdf'),
  unlockPlacard: rolesOf('publication.unlockPlacard'),
  close: rolesOf('publication.close'),
  bapAllArticles: rolesOf('publication.bapAll'),
  savePlan: rolesOf('plan.save'),
  openPlan: rolesOf('plan.open'),
  edit: rolesOf('publication.edit'),
  viewPdf: rolesOf('publication.viewPdf'),
} as const satisfies Record<string, readonly Role[]>;

const STATUS_LABELS: Record<PublicationStatus, string> = { IN_PROGRESS: 'en cours', PUBLISHING: 'en cours de publication', PUBLISHED: 'publiée' };

export { roleRefusal } from './role-refusal';

export function isProcessInProgress(status: ProcessStatus | null): boolean {
  return status !== null && (PROCESS_IN_PROGRESS_STATUSES as readonly ProcessStatus[]).includes(status);
}

const onlyWhen = (wanted: PublicationStatus, status: PublicationStatus): string | null =>
  status === wanted ? null : `Réservé aux publications ${STATUS_LABELS[wanted]} (celle-ci est ${STATUS_LABELS[status]}).`;

/** Why a placard or printer PDF is not there, FINISHED being the only state that lets the next step go. */
function unfinished(what: 'Le placard' | 'Le PDF imprimeur', status: ProcessStatus | null): string | null {
  const of = what === 'Le placard' ? 'du placard' : 'du PDF imprimeur';
  if (status === 'FINISHED') return null;
  if (status === null) return `${what} n’a pas encore été généré.`;
  if (isProcessInProgress(status)) return `${what} est en cours de génération.`;
  if (status === 'ERROR') return `La génération ${of} a échoué.`;
  if (status === 'CANCEL') return `La génération ${of} a été annulée.`;
  return `${what} n’est plus à jour : le chemin de fer a changé depuis sa génération.`;
}

/** Runs the checks in order; the first reason found refuses. */
function firstReason(...reasons: (() => string | null)[]): Verdict {
  for (const reason of reasons) {
    const found = reason();
    if (found !== null) return refused(found);
  }
  return ALLOWED;
}

const role = (required: readonly Role[], publication: PublicationWorkflowState, roles: readonly string[]) => () =>
  hasRole(roles, required, publication.periodicalId) ? null : roleRefusal(required, publication.periodicalId);
const placardPeriodical = (publication: PublicationWorkflowState, then = '') => () =>
  periodicalRules(publication.periodicalId).placard ? null : `La revue ${publication.periodicalId} n’a pas de placard${then}.`;

/** §4: "offered when IN_PROGRESS and no placard request exists" (§9: not for the periodicals without placard). */
export const canGeneratePlacard: Rule = (p, roles) =>
  firstReason(
    role(PUBLICATION_ACTION_ROLES.generatePlacard, p, roles),
    placardPeriodical(p),
    () => onlyWhen('IN_PROGRESS', p.status),
    () => {
      const request = p.lastRequestPlacardProcessStatus;
      if (request === null) return null;
      if (isProcessInProgress(request)) return 'Un placard est déjà en cours de génération.';
      return 'Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.';
    },
  );

/**
 * §4: "IN_PROGRESS, last placard process FINISHED, all articles ready". The placard that counts is the
 * last one requested (OUT_OF_DATE once the plan changes). Also refused while a printer PDF is being made,
 * so that one request runs at a time.
 */
export const canGeneratePrinterPdf: Rule = (p, roles) =>
  firstReason(
    role(PUBLICATION_ACTION_ROLES.generatePrinterPdf, p, roles),
    placardPeriodical(p, ', donc pas de PDF imprimeur'),
    () => onlyWhen('IN_PROGRESS', p.status),
    () => (isProcessInProgress(p.lastPrinterPdfProcessStatus) ? 'Un PDF imprimeur est déjà en cours de génération.' : null),
    () => unfinished('Le placard', p.lastRequestPlacardProcessStatus),
    () => (p.allArticlesReady ? null : 'Tous les articles de la publication doivent d’abord être BAP.'),
  );

/** §4: BAT and cancel-PDF need "no validation date, status PUBLISHING, last printer PDF process FINISHED". */
function printerPdfAwaitingBat(p: PublicationWorkflowState, roles: readonly string[], required: readonly Role[], validated: string): Verdict {
  return firstReason(
    role(required, p, roles),
    () => onlyWhen('PUBLISHING', p.status),
    () => (p.validationDate === null ? null : validated),
    () => unfinished('Le PDF imprimeur', p.lastPrinterPdfProcessStatus),
  );
}

export const canBat: Rule = (p, roles) => printerPdfAwaitingBat(p, roles, PUBLICATION_ACTION_ROLES.bat, 'Le BAT a déjà été donné.');

export const canCancelPrinterPdf: Rule = (p, roles) =>
  printerPdfAwaitingBat(p, roles, PUBLICATION_ACTION_ROLES.cancelPrinterPdf, 'Le BAT a déjà été donné : le PDF imprimeur ne peut plus être annulé.');

/** §4: "offered whenever a placard request status exists, role Tl only". */
export const canUnlockPlacard: Rule = (p, roles) =>
  firstReason(role(PUBLICATION_ACTION_ROLES.unlockPlacard, p, roles), () =>
    p.lastRequestPlacardProcessStatus === null ? 'Aucun placard n’a été demandé.' : null,
  );

/**
 * §4: "only some periodicals allow closing" (CLOSABLE_PERIODICALS). The state is not given; decision:
 * closing ends the print workflow, so after BAT (PUBLISHING with a validation date) and not already
 * scheduled (closing is POST /api/publication/schedule, §7).
 */
export const canClose: Rule = (p, roles) =>
  firstReason(
    role(PUBLICATION_ACTION_ROLES.close, p, roles),
    () => (periodicalRules(p.periodicalId).closable ? null : `Les publications de la revue ${p.periodicalId} ne se clôturent pas.`),
    () => onlyWhen('PUBLISHING', p.status),
    () => (p.validationDate === null ? 'Le BAT doit d’abord être donné.' : null),
    () => (p.scheduledDate === null ? null : 'La clôture est déjà programmée.'),
  );

/** §6 "BAP-all of a publication". The state is not given; decision: while IN_PROGRESS (articles of a publishing issue are locked) and some article is not BAP yet. */
export const canBapAllArticles: Rule = (p, roles) =>
  firstReason(
    role(PUBLICATION_ACTION_ROLES.bapAllArticles, p, roles),
    () => onlyWhen('IN_PROGRESS', p.status),
    () => (p.allArticlesReady ? 'Tous les articles sont déjà BAP.' : null),
  );

/** §4 Plans: "three roles for the periodical and a not published/publishing state". */
export const canSavePlan: Rule = (p, roles) =>
  firstReason(role(PUBLICATION_ACTION_ROLES.savePlan, p, roles), () =>
    p.status === 'IN_PROGRESS' ? null : `Le chemin de fer d’une publication ${STATUS_LABELS[p.status]} ne se modifie plus.`,
  );

/** §4: "Plan-edit link when not PUBLISHED" (the page shows the plan; saving is canSavePlan). */
export const canOpenPlan: Rule = (p, roles) =>
  firstReason(role(PUBLICATION_ACTION_ROLES.openPlan, p, roles), () =>
    p.status === 'PUBLISHED' ? 'La publication est publiée : son chemin de fer ne se modifie plus.' : null,
  );

/** §4: "Edit button only when IN_PROGRESS". */
export const canEditPublication: Rule = (p, roles) =>
  firstReason(role(PUBLICATION_ACTION_ROLES.edit, p, roles), () => onlyWhen('IN_PROGRESS', p.status));

/** §6 Ml "views placard": the last placard made, even one the plan has since made out of date. */
export const canViewPlacard: Rule = (p, roles) =>
  firstReason(role(PUBLICATION_ACTION_ROLES.viewPdf, p, roles), placardPeriodical(p), () =>
    p.lastAvailablePlacardProcessStatus === 'FINISHED' || p.lastAvailablePlacardProcessStatus === 'OUT_OF_DATE' ? null : 'Aucun placard disponible.',
  );

/** §6 Ml "views printer PDF" (GET /api/publication/download/{id}/BAT). */
export const canViewPrinterPdf: Rule = (p, roles) =>
  firstReason(role(PUBLICATION_ACTION_ROLES.viewPdf, p, roles), () =>
    p.lastPrinterPdfProcessStatus === 'FINISHED' || p.lastPrinterPdfProcessStatus === 'OUT_OF_DATE' ? null : 'Aucun PDF imprimeur disponible.',
  );

/** The rule of each workflow action (spec 2 §3), as POST /api/workflow/publication names it. */
export const PUBLICATION_WORKFLOW_RULES = {
  UNLOCK_PUBLICATION_PLACARD: canUnlockPlacard,
  GENERATE_PUBLICATION_PLACARD: canGeneratePlacard,
  GENERATE_PUBLICATION_PRINTER_PDF: canGeneratePrinterPdf,
  INVALIDATE_PUBLICATION_PRINTER_PDF: canCancelPrinterPdf,
  BAP_ARTICLES_OF_PUBLICATION: canBapAllArticles,
  BAT_PUBLICATION: canBat,
  CLOSE_PUBLICATION: canClose,
} as const satisfies Record<PublicationWorkflowAction, Rule>;

/** Every workflow action's verdict at once (the actions menu). */
export function publicationActions(publication: PublicationWorkflowState, roles: readonly string[]): Record<PublicationWorkflowAction, Verdict> {
  const entries = Object.entries(PUBLICATION_WORKFLOW_RULES).map(([action, rule]) => [action, rule(publication, roles)]);
  return Object.fromEntries(entries) as Record<PublicationWorkflowAction, Verdict>;
}

/** Spec 2 §7 POST /api/workflow/publications: 100 ids a call at most (the contract's bound). */
export const PUBLICATION_BULK_MAX = 100;

/**
 * The workflow actions offered to a selection of publications (spec 2 §4, §7 POST /api/workflow/publications;
 * issue 25): all but the closing, which has its own dialog (a date) per publication.
 */
export const PUBLICATION_BULK_ACTIONS = [
  'GENERATE_PUBLICATION_PLACARD',
  'GENERATE_PUBLICATION_PRINTER_PDF',
  'BAT_PUBLICATION',
  'INVALIDATE_PUBLICATION_PRINTER_PDF',
  'UNLOCK_PUBLICATION_PLACARD',
  'BAP_ARTICLES_OF_PUBLICATION',
] as const satisfies readonly PublicationWorkflowAction[];
export type PublicationBulkAction = (typeof PUBLICATION_BULK_ACTIONS)[number];

/**
 * An action on the selection: offered when at least one selected publication may take it (the server refuses
 * the others, row by row, in its 202); refused with the reason otherwise: nothing selected, every page
 * selected (the call names its ids, 100 at most), or the first publication's own refusal.
 */
export function canRunOnSelection(
  action: PublicationBulkAction,
  selection: { items: readonly (PublicationWorkflowState & { name: string })[]; allPages: boolean },
  roles: readonly string[],
): Verdict {
  if (selection.items.length === 0) return refused('Aucune publication sélectionnée.');
  if (selection.allPages || selection.items.length > PUBLICATION_BULK_MAX) {
    return refused(`Une action groupée porte sur ${PUBLICATION_BULK_MAX} publications cochées au plus : cochez-les page par page.`);
  }
  const verdicts = selection.items.map((item) => ({ item, verdict: PUBLICATION_WORKFLOW_RULES[action](item, roles) }));
  if (verdicts.some(({ verdict }) => verdict.allowed)) return ALLOWED;
  const [first] = verdicts;
  return first && !first.verdict.allowed ? refused(`${first.item.name} : ${first.verdict.reason}`) : ALLOWED;
}
