import { ROLE_CODES, type Role } from '../domain/roles';
import { hasRole } from './permissions';
import { roleRefusal } from './role-refusal';

/**
 * Who may do what: every ability spec 1 §6 and spec 2 §6 name, with its roles (the role codes of design.md)
 * and whether it is checked with the periodical of the record in question (`scoped`). The screens show from
 * it, every route of the reference server declares one of its abilities (src/server/http/abilities.ts), and
 * the older lists (ARTICLE_ACTION_ROLES, TABS...) are read from it: a list of roles is written here only.
 *
 * ADMIN passes every check but one (permissions.ts), so listing it changes nothing but the refusal's wording;
 * it is listed where the spec names Tl.
 */

const { Tl, Nl, Dl, Bl, _l, kl, Ll, wl, Ml, Ul } = ROLE_CODES;
/** design.md "Wider set of four": add article, see or download XML, edit plan, BAP. */
const WIDER_SET = [...Tl, ...Bl, ..._l, ...kl] as const;
/** design.md "Smaller set of three": add bundle, BAP-all, bundle add article, generate placard, bundle BAP; also quick search and plan saving. */
const SMALLER_SET = [...Tl, ...Bl, ..._l] as const;
/** Spec 2 §6 "Bl, _l ... moving, deleting" and "Ll: article moving, deleting, front-cover toggle". */
const MOVERS = [...Tl, ...Bl, ..._l, ...Ll] as const;

export interface AbilityRule {
  roles: readonly Role[];
  /** Checked with the periodical of the record (MANAGER_BJS passes on BJS only); otherwise with the plain role. */
  scoped: boolean;
}

const scoped = <const R extends readonly Role[]>(roles: R) => ({ roles, scoped: true }) as const;
const unscoped = <const R extends readonly Role[]>(roles: R) => ({ roles, scoped: false }) as const;

