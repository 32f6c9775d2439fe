import { describe, expect, it } from 'vitest';
import { NO_PLACARD_PERIODICALS, type ProcessStatus } from '../../../src/shared/domain/publication';
import {
  ARTICLE_WORKFLOW_RULES,
  canBap,
  canDelete,
  canDeleteMany,
  canEdit,
  canGeneratePlacard,
  canMove,
  canMoveMany,
  canPushOnline,
  canPushOnlineMany,
  canRemoveBap,
  canToggleFrontCover,
  canUnlockPlacard,
  isPlacardHidden,
  type ArticleWorkflowState,
} from '../../../src/shared/rules/article-workflow';

const BASE: ArticleWorkflowState = {
  id: 1,
  periodicalId: 'BJS',
  status: 'IN_PROGRESS',
  isValid: true,
  isBundle: false,
  bundleId: null,
  publicationId: null,
  attached: 'NONE',
  publicationOnlineDate: null,
  nextPublicationOnlineDate: null,
  lastRequestPlacardProcessStatus: null,
};
const art = (patch: Partial<ArticleWorkflowState> = {}): ArticleWorkflowState => ({ ...BASE, ...patch });
const bundle = (patch: Partial<ArticleWorkflowState> = {}): ArticleWorkflowState => art({ isBundle: true, ...patch });

// Accounts of the cases (design.md role codes; periodical roles are ROLE_PERIODICAL).
const ADMIN = ['ADMIN'];
const MANAGER = ['MANAGER_BJS'];
const ADMIN_ARTICLES = ['ADMIN_ARTICLES'];
const PRODUCER = ['PRODUCER_BJS'];
const EDITOR = ['EDITOR_BJS'];
const ONLINE = ['ONLINE_BJS'];
const VIEWER = ['VIEWER'];
const OTHER_MANAGER = ['MANAGER_DEF'];
const SCHEDULED = '2030-01-01T10:00:00.000Z';

type Case = [label: string, state: ArticleWorkflowState, roles: string[], allowed: boolean, reason?: RegExp];

function table(rule: (a: ArticleWorkflowState, roles: readonly string[]) => { allowed: boolean; reason?: string }, cases: Case[]) {
  it.each(cases)('%s', (_label, state, roles, allowed, reason) => {
    const verdict = rule(state, roles);
    expect(verdict.allowed).toBe(allowed);
    if (!verdict.allowed) expect(verdict.reason).toMatch(reason ?? /./);
  });
}

describe('BAP (spec 2 §4: offered when IN_PROGRESS and valid)', () => {
  table(canBap, [
    ['en cours et valide, manager de la revue', art(), MANAGER, true],
    ['en cours et valide, producteur (ensemble des quatre)', art(), PRODUCER, true],
    ['en cours et valide, administrateur des articles', art(), ADMIN_ARTICLES, true],
    ['non valide', art({ isValid: false }), MANAGER, false, /pas valide/],
    ['déjà BAP', art({ status: 'READY' }), MANAGER, false, /Seul un élément en cours/],
    ['publié', art({ status: 'PUBLISHED' }), ADMIN, false, /publié/],
    ['éditeur seul', art(), EDITOR, false, /Réservé/],
    ['manager d’une autre revue', art(), OTHER_MANAGER, false, /revue BJS/],
    ['lot : producteur refusé (ensemble des trois)', bundle(), PRODUCER, false, /Réservé/],
    ['lot : manager', bundle(), MANAGER, true],
  ]);
});

describe('Remove BAP (UPDATE_ARTICLE: offered when READY)', () => {
  table(canRemoveBap, [
    ['BAP', art({ status: 'READY' }), MANAGER, true],
    ['en cours', art(), MANAGER, false, /n’est pas BAP/],
    ['en cours de publication', art({ status: 'PUBLISHING' }), ADMIN, false, /n’est pas BAP/],
    ['producteur', art({ status: 'READY' }), PRODUCER, false, /Réservé/],
  ]);
});

describe('Placard generation (article: none, GEN_REQUEST_PACKAGE or CANCEL, valid; bundle: none or CANCEL)', () => {
  const request = (s: ProcessStatus | null) => ({ lastRequestPlacardProcessStatus: s });
  table(canGeneratePlacard, [
    ['article en cours, aucune demande', art(), MANAGER, true],
    ['article BAP, demande annulée', art({ status: 'READY', ...request('CANCEL') }), MANAGER, true],
    ['article, demande GEN_REQUEST_PACKAGE', art(request('GEN_REQUEST_PACKAGE')), MANAGER, true],
    ['article, demande PENDING', art(request('PENDING')), MANAGER, false, /déjà été demandé/],
    ['article, demande FINISHED', art(request('FINISHED')), MANAGER, false, /déjà été demandé/],
    ['article non valide', art({ isValid: false }), MANAGER, false, /pas valide/],
    ['article publié', art({ status: 'PUBLISHED' }), MANAGER, false, /verrouillé/],
    ['lot, aucune demande', bundle(), MANAGER, true],
    ['lot, demande annulée', bundle(request('CANCEL')), MANAGER, true],
    ['lot, demande GEN_REQUEST_PACKAGE', bundle(request('GEN_REQUEST_PACKAGE')), MANAGER, false, /déjà été demandé/],
    ['lot non valide : permis', bundle({ isValid: false }), MANAGER, true],
    ['producteur (pas dans l’ensemble des trois)', art(), PRODUCER, false, /Réservé/],
    ...NO_PLACARD_PERIODICALS.map((p): Case => [`revue ${p} sans placard`, art({ periodicalId: p }), ADMIN, false, /n’a pas de placard/]),
  ]);
});

