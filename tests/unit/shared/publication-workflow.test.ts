import { describe, expect, it } from 'vitest';
import { PROCESS_STATUSES, PUBLICATION_WORKFLOW_ACTIONS, type ProcessStatus } from '../../../src/shared/domain/publication';
import { periodicalRules } from '../../../src/shared/rules/periodical-rules';
import {
  canBapAllArticles,
  canBat,
  canCancelPrinterPdf,
  canRunOnSelection,
  PUBLICATION_BULK_MAX,
  canClose,
  canEditPublication,
  canGeneratePlacard,
  canGeneratePrinterPdf,
  canOpenPlan,
  canSavePlan,
  canUnlockPlacard,
  canViewPlacard,
  canViewPrinterPdf,
  isProcessInProgress,
  publicationActions,
  PUBLICATION_WORKFLOW_RULES,
  roleRefusal,
  type PublicationWorkflowState,
} from '../../../src/shared/rules/publication-workflow';
import type { Verdict } from '../../../src/shared/rules/verdict';

const BASE: PublicationWorkflowState = {
  periodicalId: 'BJS',
  status: 'IN_PROGRESS',
  validationDate: null,
  scheduledDate: null,
  lastPrinterPdfProcessStatus: null,
  lastAvailablePlacardProcessStatus: null,
  lastRequestPlacardProcessStatus: null,
  allArticlesReady: false,
};
const pub = (patch: Partial<PublicationWorkflowState> = {}): PublicationWorkflowState => ({ ...BASE, ...patch });
const OK: Verdict = { allowed: true };
const no = (reason: string): Verdict => ({ allowed: false, reason });

// Accounts of the cases; periodical roles are ROLE_PERIODICAL (spec 1 §6).
const ADMIN = ['ADMIN'];
const MANAGER_BJS = ['MANAGER_BJS'];
const ADMIN_ARTICLES_BJS = ['ADMIN_ARTICLES_BJS'];
const PRODUCER_BJS = ['PRODUCER_BJS'];
const EDITOR_BJS = ['EDITOR_BJS'];
const VIEWER = ['VIEWER'];
const MANAGER_DEF = ['MANAGER_DEF'];
const PRODUCER_DEF = ['PRODUCER_DEF'];

const THREE_ROLES = 'Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue BJS.';
const PRODUCER_ONLY = 'Réservé à l’administrateur et au rôle producteur de la revue BJS.';
const IN_PROGRESS_ONLY = (is: string) => `Réservé aux publications en cours (celle-ci est ${is}).`;
const PUBLISHING_ONLY = (is: string) => `Réservé aux publications en cours de publication (celle-ci est ${is}).`;
const IN_PROGRESS_PROCESSES: ProcessStatus[] = ['GEN_REQUEST_PACKAGE', 'PENDING', 'GEN_RESULT_PACKAGE'];

type Case = [string, Partial<PublicationWorkflowState>, string[], Verdict];

describe('process statuses (spec 2 §4)', () => {
  it.each(PROCESS_STATUSES.map((s) => [s, IN_PROGRESS_PROCESSES.includes(s)] as const))('%s in progress: %s', (status, expected) => {
    expect(isProcessInProgress(status)).toBe(expected);
  });
  it('no process is not in progress', () => expect(isProcessInProgress(null)).toBe(false));
});

describe('periodicals with rules of their own (spec 2 §4, §5, §9)', () => {
  it.each([
    ['BJS', { placard: true, closable: true, coverArticleAndImage: false, coverText: false }],
    ['DEF', { placard: true, closable: true, coverArticleAndImage: true, coverText: false }],
    ['GPL', { placard: true, closable: true, coverArticleAndImage: true, coverText: true }],
    ['GDP', { placard: true, closable: true, coverArticleAndImage: false, coverText: false }],
    ['GDA', { placard: false, closable: false, coverArticleAndImage: false, coverText: false }],
    ['AJU', { placard: false, closable: false, coverArticleAndImage: false, coverText: false }],
    ['RDA', { placard: false, closable: false, coverArticleAndImage: false, coverText: false }],
    ['DNU', { placard: false, closable: false, coverArticleAndImage: false, coverText: false }],
  ])('%s', (periodicalId, rules) => expect(periodicalRules(periodicalId)).toEqual(rules));
});

