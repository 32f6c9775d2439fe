import type { Article } from '../domain/article';
import { FIXED_ATTACHMENTS, type ArticleStatus, type ArticleWorkflowAction, type Attachment } from '../domain/publication';
import type { Role } from '../domain/roles';
import { can, rolesOf, type Ability } from './abilities';
import { periodicalRules } from './periodical-rules';
import { hasRole } from './permissions';
import { roleRefusal } from './role-refusal';
import { ALLOWED, refused, type Verdict } from './verdict';

/**
 * When each article and bundle action is offered (spec 2 §4 "Article", §2.4 bulk actions, §6 roles with the
 * design.md role codes), for the screens (hidden, or disabled with the reason as tooltip) and for the
 * server, which refuses what the rule refuses. Each rule checks the role for the item's periodical first,
 * then the state, and answers with the first French reason that applies.
 */

/** What the rules read of an article or bundle. */
export type ArticleWorkflowState = Pick<
  Article,
  | 'id'
  | 'periodicalId'
  | 'status'
  | 'isValid'
  | 'isBundle'
  | 'bundleId'
  | 'publicationId'
  | 'attached'
  | 'publicationOnlineDate'
  | 'nextPublicationOnlineDate'
  | 'lastRequestPlacardProcessStatus'
>;
type Rule = (article: ArticleWorkflowState, roles: readonly string[]) => Verdict;

/** Roles of each action, read from the abilities table (abilities.ts, where each decision is said). */
export const ARTICLE_ACTION_ROLES = {
  create: rolesOf('article.create'),
  copy: rolesOf('article.copy'),
  bap: rolesOf('article.bap'),
  bapBundle: rolesOf('bundle.bap'),
  removeBap: rolesOf('article.removeBap'),
  generatePlacard: rolesOf('article.generatePlacard'),
  unlockPlacard: rolesOf('article.unlockPlacard'),
  pushOnline: rolesOf('article.pushOnline'),
  move: rolesOf('article.move'),
  delete: rolesOf('article.delete'),
  deleteBundle: rolesOf('bundle.delete'),
  frontCover: rolesOf('article.frontCover'),
  edit: rolesOf('article.edit'),
  editBundle: rolesOf('bundle.edit'),
  editLocked: rolesOf('article.editLocked'),
  xml: rolesOf('article.xml'),
  viewPlacard: rolesOf('article.viewPlacard'),
  listPage: rolesOf('page.articleList'),
  /** Spec 2 §6 "bundle add article", the smaller set: placing an article in a bundle (create, copy, move). */
  addToBundle: rolesOf('bundle.addArticle'),
} as const satisfies Record<string, readonly Role[]>;

const STATUS_LABELS: Record<ArticleStatus, string> = { IN_PROGRESS: 'en cours', READY: 'BAP', PUBLISHING: 'en cours de publication', PUBLISHED: 'publié' };
const BUNDLE_ATTACHMENTS: readonly Attachment[] = ['BUNDLE', 'BUNDLE_FIXE', 'CDF_BUNDLE', 'CDF_BUNDLE_FIXE'];

const what = (a: Pick<ArticleWorkflowState, 'isBundle'>) => (a.isBundle ? 'Ce lot' : 'Cet article');
export const isFixed = (a: Pick<ArticleWorkflowState, 'attached'>): boolean => (FIXED_ATTACHMENTS as readonly Attachment[]).includes(a.attached);
export const isScheduled = (a: Pick<ArticleWorkflowState, 'nextPublicationOnlineDate'>): boolean => a.nextPublicationOnlineDate !== null;
const isEditable = (status: ArticleStatus) => status === 'IN_PROGRESS' || status === 'READY';

function firstReason(...reasons: (() => string | null)[]): Verdict {
  for (const reason of reasons) {
    const found = reason();
    if (found !== null) return refused(found);
  }
  return ALLOWED;
}

const role = (required: readonly Role[], a: ArticleWorkflowState, roles: readonly string[]) => () =>
  hasRole(roles, required, a.periodicalId) ? null : roleRefusal(required, a.periodicalId);
const inProgressOrReady = (a: ArticleWorkflowState) => () =>
  isEditable(a.status) ? null : `${what(a)} est ${STATUS_LABELS[a.status]} : il est verrouillé.`;
const notFixed = (a: ArticleWorkflowState) => () => (isFixed(a) ? `${what(a)} est rattaché de façon fixe.` : null);
const notScheduled = (a: ArticleWorkflowState) => () => (isScheduled(a) ? `${what(a)} a une mise en ligne programmée.` : null);

