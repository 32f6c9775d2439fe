import { z } from 'zod';
import type { ArticleDestination, ArticleInput, ArticlesMove } from '../domain/article';
import type { BundleInput } from '../domain/bundle';
import { ARTICLE_TYPES, ARTICLE_TYPE_NATURES, BUNDLE_TYPES, type ArticleType, type BundleType } from '../domain/publication';
import type { PlanNode } from '../domain/plan';
import { can } from './abilities';
import { TEXT_MAX_LENGTH, richTextLength, richTextToPlain } from './rich-text';

/**
 * The new-article dialog (spec 2 §2.8, §3 Article dialog form, §4 Article dialog, §5): its modes, the
 * types it offers, its field dependencies and its checks, with the payloads it builds. Pure, so that the
 * dialog and its tests read the same rules.
 */

/** CLOSE is the dialog shut; the four others open it. */
export const ARTICLE_DIALOG_MODES = ['CLOSE', 'CREATE', 'MOVE', 'MOVE_MULTIPLE', 'COPY'] as const;
export type ArticleDialogMode = (typeof ARTICLE_DIALOG_MODES)[number];
export type OpenArticleDialogMode = Exclude<ArticleDialogMode, 'CLOSE'>;

export const isMoveMode = (mode: ArticleDialogMode): boolean => mode === 'MOVE' || mode === 'MOVE_MULTIPLE';

/** The bundle types offered (spec 2 §3: UNKNOWN is not offered). */
export const OFFERED_BUNDLE_TYPES = BUNDLE_TYPES.filter((t): t is Exclude<BundleType, 'UNKNOWN'> => t !== 'UNKNOWN');

/** Not given ("a restricted list, contents not shown"); decision: the simple types (§3: the first five). */
export const RESTRICTED_ARTICLE_TYPES: readonly ArticleType[] = ARTICLE_TYPES.filter((t) => ARTICLE_TYPE_NATURES[t] === 'SIMPLE');

/**
 * §2.8: administrators and users with a role starting with the admin or kyrielle prefix (the ability
 * article.anyType), and the copy and move modes, see all types; others the restricted list. The server
 * refuses a new article of a type not offered.
 */
export function offeredArticleTypes(roles: readonly string[], mode: ArticleDialogMode): readonly ArticleType[] {
  if (mode !== 'CREATE') return ARTICLE_TYPES;
  return can(roles, 'article.anyType') ? ARTICLE_TYPES : RESTRICTED_ARTICLE_TYPES;
}

/** What the dialog's fields hold (text as chosen; '' for nothing chosen). */
export interface ArticleFormValues {
  isBundle: boolean;
  periodicalId: string;
  publicationId: string;
  bundleId: string;
  bundlePlanVersionId: string;
  type: string;
  planNodeId: string;
  /** Rich text. */
  title: string;
  tags: string[];
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  isBundle: false,
  periodicalId: '',
  publicationId: '',
  bundleId: '',
  bundlePlanVersionId: '',
  type: '',
  planNodeId: '',
  title: '',
  tags: [],
};

/** §4 Article dialog: what changing one field clears of the others. */
export const FIELD_CLEARS = {
  periodicalId: ['publicationId', 'bundleId', 'planNodeId', 'bundlePlanVersionId'],
  publicationId: ['bundleId', 'planNodeId'],
} as const satisfies Partial<Record<keyof ArticleFormValues, readonly (keyof ArticleFormValues)[]>>;

/** §4: "Choosing type BRIEF clears the title". */
export const clearsTitle = (type: string): boolean => type === 'BRIEF';

/** The rubriques a plan node may be (the periodical plan's containers), with their path. */
export function rubriqueChoices(plan: readonly PlanNode[]): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  const walk = (nodes: readonly PlanNode[], parents: string[]) => {
    for (const node of nodes) {
      if (node.type !== 'CONTAINER') continue;
      out.push({ id: node.planNodeId ?? node.id, label: [...parents, node.name].join(' › ') });
      walk(node.sub, [...parents, node.name]);
    }
  };
  walk(plan, []);
  return out;
}

export const ARTICLE_FORM_MESSAGES = {
  periodicalRequired: 'La revue est obligatoire.',
  typeRequired: 'Le type est obligatoire.',
  typeUnknown: 'Type inconnu.',
  planNodeRequired: 'La rubrique est obligatoire pour cette revue (sauf dans un lot).',
  titleRequired: 'Le titre est obligatoire (sauf pour une brève).',
  titleTooLong: `Titre : ${TEXT_MAX_LENGTH} caractères au plus.`,
  bundlePlanRequired: 'Le plan de lot est obligatoire pour un lot.',
  bundleInBundle: 'Un lot ne se crée pas dans un autre lot.',
} as const;
const M = ARTICLE_FORM_MESSAGES;