describe('role refusals name the roles and the periodical', () => {
  it.each([
    [['ADMIN'] as const, 'Réservé à l’administrateur.'],
    [['PRODUCER'] as const, PRODUCER_ONLY],
    [['ADMIN', 'ADMIN_ARTICLES', 'MANAGER'] as const, THREE_ROLES],
  ])('%j', (roles, reason) => expect(roleRefusal(roles, 'BJS')).toBe(reason));
});

describe('generate placard: IN_PROGRESS and no placard request; smaller set of three (spec 2 §4, §6)', () => {
  it.each<Case>([
    ['manager of the periodical', {}, MANAGER_BJS, OK],
    ['admin', {}, ADMIN, OK],
    ['articles admin of the periodical', {}, ADMIN_ARTICLES_BJS, OK],
    ['producer: not in the three', {}, PRODUCER_BJS, no(THREE_ROLES)],
    ['editor', {}, EDITOR_BJS, no(THREE_ROLES)],
    ['manager of another periodical', {}, MANAGER_DEF, no(THREE_ROLES)],
    ['periodical without placard (GDA)', { periodicalId: 'GDA' }, ADMIN, no('La revue GDA n’a pas de placard.')],
    ['periodical without placard (DNU)', { periodicalId: 'DNU' }, ADMIN, no('La revue DNU n’a pas de placard.')],
    ['publishing', { status: 'PUBLISHING' }, ADMIN, no(IN_PROGRESS_ONLY('en cours de publication'))],
    ['published', { status: 'PUBLISHED' }, ADMIN, no(IN_PROGRESS_ONLY('publiée'))],
    ...IN_PROGRESS_PROCESSES.map((s): Case => [`request ${s}`, { lastRequestPlacardProcessStatus: s }, ADMIN, no('Un placard est déjà en cours de génération.')]),
    ...(['FINISHED', 'ERROR', 'CANCEL', 'OUT_OF_DATE'] as const).map(
      (s): Case => [`request ${s}`, { lastRequestPlacardProcessStatus: s }, ADMIN, no('Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.')],
    ),
    ['an older available placard does not count', { lastAvailablePlacardProcessStatus: 'FINISHED' }, MANAGER_BJS, OK],
  ])('%s', (_, patch, roles, expected) => expect(canGeneratePlacard(pub(patch), roles)).toEqual(expected));
});

describe('generate printer PDF: IN_PROGRESS, last placard FINISHED, all articles ready; kl (spec 2 §4, §6)', () => {
  const ready: Partial<PublicationWorkflowState> = { lastRequestPlacardProcessStatus: 'FINISHED', lastAvailablePlacardProcessStatus: 'FINISHED', allArticlesReady: true };
  it.each<Case>([
    ['producer of the periodical', ready, PRODUCER_BJS, OK],
    ['admin', ready, ADMIN, OK],
    ['producer of another periodical', ready, PRODUCER_DEF, no(PRODUCER_ONLY)],
    ['manager: not kl', ready, MANAGER_BJS, no(PRODUCER_ONLY)],
    ['periodical without placard', { ...ready, periodicalId: 'AJU' }, ADMIN, no('La revue AJU n’a pas de placard, donc pas de PDF imprimeur.')],
    ['publishing', { ...ready, status: 'PUBLISHING' }, ADMIN, no(IN_PROGRESS_ONLY('en cours de publication'))],
    ['published', { ...ready, status: 'PUBLISHED' }, ADMIN, no(IN_PROGRESS_ONLY('publiée'))],
    ['a printer PDF is being made', { ...ready, lastPrinterPdfProcessStatus: 'PENDING' }, ADMIN, no('Un PDF imprimeur est déjà en cours de génération.')],
    ['after a failed printer PDF', { ...ready, lastPrinterPdfProcessStatus: 'ERROR' }, ADMIN, OK],
    ['no placard', { ...ready, lastRequestPlacardProcessStatus: null }, ADMIN, no('Le placard n’a pas encore été généré.')],
    ...IN_PROGRESS_PROCESSES.map((s): Case => [`placard ${s}`, { ...ready, lastRequestPlacardProcessStatus: s }, ADMIN, no('Le placard est en cours de génération.')]),
    ['placard ERROR', { ...ready, lastRequestPlacardProcessStatus: 'ERROR' }, ADMIN, no('La génération du placard a échoué.')],
    ['placard CANCEL', { ...ready, lastRequestPlacardProcessStatus: 'CANCEL' }, ADMIN, no('La génération du placard a été annulée.')],
    [
      'placard OUT_OF_DATE (plan changed)',
      { ...ready, lastRequestPlacardProcessStatus: 'OUT_OF_DATE' },
      ADMIN,
      no('Le placard n’est plus à jour : le chemin de fer a changé depuis sa génération.'),
    ],
    ['articles not all ready', { ...ready, allArticlesReady: false }, ADMIN, no('Tous les articles de la publication doivent d’abord être BAP.')],
  ])('%s', (_, patch, roles, expected) => expect(canGeneratePrinterPdf(pub(patch), roles)).toEqual(expected));
});