export const ABILITIES = {
  // Spec 1 §6. Viewing lists and exporting are for any signed-in account (a route's 'signedIn').
  'author.manage': unscoped(['ADMIN', 'ADMIN_AUTHORS']),
  /** Not given by the spec; decision of issue 4: the author managers, whose edit screen holds the gallery, and the image managers. */
  'author.manageImages': unscoped(['ADMIN', 'ADMIN_AUTHORS', ...Dl]),
  'image.manage': unscoped([...Tl, ...Dl]),
  'ad.manage': unscoped([...Tl, ...Nl]),

  // Spec 2 §6, page access.
  'page.articleList': unscoped([...Tl, ...Ll, ...kl, ..._l, ...Bl]),
  'page.publicationList': unscoped([...Tl, ...Dl, ...Bl]),
  /** Spec 1 §1: the admin menu is for admin, manager or kyrielle roles; each entry then has its own ability. */
  'page.adminMenu': unscoped([...Tl, ..._l, 'KYRIELLE']),
  /** "A page-level guard requires the admin role on admin screens" (periodical plans, bundle plans, referential, users console, push-online admin, Jouve report). */
  'page.admin': unscoped(Tl),
  /** Export page: "two roles", ADMIN, or MANAGER of the periodical chosen (design.md). */
  'page.export': scoped([...Tl, ..._l]),
  /**
   * The layout tool. Decision: the KYRIELLE role alone; an ADMIN without KYRIELLE neither sees it nor
   * reaches its data (the check logic of spec 1 §6: "kyrielle required without admin").
   */
  kyrielle: unscoped(['KYRIELLE']),

  // Spec 2 §6, articles and bundles as documents.
  /**
   * Decision: reading an article or bundle (GET /api/article/{id}, /api/articleBase/{id}, the article
   * searches, a bundle, the editor's read-only view) is Ml ("views placard") and Tl, for its periodical:
   * an account without an editorial or viewer role there (ADMIN_IMAGES, ADMIN_ADS) reads none.
   */
  'article.read': scoped([...Tl, ...Ml]),
  'article.create': scoped(WIDER_SET),
  /**
   * Spec 2 §2.8: creating an article of any type (the complex ones too) is for the roles "starting with the
   * admin or kyrielle prefix"; others create the restricted list's (article-input.ts).
   */
  'article.anyType': unscoped(['ADMIN', 'ADMIN_ADS', 'ADMIN_AUTHORS', 'ADMIN_IMAGES', 'ADMIN_ARTICLES', 'KYRIELLE']),
  /** Not given; decision: a copy is a new article, so the roles that add one. */
  'article.copy': scoped(WIDER_SET),
  'article.bap': scoped(WIDER_SET),
  'article.removeBap': scoped(SMALLER_SET),
  'article.generatePlacard': scoped(SMALLER_SET),
  'article.unlockPlacard': scoped(Tl),
  'article.pushOnline': scoped(Ul),
  'article.move': scoped(MOVERS),
  'article.delete': scoped(MOVERS),
  /** Decision: Ll "front-cover toggle", with the editorial roles that organise the issue (Bl, _l, Tl). */
  'article.frontCover': scoped(MOVERS),
  /** wl "sees article actions and the edit link": the article's XML in the editor. */
  'article.edit': scoped([...Tl, ...wl]),
  /** Tl: "editing published or scheduled articles". */
  'article.editLocked': scoped(Tl),
  /** Wider set of four: "see or download XML" (an EDITOR does not). */
  'article.xml': scoped(WIDER_SET),
  'article.viewPlacard': scoped(Ml),
  /** "XML import: admin only" (the dialog, the drop on the window, the watched folder). */
  'article.import': unscoped(Tl),
  /** Spec 2 §2.6: expert mode for Tl, or kl of the document's periodical. */
  'editor.expertMode': scoped([...Tl, ...kl]),

  'bundle.create': scoped(SMALLER_SET),
  /** Bl, _l: "bundle editing and organising", the bundle's XML in the editor included (not Ll, not kl). */
  'bundle.edit': scoped(SMALLER_SET),
  'bundle.bap': scoped(SMALLER_SET),
  'bundle.addArticle': scoped(SMALLER_SET),
  /** Admin only: "delete a bundle from its page (when unattached and not online)"; the state is the rule's (canDelete). */
  'bundle.delete': unscoped(Tl),
  /** Admin only: "custom bundle edit" (the bundle's structure). */
  'bundle.editStructure': unscoped(Tl),
  /** Admin only: "edit published bundle". */
  'bundle.editPublished': scoped(Tl),

  // Spec 2 §6, publications and plans.
  /** Not given; decision: creating and editing a publication take the three roles that save its plan. */
  'publication.edit': scoped(SMALLER_SET),
  /** "Publication import: Tl and Bl", for each periodical of the file. */
  'publication.import': scoped([...Tl, ...Bl]),
  'publication.generatePlacard': scoped(SMALLER_SET),
  'publication.generatePrinterPdf': scoped(kl),
  'publication.bat': scoped(kl),
  'publication.cancelPrinterPdf': scoped(kl),
  'publication.unlockPlacard': scoped(Tl),
  /** Not given; decision: kl, who gives the BAT that closing follows (and Tl, who passes every check). */
  'publication.close': scoped(kl),
  'publication.bapAll': scoped(SMALLER_SET),
  /** Ml "views placard and printer PDF". */
  'publication.viewPdf': scoped(Ml),
  /** §4 Plans: "three roles for the periodical" save the plan. */
  'plan.save': scoped(SMALLER_SET),
  /** Wider set of four: "edit plan" (the link to the plan; saving needs plan.save). */
  'plan.open': scoped(WIDER_SET),
  /** Admin only: "administrate publication plan", the admin plan screens. */
  'plan.administrate': unscoped(Tl),
  /** "Three specific roles decide whether a publication chosen in quick search goes straight to organise." */
  'quickSearch.organise': unscoped(SMALLER_SET),

  // Spec 2 §6, administration.
  'admin.referential': unscoped(Tl),
  'admin.pushOnline': unscoped(Tl),
  'admin.bundlePlans': unscoped(Tl),
  'admin.jouve': unscoped(Tl),
  /** Export page, authors and references: its two roles for the periodical chosen. */
  'export.authors': scoped([...Tl, ..._l]),
  'export.references': scoped([...Tl, ..._l]),
  /** "Some exports admin only"; decision: the published elements. */
  'export.publication': unscoped(Tl),
} as const satisfies Record<string, AbilityRule>;

export type Ability = keyof typeof ABILITIES;
export const ABILITY_NAMES = Object.keys(ABILITIES) as Ability[];

/** The roles of an ability. */
export function rolesOf<A extends Ability>(ability: A): (typeof ABILITIES)[A]['roles'] {
  return ABILITIES[ability].roles;
}

/**
 * May an account holding `userRoles` do `ability`? For a scoped ability, with the record's periodical;
 * without one, holding the role for any periodical is enough (the screen's "is there anything to show").
 */
export function can(userRoles: readonly string[], ability: Ability, periodicalId?: string): boolean {
  const rule: AbilityRule = ABILITIES[ability];
  return hasRole(userRoles, rule.roles, rule.scoped ? periodicalId : undefined);
}

/** The French reason `can` said no: "Réservé à l’administrateur et au rôle producteur de la revue BJS." */
export function abilityRefusal(ability: Ability, periodicalId?: string): string {
  const rule: AbilityRule = ABILITIES[ability];
  return roleRefusal(rule.roles, rule.scoped ? periodicalId : undefined);
}
