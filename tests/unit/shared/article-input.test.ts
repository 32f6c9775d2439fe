import { describe, expect, it } from 'vitest';
import type { PlanNode } from '../../../src/shared/domain/plan';
import {
  ARTICLE_FORM_MESSAGES as M,
  EMPTY_ARTICLE_FORM,
  FIELD_CLEARS,
  RESTRICTED_ARTICLE_TYPES,
  articleFormSchema,
  offeredArticleTypes,
  rubriqueChoices,
  toArticleInput,
  toArticlesMove,
  toDestination,
  type ArticleFormContext,
  type ArticleFormValues,
} from '../../../src/shared/rules/article-input';

/** Spec 2 §2.8, §4 Article dialog, §5: the new-article dialog's rules. */

const errors = (values: Partial<ArticleFormValues>, context: ArticleFormContext) => {
  const result = articleFormSchema(context).safeParse({ ...EMPTY_ARTICLE_FORM, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};
const CREATE: ArticleFormContext = { mode: 'CREATE', periodicalHasPlanNodes: true };

describe('article dialog checks (§5)', () => {
  it.each([
    ['periodical, type and title are required', {}, CREATE, { periodicalId: M.periodicalRequired, type: M.typeRequired, title: M.titleRequired, planNodeId: M.planNodeRequired }],
    ['a BRIEF needs no title', { periodicalId: 'BJS', type: 'BRIEF', planNodeId: 'BJS-SOC' }, CREATE, {}],
    ['the plan node is required when the periodical has plan nodes', { periodicalId: 'BJS', type: 'FOCUS', title: 'T' }, CREATE, { planNodeId: M.planNodeRequired }],
    ['no plan node needed with a bundle', { periodicalId: 'BJS', type: 'FOCUS', title: 'T', bundleId: '4' }, CREATE, {}],
    ['no plan node needed when the periodical has none', { periodicalId: 'GDA', type: 'FOCUS', title: 'T' }, { mode: 'CREATE', periodicalHasPlanNodes: false }, {}],
    ['a bundle needs its plan version', { isBundle: true, periodicalId: 'BJS', title: 'Lot', planNodeId: 'X' }, CREATE, { bundlePlanVersionId: M.bundlePlanRequired }],
    ['a bundle is not made in a bundle', { isBundle: true, periodicalId: 'BJS', title: 'Lot', planNodeId: 'X', bundlePlanVersionId: '3', bundleId: '4', type: 'FOLDER' }, CREATE, { bundleId: M.bundleInBundle }],
    ['a markup-only title is empty', { periodicalId: 'BJS', type: 'FOCUS', title: '<i> </i>', planNodeId: 'X' }, CREATE, { title: M.titleRequired }],
    ['MOVE_MULTIPLE asks neither title nor plan node', { periodicalId: 'BJS' }, { mode: 'MOVE_MULTIPLE', periodicalHasPlanNodes: true }, {}],
    ['MOVE checks the type and title of an article, as COPY', { periodicalId: 'BJS', planNodeId: 'X' }, { mode: 'MOVE', periodicalHasPlanNodes: true }, { type: M.typeRequired, title: M.titleRequired }],
    ['MOVE of a BRIEF needs no title', { periodicalId: 'BJS', planNodeId: 'X', type: 'BRIEF' }, { mode: 'MOVE', periodicalHasPlanNodes: true }, {}],
    ['COPY needs a title', { periodicalId: 'BJS', planNodeId: 'X', type: 'FOCUS' }, { mode: 'COPY', periodicalHasPlanNodes: true }, { title: M.titleRequired }],
    ['COPY of a bundle keeps its plan’s type', { isBundle: true, periodicalId: 'BJS', planNodeId: 'X', type: 'FOLDER', title: 'Lot' }, { mode: 'COPY', periodicalHasPlanNodes: true }, {}],
  ] as const)('%s', (_name, values, context, expected) => {
    expect(errors(values, context)).toEqual(expected);
  });
});

describe('types offered (§2.8)', () => {
  it.each([
    [['ADMIN'], 'CREATE', 7],
    [['ADMIN_ARTICLES_BJS'], 'CREATE', 7],
    [['KYRIELLE'], 'CREATE', 7],
    [['MANAGER_BJS'], 'CREATE', RESTRICTED_ARTICLE_TYPES.length],
    [['MANAGER_BJS'], 'COPY', 7],
    [['EDITOR_GDP'], 'MOVE', 7],
  ] as const)('%j in %s: %i types', (roles, mode, count) => {
    expect(offeredArticleTypes(roles, mode)).toHaveLength(count);
  });
  it('the restricted list is the simple types', () => {
    expect(RESTRICTED_ARTICLE_TYPES).toEqual(['BRIEF', 'THREADED', 'INTERVIEW', 'COMMENTARY', 'FOCUS']);
  });
});

describe('field dependencies and payloads (§4 Article dialog)', () => {
  it('the periodical clears publication, bundle and plan node; the publication clears bundle and plan node', () => {
    expect(FIELD_CLEARS.periodicalId).toEqual(expect.arrayContaining(['publicationId', 'bundleId', 'planNodeId']));
    expect(FIELD_CLEARS.publicationId).toEqual(['bundleId', 'planNodeId']);
  });
  it('rubriques are the containers, with their path', () => {
    const plan: PlanNode[] = [
      { id: 'a', name: 'Social', type: 'CONTAINER', planNodeId: 'BJS-SOC', sub: [{ id: 'b', name: 'Paie', type: 'CONTAINER', sub: [] }, { id: 'c', name: 'Art', type: 'ARTICLE', sub: [] }] },
    ];
    expect(rubriqueChoices(plan)).toEqual([
      { id: 'BJS-SOC', label: 'Social' },
      { id: 'b', label: 'Social › Paie' },
    ]);
  });
  it('builds the payloads of each mode', () => {
    const v: ArticleFormValues = { ...EMPTY_ARTICLE_FORM, periodicalId: 'BJS', publicationId: '12', type: 'BRIEF', title: 'gone', planNodeId: 'X', tags: ['2'] };
    expect(toArticleInput(v)).toEqual({ periodicalId: 'BJS', title: '', type: 'BRIEF', planNodeId: 'X', publicationId: 12, bundleId: null, tags: ['2'] });
    // Copy and move carry an article's type, any of them (§2.8), and its title (none for a BRIEF, §4).
    expect(toDestination(v)).toEqual({ periodicalId: 'BJS', publicationId: 12, bundleId: null, planNodeId: 'X', type: 'BRIEF', title: '' });
    expect(toDestination({ ...v, type: 'STUDY' })).toMatchObject({ type: 'STUDY', title: 'gone' });
    expect(toDestination({ ...v, isBundle: true, type: 'FOLDER' })).toEqual({ periodicalId: 'BJS', publicationId: 12, bundleId: null, planNodeId: 'X', title: 'gone' });
    expect(toArticlesMove(v, [1, 2])).toEqual({ ids: [1, 2], periodicalId: 'BJS', publicationId: 12 });
  });
});