describe('BAT and cancel PDF: no validation date, PUBLISHING, last printer PDF FINISHED; kl (spec 2 §4, §6)', () => {
  const awaiting: Partial<PublicationWorkflowState> = { status: 'PUBLISHING', lastRequestPlacardProcessStatus: 'FINISHED', lastPrinterPdfProcessStatus: 'FINISHED', allArticlesReady: true };
  const cases = (validated: string): Case[] => [
    ['producer of the periodical', awaiting, PRODUCER_BJS, OK],
    ['admin', awaiting, ADMIN, OK],
    ['producer of another periodical', awaiting, PRODUCER_DEF, no(PRODUCER_ONLY)],
    ['manager', awaiting, MANAGER_BJS, no(PRODUCER_ONLY)],
    ['viewer', awaiting, VIEWER, no(PRODUCER_ONLY)],
    ['in progress', { ...awaiting, status: 'IN_PROGRESS' }, ADMIN, no(PUBLISHING_ONLY('en cours'))],
    ['published', { ...awaiting, status: 'PUBLISHED' }, ADMIN, no(PUBLISHING_ONLY('publiée'))],
    ['after BAT', { ...awaiting, validationDate: '2024-11-02T10:00:00Z' }, ADMIN, no(validated)],
    ['no printer PDF', { ...awaiting, lastPrinterPdfProcessStatus: null }, ADMIN, no('Le PDF imprimeur n’a pas encore été généré.')],
    ...IN_PROGRESS_PROCESSES.map((s): Case => [`printer PDF ${s}`, { ...awaiting, lastPrinterPdfProcessStatus: s }, ADMIN, no('Le PDF imprimeur est en cours de génération.')]),
    ['printer PDF ERROR', { ...awaiting, lastPrinterPdfProcessStatus: 'ERROR' }, ADMIN, no('La génération du PDF imprimeur a échoué.')],
    ['printer PDF CANCEL', { ...awaiting, lastPrinterPdfProcessStatus: 'CANCEL' }, ADMIN, no('La génération du PDF imprimeur a été annulée.')],
    [
      'printer PDF OUT_OF_DATE',
      { ...awaiting, lastPrinterPdfProcessStatus: 'OUT_OF_DATE' },
      ADMIN,
      no('Le PDF imprimeur n’est plus à jour : le chemin de fer a changé depuis sa génération.'),
    ],
  ];
  it.each<Case>(cases('Le BAT a déjà été donné.'))('BAT, %s', (_, patch, roles, expected) => expect(canBat(pub(patch), roles)).toEqual(expected));
  it.each<Case>(cases('Le BAT a déjà été donné : le PDF imprimeur ne peut plus être annulé.'))('cancel PDF, %s', (_, patch, roles, expected) =>
    expect(canCancelPrinterPdf(pub(patch), roles)).toEqual(expected),
  );
});