/** What the checks need besides the values. */
export interface ArticleFormContext {
  mode: OpenArticleDialogMode;
  /** The chosen periodical has a plan (rubriques): a plan node is then required unless a bundle is set (§5). */
  periodicalHasPlanNodes: boolean;
}

const isText = (html: string) => richTextToPlain(html).trim() !== '';
const id = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/**
 * The checks of §5 for a mode: periodical required; an article's type required (but in MOVE_MULTIPLE); title required unless BRIEF,
 * not shown in MOVE_MULTIPLE; plan node required when the periodical has plan nodes and
 * no bundle is set (not in MOVE_MULTIPLE, whose call carries none); a bundle needs its plan version.
 */
export function articleFormSchema(context: ArticleFormContext) {
  const { mode, periodicalHasPlanNodes } = context;
  return z
    .object({
      isBundle: z.boolean(),
      periodicalId: z.string(),
      publicationId: z.string().regex(/^\d*$/),
      bundleId: z.string().regex(/^\d*$/),
      bundlePlanVersionId: z.string().regex(/^\d*$/),
      type: z.string(),
      planNodeId: z.string(),
      title: z.string(),
      tags: z.array(z.string().min(1).max(40)).max(20),
    })
    .superRefine((v, ctx) => {
      const report = (path: keyof ArticleFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.periodicalId.trim() === '') report('periodicalId', M.periodicalRequired);
      if (mode === 'CREATE' && v.isBundle) {
        if (v.bundlePlanVersionId === '') report('bundlePlanVersionId', M.bundlePlanRequired);
        if (v.bundleId !== '') report('bundleId', M.bundleInBundle);
      } else if (mode !== 'MOVE_MULTIPLE' && !v.isBundle) {
        // An article's type: chosen when it is created, and may change in copy and move (§2.8).
        if (v.type === '') report('type', M.typeRequired);
        else if (!(ARTICLE_TYPES as readonly string[]).includes(v.type)) report('type', M.typeUnknown);
      }
      const titleShown = mode !== 'MOVE_MULTIPLE';
      if (titleShown && (v.isBundle || v.type !== 'BRIEF') && !isText(v.title)) report('title', M.titleRequired);
      if (richTextLength(v.title) > TEXT_MAX_LENGTH) report('title', M.titleTooLong);
      if (mode !== 'MOVE_MULTIPLE' && periodicalHasPlanNodes && v.bundleId === '' && v.planNodeId === '') report('planNodeId', M.planNodeRequired);
    });
}

/** POST /api/article (an article created). */
export function toArticleInput(v: ArticleFormValues): ArticleInput {
  return {
    periodicalId: v.periodicalId,
    title: v.type === 'BRIEF' ? '' : v.title,
    type: v.type as ArticleType,
    planNodeId: v.planNodeId || null,
    publicationId: id(v.publicationId),
    bundleId: id(v.bundleId),
    tags: v.tags,
  };
}

/** POST /api/bundle/ (a bundle created): its type is its plan version's. */
export function toBundleInput(v: ArticleFormValues): BundleInput {
  return {
    title: v.title,
    bundlePlanVersionId: Number(v.bundlePlanVersionId),
    planNodeId: v.planNodeId || null,
    periodicalId: v.periodicalId,
    publicationId: id(v.publicationId),
    type: v.type as BundleType,
    tags: v.tags,
  };
}

/**
 * PUT /api/article/{id}/move and /copy: the place, the title and, for an article, the type chosen (§2.8: these
 * modes offer all types; a bundle's type is its plan's). BRIEF has no title (§4).
 */
export function toDestination(v: ArticleFormValues): ArticleDestination {
  const destination: ArticleDestination = { periodicalId: v.periodicalId, publicationId: id(v.publicationId), bundleId: id(v.bundleId), planNodeId: v.planNodeId || null };
  if (v.isBundle) return { ...destination, title: v.title };
  return { ...destination, type: v.type as ArticleType, title: v.type === 'BRIEF' ? '' : v.title };
}

/** POST /api/article/move (MOVE_MULTIPLE). */
export function toArticlesMove(v: ArticleFormValues, ids: readonly number[]): ArticlesMove {
  return { ids: [...ids], periodicalId: v.periodicalId, publicationId: id(v.publicationId) };
}