describe('Unlock placard (a request that is not CANCEL, role Tl)', () => {
  table(canUnlockPlacard, [
    ['demande en cours, administrateur', art({ lastRequestPlacardProcessStatus: 'PENDING' }), ADMIN, true],
    ['demande terminée, administrateur', art({ lastRequestPlacardProcessStatus: 'FINISHED' }), ADMIN, true],
    ['demande annulée', art({ lastRequestPlacardProcessStatus: 'CANCEL' }), ADMIN, false, /annulé/],
    ['aucune demande', art(), ADMIN, false, /Aucun placard/],
    ['manager', art({ lastRequestPlacardProcessStatus: 'PENDING' }), MANAGER, false, /Réservé à l’administrateur\./],
  ]);
});

describe('Push online (READY, not scheduled, not a bundle member, not attached to a bundle)', () => {
  table(canPushOnline, [
    ['article BAP, rôle mise en ligne', art({ status: 'READY' }), ONLINE, true],
    ['lot BAP avec bundleId', bundle({ status: 'READY', bundleId: 7 }), ONLINE, true],
    ['en cours', art(), ONLINE, false, /Seul un élément BAP/],
    ['programmé', art({ status: 'READY', nextPublicationOnlineDate: SCHEDULED }), ONLINE, false, /programmée/],
    ['membre d’un lot', art({ status: 'READY', bundleId: 7 }), ONLINE, false, /appartient à un lot/],
    ['rattaché à un lot', art({ status: 'READY', attached: 'CDF_BUNDLE' }), ONLINE, false, /rattaché à un lot/],
    ['rattaché au chemin de fer', art({ status: 'READY', attached: 'CDF' }), ONLINE, true],
    ['manager sans rôle de mise en ligne', art({ status: 'READY' }), MANAGER, false, /mise en ligne de la revue BJS/],
  ]);

  it('multi-select: all selected must qualify', () => {
    expect(canPushOnlineMany({ items: [art({ status: 'READY' }), art({ id: 2, status: 'READY' })] }, ONLINE)).toEqual({ allowed: true });
    const mixed = canPushOnlineMany({ items: [art({ status: 'READY' }), art({ id: 2 })] }, ONLINE);
    expect(mixed).toEqual({ allowed: false, reason: expect.stringMatching(/^Mise en ligne impossible \(article 2\)/) as string });
    expect(canPushOnlineMany({ items: [] }, ONLINE).allowed).toBe(false);
  });
});

describe('Move (IN_PROGRESS or READY, not fixed, not scheduled, not on the bundle organise page)', () => {
  table(canMove, [
    ['en cours', art(), EDITOR, true],
    ['BAP', art({ status: 'READY' }), MANAGER, true],
    ['publié', art({ status: 'PUBLISHED' }), ADMIN, false, /verrouillé/],
    ['en cours de publication', art({ status: 'PUBLISHING' }), ADMIN, false, /verrouillé/],
    ...(['CDF_FIXE', 'CDF_BUNDLE_FIXE', 'BUNDLE_FIXE'] as const).map((attached): Case => [`fixe ${attached}`, art({ attached }), ADMIN, false, /fixe/]),
    ['programmé', art({ nextPublicationOnlineDate: SCHEDULED }), ADMIN, false, /programmée/],
    ['lecteur', art(), VIEWER, false, /Réservé/],
  ]);
  it('not from the bundle organise page', () => {
    expect(canMove(art(), ADMIN, { onBundleOrganisePage: true })).toEqual({ allowed: false, reason: 'Le déplacement ne se fait pas depuis l’organisation d’un lot.' });
  });
});

describe('Delete (not fixed, never pushed online, not scheduled)', () => {
  table(canDelete, [
    ['en cours', art(), EDITOR, true],
    ['publié jamais mis en ligne', art({ status: 'PUBLISHED' }), ADMIN, true],
    ['fixe', art({ attached: 'CDF_FIXE' }), ADMIN, false, /fixe/],
    ['déjà mis en ligne', art({ publicationOnlineDate: '2024-01-01T00:00:00.000Z' }), ADMIN, false, /mis en ligne/],
    ['programmé', art({ nextPublicationOnlineDate: SCHEDULED }), ADMIN, false, /programmée/],
    ['producteur', art(), PRODUCER, false, /Réservé/],
    // Spec 2 §6: "delete a bundle from its page (when unattached and not online)", admin only.
    ['lot libre, administrateur', bundle(), ADMIN, true],
    ['lot, manager', bundle(), MANAGER, false, /^Réservé à l’administrateur\.$/],
    ['lot, éditeur', bundle(), EDITOR, false, /^Réservé à l’administrateur\.$/],
    ['lot, administrateur des articles', bundle(), ADMIN_ARTICLES, false, /^Réservé à l’administrateur\.$/],
    ['lot dans une publication', bundle({ publicationId: 12 }), ADMIN, false, /rattaché à une publication/],
    ['lot au chemin de fer', bundle({ attached: 'CDF' }), ADMIN, false, /rattaché à une publication/],
    ['lot mis en ligne', bundle({ publicationOnlineDate: '2024-01-01T00:00:00.000Z' }), ADMIN, false, /mis en ligne/],
  ]);
});