describe('unlock placard: whenever a placard request status exists, Tl only (spec 2 §4)', () => {
  it.each<Case>([
    ...PROCESS_STATUSES.map((s): Case => [`admin, request ${s}`, { lastRequestPlacardProcessStatus: s }, ADMIN, OK]),
    ['admin, published issue', { status: 'PUBLISHED', lastRequestPlacardProcessStatus: 'FINISHED' }, ADMIN, OK],
    ['admin, no request', {}, ADMIN, no('Aucun placard n’a été demandé.')],
    ['admin, only an older available placard', { lastAvailablePlacardProcessStatus: 'FINISHED' }, ADMIN, no('Aucun placard n’a été demandé.')],
    ['manager', { lastRequestPlacardProcessStatus: 'FINISHED' }, MANAGER_BJS, no('Réservé à l’administrateur.')],
    ['producer', { lastRequestPlacardProcessStatus: 'FINISHED' }, PRODUCER_BJS, no('Réservé à l’administrateur.')],
    ['plain MANAGER', { lastRequestPlacardProcessStatus: 'FINISHED' }, ['MANAGER', 'KYRIELLE'], no('Réservé à l’administrateur.')],
  ])('%s', (_, patch, roles, expected) => expect(canUnlockPlacard(pub(patch), roles)).toEqual(expected));
});

describe('close: periodicals that allow it, after BAT, not scheduled; kl (spec 2 §4, decisions)', () => {
  const validated: Partial<PublicationWorkflowState> = { status: 'PUBLISHING', lastPrinterPdfProcessStatus: 'FINISHED', validationDate: '2024-11-02T10:00:00Z' };
  it.each<Case>([
    ['producer of BJS', validated, PRODUCER_BJS, OK],
    ['admin, GPL', { ...validated, periodicalId: 'GPL' }, ADMIN, OK],
    ['manager', validated, MANAGER_BJS, no(PRODUCER_ONLY)],
    ['GDA does not close', { ...validated, periodicalId: 'GDA' }, ADMIN, no('Les publications de la revue GDA ne se clôturent pas.')],
    ['RDA does not close', { ...validated, periodicalId: 'RDA' }, ADMIN, no('Les publications de la revue RDA ne se clôturent pas.')],
    ['in progress', { ...validated, status: 'IN_PROGRESS' }, ADMIN, no(PUBLISHING_ONLY('en cours'))],
    ['published', { ...validated, status: 'PUBLISHED' }, ADMIN, no(PUBLISHING_ONLY('publiée'))],
    ['before BAT', { ...validated, validationDate: null }, ADMIN, no('Le BAT doit d’abord être donné.')],
    ['already scheduled', { ...validated, scheduledDate: '2024-11-05T08:00:00Z' }, ADMIN, no('La clôture est déjà programmée.')],
  ])('%s', (_, patch, roles, expected) => expect(canClose(pub(patch), roles)).toEqual(expected));
});

describe('BAP of all articles: smaller set of three, IN_PROGRESS, some article not BAP (spec 2 §6, decision)', () => {
  it.each<Case>([
    ['manager', {}, MANAGER_BJS, OK],
    ['articles admin', {}, ADMIN_ARTICLES_BJS, OK],
    ['producer', {}, PRODUCER_BJS, no(THREE_ROLES)],
    ['manager of another periodical', {}, MANAGER_DEF, no(THREE_ROLES)],
    ['publishing', { status: 'PUBLISHING' }, ADMIN, no(IN_PROGRESS_ONLY('en cours de publication'))],
    ['all ready', { allArticlesReady: true }, ADMIN, no('Tous les articles sont déjà BAP.')],
  ])('%s', (_, patch, roles, expected) => expect(canBapAllArticles(pub(patch), roles)).toEqual(expected));
});