/** Spec 2 §9: the placard button is hidden for GDA, AJU, RDA, DNU. */
export function isPlacardHidden(periodicalId: string): boolean {
  return !periodicalRules(periodicalId).placard;
}
const placardPeriodical = (a: ArticleWorkflowState) => () => (isPlacardHidden(a.periodicalId) ? `La revue ${a.periodicalId} n’a pas de placard.` : null);

/** §4: "IN_PROGRESS -> READY (BAP, offered when IN_PROGRESS and valid)". */
export const canBap: Rule = (a, roles) =>
  firstReason(
    role(a.isBundle ? ARTICLE_ACTION_ROLES.bapBundle : ARTICLE_ACTION_ROLES.bap, a, roles),
    () => (a.status === 'IN_PROGRESS' ? null : `Seul un élément en cours peut être BAP (${what(a).toLowerCase()} est ${STATUS_LABELS[a.status]}).`),
    () => (a.isValid ? null : `${what(a)} n’est pas valide : corrigez-le avant le BAP.`),
  );

/** §4: "Remove BAP (UPDATE_ARTICLE) offered when READY, returning it to IN_PROGRESS". */
export const canRemoveBap: Rule = (a, roles) =>
  firstReason(role(ARTICLE_ACTION_ROLES.removeBap, a, roles), () => (a.status === 'READY' ? null : `${what(a)} n’est pas BAP.`));

/**
 * §4: an article: "IN_PROGRESS or READY, last placard request is none, GEN_REQUEST_PACKAGE or CANCEL, and
 * article valid"; a bundle: "IN_PROGRESS or READY and last request none or CANCEL"; §9 not for GDA, AJU, RDA, DNU.
 */
export const canGeneratePlacard: Rule = (a, roles) =>
  firstReason(role(ARTICLE_ACTION_ROLES.generatePlacard, a, roles), placardPeriodical(a), inProgressOrReady(a), () => {
    const request = a.lastRequestPlacardProcessStatus;
    const open: readonly (typeof request)[] = a.isBundle ? [null, 'CANCEL'] : [null, 'GEN_REQUEST_PACKAGE', 'CANCEL'];
    if (open.includes(request)) return null;
    return 'Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.';
  }, () => (a.isBundle || a.isValid ? null : 'L’article n’est pas valide : corrigez-le avant de générer son placard.'));

/** §4: "a placard request exists that is not CANCEL (role Tl)". */
export const canUnlockPlacard: Rule = (a, roles) =>
  firstReason(role(ARTICLE_ACTION_ROLES.unlockPlacard, a, roles), () => {
    const request = a.lastRequestPlacardProcessStatus;
    if (request === null) return 'Aucun placard n’a été demandé.';
    return request === 'CANCEL' ? 'Le placard demandé a déjà été annulé.' : null;
  });

/** §4: "only when READY, not scheduled, not a bundle member (bundleId null unless it is itself a bundle), not attached to a bundle". */
export const canPushOnline: Rule = (a, roles) =>
  firstReason(
    role(ARTICLE_ACTION_ROLES.pushOnline, a, roles),
    () => (a.status === 'READY' ? null : `Seul un élément BAP peut être mis en ligne (${what(a).toLowerCase()} est ${STATUS_LABELS[a.status]}).`),
    notScheduled(a),
    () => (!a.isBundle && a.bundleId !== null ? 'Cet article appartient à un lot : il est mis en ligne avec son lot.' : null),
    () => (BUNDLE_ATTACHMENTS.includes(a.attached) ? `${what(a)} est rattaché à un lot : il est mis en ligne avec son lot.` : null),
  );

/** The context a rule may depend on: the bundle organise page moves nothing (§4 Move). */
export interface ArticleActionContext {
  onBundleOrganisePage?: boolean;
}

/** §4: "IN_PROGRESS or READY, not fixed, not scheduled, not on the bundle organise page". */
export function canMove(a: ArticleWorkflowState, roles: readonly string[], context: ArticleActionContext = {}): Verdict {
  return firstReason(role(ARTICLE_ACTION_ROLES.move, a, roles), inProgressOrReady(a), notFixed(a), notScheduled(a), () =>
    context.onBundleOrganisePage ? 'Le déplacement ne se fait pas depuis l’organisation d’un lot.' : null,
  );
}