describe('Bulk delete: disabled when nothing selected, any selected is fixed, or all pages selected', () => {
  it.each([
    ['rien', { items: [] }, /Aucun élément/],
    ['toutes les pages', { items: [art()], allPages: true }, /toutes les pages/],
    ['un fixe', { items: [art(), art({ id: 2, attached: 'BUNDLE_FIXE' })] }, /article 2 est rattaché de façon fixe/],
  ] as const)('%s', (_l, selection, reason) => {
    const verdict = canDeleteMany(selection, ADMIN);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toMatch(reason);
  });
  it('enabled otherwise', () => expect(canDeleteMany({ items: [art(), art({ id: 2, attached: 'CDF' })] }, EDITOR).allowed).toBe(true));
  it('a bundle in the selection is the administrator’s alone', () => expect(canDeleteMany({ items: [art(), bundle({ id: 2 })] }, MANAGER)).toEqual({ allowed: false, reason: 'Réservé à l’administrateur.' }));
});

describe('Bulk move: disabled for several periodicals, a published or publishing item, or a fixed one', () => {
  it.each([
    ['plusieurs revues', [art(), art({ id: 2, periodicalId: 'DEF' })], /plusieurs revues/],
    ['un publié', [art(), art({ id: 2, status: 'PUBLISHED' })], /article 2 est publié/],
    ['un en cours de publication', [art({ id: 3, status: 'PUBLISHING' })], /article 3 est en cours de publication/],
    ['un fixe', [art({ id: 4, attached: 'CDF_FIXE' })], /article 4 est rattaché de façon fixe/],
    ['rien', [], /Aucun élément/],
  ] as const)('%s', (_l, items, reason) => {
    const verdict = canMoveMany({ items }, ADMIN);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toMatch(reason);
  });
  it('enabled otherwise', () => expect(canMoveMany({ items: [art(), art({ id: 2, status: 'READY' })] }, EDITOR).allowed).toBe(true));
});

describe('Edit (IN_PROGRESS or READY without scheduling; published or scheduled: Tl only)', () => {
  table(canEdit, [
    ['en cours, éditeur', art(), EDITOR, true],
    ['BAP, producteur', art({ status: 'READY' }), PRODUCER, true],
    ['publié, administrateur', art({ status: 'PUBLISHED' }), ADMIN, true],
    ['publié, manager', art({ status: 'PUBLISHED' }), MANAGER, false, /seul l’administrateur/],
    ['programmé, administrateur', art({ status: 'READY', nextPublicationOnlineDate: SCHEDULED }), ADMIN, true],
    ['programmé, manager', art({ status: 'READY', nextPublicationOnlineDate: SCHEDULED }), MANAGER, false, /programmé pour la mise en ligne/],
    ['en cours de publication, administrateur', art({ status: 'PUBLISHING' }), ADMIN, false, /verrouillé/],
    ['lecteur', art(), VIEWER, false, /Réservé/],
    // Spec 2 §6: "bundle editing" is Bl and _l (and Tl), not Ll nor kl.
    ['lot, manager', bundle(), MANAGER, true],
    ['lot, administrateur des articles', bundle(), ADMIN_ARTICLES, true],
    ['lot, producteur', bundle(), PRODUCER, false, /Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue BJS/],
    ['lot, éditeur', bundle(), EDITOR, false, /Réservé/],
  ]);
});

describe('Front cover toggle (IN_PROGRESS or READY)', () => {
  table(canToggleFrontCover, [
    ['en cours, éditeur', art(), EDITOR, true],
    ['BAP', art({ status: 'READY' }), MANAGER, true],
    ['publié', art({ status: 'PUBLISHED' }), ADMIN, false, /verrouillé/],
    ['producteur', art(), PRODUCER, false, /Réservé/],
  ]);
});

describe('Placard hidden for GDA, AJU, RDA, DNU (spec 2 §9)', () => {
  it.each(['GDA', 'AJU', 'RDA', 'DNU'])('%s hidden', (p) => expect(isPlacardHidden(p)).toBe(true));
  it.each(['BJS', 'DEF', 'GDP', 'GPL'])('%s shown', (p) => expect(isPlacardHidden(p)).toBe(false));
});

it('every workflow action of spec 2 §3 has its rule', () => {
  expect(Object.keys(ARTICLE_WORKFLOW_RULES).sort()).toEqual(['BAP_ARTICLE', 'GENERATE_ARTICLE_PLACARD', 'UNLOCK_ARTICLE_PLACARD', 'UPDATE_ARTICLE']);
});