describe('save plan: three roles for the periodical, neither publishing nor published (spec 2 §4 Plans)', () => {
  it.each<Case>([
    ['manager of the periodical', {}, MANAGER_BJS, OK],
    ['articles admin of the periodical', {}, ADMIN_ARTICLES_BJS, OK],
    ['admin', {}, ADMIN, OK],
    ['producer', {}, PRODUCER_BJS, no(THREE_ROLES)],
    ['editor', {}, EDITOR_BJS, no(THREE_ROLES)],
    ['manager of another periodical', {}, MANAGER_DEF, no(THREE_ROLES)],
    ['publishing', { status: 'PUBLISHING' }, ADMIN, no('Le chemin de fer d’une publication en cours de publication ne se modifie plus.')],
    ['published', { status: 'PUBLISHED' }, MANAGER_BJS, no('Le chemin de fer d’une publication publiée ne se modifie plus.')],
  ])('%s', (_, patch, roles, expected) => expect(canSavePlan(pub(patch), roles)).toEqual(expected));
});

describe('plan-edit link when not PUBLISHED (wider set of four); edit when IN_PROGRESS (spec 2 §4)', () => {
  it.each<Case>([
    ['producer, publishing', { status: 'PUBLISHING' }, PRODUCER_BJS, OK],
    ['manager, in progress', {}, MANAGER_BJS, OK],
    ['editor', {}, EDITOR_BJS, no('Réservé à l’administrateur et aux rôles administrateur des articles, manager ou producteur de la revue BJS.')],
    ['published', { status: 'PUBLISHED' }, ADMIN, no('La publication est publiée : son chemin de fer ne se modifie plus.')],
  ])('plan link, %s', (_, patch, roles, expected) => expect(canOpenPlan(pub(patch), roles)).toEqual(expected));

  it.each<Case>([
    ['manager, in progress', {}, MANAGER_BJS, OK],
    ['publishing', { status: 'PUBLISHING' }, ADMIN, no(IN_PROGRESS_ONLY('en cours de publication'))],
    ['published', { status: 'PUBLISHED' }, ADMIN, no(IN_PROGRESS_ONLY('publiée'))],
    ['producer', {}, PRODUCER_BJS, no(THREE_ROLES)],
  ])('edit, %s', (_, patch, roles, expected) => expect(canEditPublication(pub(patch), roles)).toEqual(expected));
});

describe('viewing the placard and the printer PDF: Ml (spec 2 §6)', () => {
  const ML = 'Réservé à l’administrateur et aux rôles lecteur, éditeur, manager, producteur ou administrateur des articles de la revue BJS.';
  it.each<Case>([
    ['viewer, finished', { lastAvailablePlacardProcessStatus: 'FINISHED' }, VIEWER, OK],
    ['out of date still viewable', { lastAvailablePlacardProcessStatus: 'OUT_OF_DATE' }, EDITOR_BJS, OK],
    ['none', {}, VIEWER, no('Aucun placard disponible.')],
    ['pending', { lastAvailablePlacardProcessStatus: 'PENDING' }, VIEWER, no('Aucun placard disponible.')],
    ['no placard periodical', { periodicalId: 'GDA', lastAvailablePlacardProcessStatus: 'FINISHED' }, ADMIN, no('La revue GDA n’a pas de placard.')],
    ['kyrielle only', { lastAvailablePlacardProcessStatus: 'FINISHED' }, ['KYRIELLE'], no(ML)],
  ])('placard, %s', (_, patch, roles, expected) => expect(canViewPlacard(pub(patch), roles)).toEqual(expected));

  it.each<Case>([
    ['producer, finished', { lastPrinterPdfProcessStatus: 'FINISHED' }, PRODUCER_BJS, OK],
    ['error', { lastPrinterPdfProcessStatus: 'ERROR' }, ADMIN, no('Aucun PDF imprimeur disponible.')],
  ])('printer PDF, %s', (_, patch, roles, expected) => expect(canViewPrinterPdf(pub(patch), roles)).toEqual(expected));
});