/** Who deletes the item: a bundle is the administrator's alone (§6 "delete a bundle from its page"). */
export const deleteRoles = (a: Pick<ArticleWorkflowState, 'isBundle'>): readonly Role[] => (a.isBundle ? ARTICLE_ACTION_ROLES.deleteBundle : ARTICLE_ACTION_ROLES.delete);

/** §4: "not fixed, never pushed online, not scheduled"; §6: a bundle only "when unattached and not online". */
export const canDelete: Rule = (a, roles) =>
  firstReason(
    role(deleteRoles(a), a, roles),
    notFixed(a),
    () => (a.publicationOnlineDate === null ? null : `${what(a)} a déjà été mis en ligne.`),
    notScheduled(a),
    () => (a.isBundle && (a.publicationId !== null || a.attached !== 'NONE') ? 'Ce lot est rattaché à une publication : retirez-le d’abord de son chemin de fer.' : null),
  );

/** Not given; decision: a copy may be made of any item, by the roles that add articles. */
export const canCopy: Rule = (a, roles) => firstReason(role(ARTICLE_ACTION_ROLES.copy, a, roles));

/** §4: "for IN_PROGRESS or READY without scheduling; for PUBLISHED or scheduled items only role Tl" (PUBLISHING stays locked). */
export const canEdit: Rule = (a, roles) => {
  if (a.status === 'PUBLISHING') return refused(`${what(a)} est en cours de publication : il est verrouillé.`);
  if (a.status === 'PUBLISHED' || isScheduled(a)) {
    return firstReason(() =>
      hasRole(roles, ARTICLE_ACTION_ROLES.editLocked, a.periodicalId)
        ? null
        : `${what(a)} est ${a.status === 'PUBLISHED' ? 'publié' : 'programmé pour la mise en ligne'} : seul l’administrateur peut le modifier.`,
    );
  }
  return firstReason(role(a.isBundle ? ARTICLE_ACTION_ROLES.editBundle : ARTICLE_ACTION_ROLES.edit, a, roles));
};

/** §4: "Front cover toggle: while IN_PROGRESS or READY". */
export const canToggleFrontCover: Rule = (a, roles) => firstReason(role(ARTICLE_ACTION_ROLES.frontCover, a, roles), inProgressOrReady(a));

/** The rule of each workflow action (spec 2 §3), as POST /api/workflow/article names it. */
export const ARTICLE_WORKFLOW_RULES = {
  BAP_ARTICLE: canBap,
  GENERATE_ARTICLE_PLACARD: canGeneratePlacard,
  UPDATE_ARTICLE: canRemoveBap,
  UNLOCK_ARTICLE_PLACARD: canUnlockPlacard,
} as const satisfies Record<ArticleWorkflowAction, Rule>;

/** The abilities the workflow actions need, whichever the request names (the route declares them all). */
export const ARTICLE_WORKFLOW_ABILITIES = ['article.bap', 'bundle.bap', 'article.generatePlacard', 'article.removeBap', 'article.unlockPlacard'] as const satisfies readonly Ability[];

/** The ability the workflow rule checks first (the server answers 403 when it is missing). */
export function workflowActionAbility(action: ArticleWorkflowAction, a: Pick<ArticleWorkflowState, 'isBundle'>): (typeof ARTICLE_WORKFLOW_ABILITIES)[number] {
  switch (action) {
    case 'BAP_ARTICLE':
      return a.isBundle ? 'bundle.bap' : 'article.bap';
    case 'GENERATE_ARTICLE_PLACARD':
      return 'article.generatePlacard';
    case 'UPDATE_ARTICLE':
      return 'article.removeBap';
    case 'UNLOCK_ARTICLE_PLACARD':
      return 'article.unlockPlacard';
  }
}

// Bulk actions of the article list (spec 2 §2.4 and §4), each disabled with the tooltip that says why.

/** What the list knows of its selection. */
export interface ArticleSelection {
  items: readonly ArticleWorkflowState[];
  /** "Select all pages" is on: the rows are not all loaded. */
  allPages?: boolean;
}

const label = (a: ArticleWorkflowState) => `${a.isBundle ? 'lot' : 'article'} ${a.id}`;