describe('the actions menu through an issue’s life', () => {
  const allowedActions = (state: PublicationWorkflowState, roles: string[]) =>
    Object.entries(publicationActions(state, roles))
      .filter(([, verdict]) => verdict.allowed)
      .map(([action]) => action);

  it('has a rule for every workflow action of spec 2 §3', () => {
    expect(Object.keys(PUBLICATION_WORKFLOW_RULES).sort()).toEqual([...PUBLICATION_WORKFLOW_ACTIONS].sort());
  });

  it('offers each step exactly when it comes', () => {
    let state = pub();
    expect(allowedActions(state, ADMIN)).toEqual(['GENERATE_PUBLICATION_PLACARD', 'BAP_ARTICLES_OF_PUBLICATION']);
    state = pub({ lastRequestPlacardProcessStatus: 'PENDING' });
    expect(allowedActions(state, ADMIN)).toEqual(['UNLOCK_PUBLICATION_PLACARD', 'BAP_ARTICLES_OF_PUBLICATION']);
    state = pub({ lastRequestPlacardProcessStatus: 'FINISHED', lastAvailablePlacardProcessStatus: 'FINISHED', allArticlesReady: true });
    expect(allowedActions(state, ADMIN)).toEqual(['UNLOCK_PUBLICATION_PLACARD', 'GENERATE_PUBLICATION_PRINTER_PDF']);
    expect(allowedActions(state, PRODUCER_BJS)).toEqual(['GENERATE_PUBLICATION_PRINTER_PDF']);
    state = { ...state, status: 'PUBLISHING', lastPrinterPdfProcessStatus: 'FINISHED' };
    expect(allowedActions(state, PRODUCER_BJS)).toEqual(['INVALIDATE_PUBLICATION_PRINTER_PDF', 'BAT_PUBLICATION']);
    state = { ...state, validationDate: '2024-11-02T10:00:00Z' };
    expect(allowedActions(state, PRODUCER_BJS)).toEqual(['CLOSE_PUBLICATION']);
    state = { ...state, status: 'PUBLISHED' };
    expect(allowedActions(state, PRODUCER_BJS)).toEqual([]);
    expect(allowedActions(state, MANAGER_BJS)).toEqual([]);
  });
});

describe('bulk workflow actions on a selection of publications (issue 25, item 7)', () => {
  const named = (name: string, patch: Partial<PublicationWorkflowState> = {}) => ({ ...pub(patch), name });
  const selection = (items: ReturnType<typeof named>[], allPages = false) => ({ items, allPages });

  it('offers an action when at least one selected publication may take it', () => {
    const ready = named('BJS_2025_1');
    const publishing = named('BJS_2025_2', { status: 'PUBLISHING' });
    expect(canRunOnSelection('GENERATE_PUBLICATION_PLACARD', selection([publishing, ready]), ADMIN)).toEqual(OK);
  });

  it('refuses with the first publication’s reason when none may, and says why without a selection', () => {
    const publishing = named('BJS_2025_2', { status: 'PUBLISHING' });
    const reason = canGeneratePlacard(publishing, ADMIN);
    if (reason.allowed) throw new Error('expected a refusal');
    expect(canRunOnSelection('GENERATE_PUBLICATION_PLACARD', selection([publishing]), ADMIN)).toEqual(no(`BJS_2025_2 : ${reason.reason}`));
    expect(canRunOnSelection('GENERATE_PUBLICATION_PLACARD', selection([]), ADMIN)).toEqual(no('Aucune publication sélectionnée.'));
  });

  it('names its ids: every page selected, or more than the call takes, is refused', () => {
    const many = Array.from({ length: PUBLICATION_BULK_MAX + 1 }, (_, i) => named(`BJS_2025_${i}`));
    const refusal = no(`Une action groupée porte sur ${PUBLICATION_BULK_MAX} publications cochées au plus : cochez-les page par page.`);
    expect(canRunOnSelection('GENERATE_PUBLICATION_PLACARD', selection(many), ADMIN)).toEqual(refusal);
    expect(canRunOnSelection('GENERATE_PUBLICATION_PLACARD', selection([named('BJS_2025_1')], true), ADMIN)).toEqual(refusal);
  });

  it('a role without the action is refused for every publication (the abilities table)', () => {
    expect(canRunOnSelection('BAT_PUBLICATION', selection([named('BJS_2025_1', { status: 'PUBLISHING', lastPrinterPdfProcessStatus: 'FINISHED' })]), ['VIEWER']).allowed).toBe(false);
  });
});