/** §4 "Multi-select requires all selected to qualify"; §2.4 tooltip "cannot push online". */
export function canPushOnlineMany(selection: ArticleSelection, roles: readonly string[]): Verdict {
  if (selection.items.length === 0) return refused('Aucun élément sélectionné.');
  if (selection.allPages) return refused('Mise en ligne impossible : toutes les pages sont sélectionnées, choisissez les éléments un à un.');
  for (const item of selection.items) {
    const verdict = canPushOnline(item, roles);
    if (!verdict.allowed) return refused(`Mise en ligne impossible (${label(item)}) : ${verdict.reason}`);
  }
  return ALLOWED;
}

/** §4: "Bulk delete disabled when nothing selected, any selected is fixed, or all pages selected". */
export function canDeleteMany(selection: ArticleSelection, roles: readonly string[]): Verdict {
  if (selection.items.length === 0) return refused('Aucun élément sélectionné.');
  if (selection.allPages) return refused('Suppression désactivée : toutes les pages sont sélectionnées.');
  const fixed = selection.items.find(isFixed);
  if (fixed) return refused(`Suppression désactivée : ${label(fixed)} est rattaché de façon fixe.`);
  const forbidden = selection.items.find((a) => !hasRole(roles, deleteRoles(a), a.periodicalId));
  return forbidden ? refused(roleRefusal(deleteRoles(forbidden), forbidden.periodicalId)) : ALLOWED;
}

/** §4: "Bulk move disabled when selection spans several periodicals, contains a published or publishing article, or a fixed-attached one". */
export function canMoveMany(selection: ArticleSelection, roles: readonly string[]): Verdict {
  if (selection.items.length === 0) return refused('Aucun élément sélectionné.');
  if (new Set(selection.items.map((a) => a.periodicalId)).size > 1) return refused('Déplacement désactivé : la sélection couvre plusieurs revues.');
  const locked = selection.items.find((a) => a.status === 'PUBLISHED' || a.status === 'PUBLISHING');
  if (locked) return refused(`Déplacement désactivé : ${label(locked)} est ${STATUS_LABELS[locked.status]}.`);
  const fixed = selection.items.find(isFixed);
  if (fixed) return refused(`Déplacement désactivé : ${label(fixed)} est rattaché de façon fixe.`);
  const first = selection.items[0];
  return first && !hasRole(roles, ARTICLE_ACTION_ROLES.move, first.periodicalId) ? refused(roleRefusal(ARTICLE_ACTION_ROLES.move, first.periodicalId)) : ALLOWED;
}

/** The workflow actions the article list offers for its selection (spec 2 §7 POST /api/workflow/articles). */
export const BULK_ARTICLE_WORKFLOW_ACTIONS = ['BAP_ARTICLE', 'UPDATE_ARTICLE', 'GENERATE_ARTICLE_PLACARD'] as const satisfies readonly ArticleWorkflowAction[];
export type BulkArticleWorkflowAction = (typeof BULK_ARTICLE_WORKFLOW_ACTIONS)[number];
const BULK_WORKFLOW_NAMES: Record<BulkArticleWorkflowAction, string> = { BAP_ARTICLE: 'BAP', UPDATE_ARTICLE: 'Retrait du BAP', GENERATE_ARTICLE_PLACARD: 'Génération du placard' };

/** May the account do a bulk workflow action on some periodical (the button is shown): the roles of its abilities, any periodical. */
export function offersWorkflowMany(action: BulkArticleWorkflowAction, roles: readonly string[]): boolean {
  const abilities = action === 'BAP_ARTICLE' ? (['article.bap', 'bundle.bap'] as const) : [workflowActionAbility(action, { isBundle: false })];
  return abilities.some((ability) => can(roles, ability));
}

/**
 * The bulk workflow of the article list: as push online (§4 "Multi-select requires all selected to qualify"), every
 * selected item must qualify for the action as it would alone (its rule, its roles for its periodical), on rows loaded
 * one by one; the server may still succeed in part (§8 "202 means partial success").
 */
export function canWorkflowMany(action: BulkArticleWorkflowAction, selection: ArticleSelection, roles: readonly string[]): Verdict {
  const name = BULK_WORKFLOW_NAMES[action];
  if (selection.items.length === 0) return refused('Aucun élément sélectionné.');
  if (selection.allPages) return refused(`${name} impossible : toutes les pages sont sélectionnées, choisissez les éléments un à un.`);
  for (const item of selection.items) {
    const verdict = ARTICLE_WORKFLOW_RULES[action](item, roles);
    if (!verdict.allowed) return refused(`${name} impossible (${label(item)}) : ${verdict.reason}`);
  }
  return ALLOWED;
}
