import type { ArticleRow, ArticleSearchRequest, ArticleSortAttribute } from '../../shared/domain/article';
import { PROCESS_IN_PROGRESS_STATUSES, type ArticleStatus } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { DATE_FILTER_MIN } from '../../shared/rules/date-bounds';
import { parsePublicationName } from '../../shared/rules/publication-number';
import type { Queryable } from '../db/db';
import { SqlParams } from '../db/sql';
import { TalliedConditions } from '../db/tally';
import { addTitleTerms } from '../db/title-search';
import { ATTACHMENT_JOINS, articleRows } from './rows';

/**
 * The article list and the per-context article searches (spec 2 §2.1, §2.4, §9): filters of the URL, sort,
 * one page. Two steps, so that it stays fast on 20,000 articles (migration 005's indexes): the page's ids
 * and the count on the article table and its plan joins only, then the page's rows in full.
 */

export type ArticleSearch = Omit<ArticleSearchRequest, 'page' | 'size'> & {
  page: number;
  size: number;
  /** The periodicals the caller may read; null: all. */
  readable: readonly string[] | null;
};

const PLAIN_TITLE = `regexp_replace(ar.title, '<[^>]*>', '', 'g')`;
/** Spec 2 §9: default sort UPDATE descending; the id breaks ties. */
const SORT_COLUMNS: Record<ArticleSortAttribute, string> = {
  ID: 'ar.id %d',
  NAME: `lower(${PLAIN_TITLE}) %d, ar.id %d`,
  UPDATE: 'ar.modification_date %d, ar.id %d',
};
const STATES: readonly string[] = ['IN_PROGRESS', 'READY', 'PUBLISHING', 'PUBLISHED'] satisfies ArticleStatus[];
const IN_PROGRESS = PROCESS_IN_PROGRESS_STATUSES.map((s) => `'${s}'`).join(', ');
const ATTACHMENT_CONDITIONS = {
  CDF: 'pn.id IS NOT NULL',
  BUNDLE: 'bn.id IS NOT NULL',
  NONE: 'pn.id IS NULL AND bn.id IS NULL',
  CDF_FIXE: 'ar.fixed AND (pn.id IS NOT NULL OR bn.id IS NOT NULL)',
} as const;

const any = (list: string[]) => `(${list.map((c) => `(${c})`).join(' OR ')})`;

/**
 * The publication chosen for it, or the plan it is placed in (directly or through its bundle): the articles of
 * those publications gathered by their indexes, then matched by id (issue 35). An OR of the three over the plan
 * joins read every article of the periodical (three seconds for a publication's candidates on 1,000,000).
 */
function publicationCondition(params: SqlParams, filter: readonly string[]): string {
  const ids = filter.filter((f) => /^\d+$/.test(f)).map(Number);
  const names = filter.map(parsePublicationName).filter((n) => n !== null);
  const chosen = `SELECT id FROM publication WHERE id = ANY(${params.add(ids)}::int[])
    UNION SELECT p.id FROM publication p JOIN unnest(${params.add(names.map((n) => n.periodicalId))}::text[], ${params.add(names.map((n) => n.year))}::int[], ${params.add(names.map((n) => n.number))}::text[]) AS x(periodical_id, year, number)
      ON p.periodical_id = x.periodical_id AND p.year = x.year AND p.number = x.number`;
  return `ar.id IN (WITH chosen AS (${chosen})
    SELECT a.id FROM article a WHERE a.publication_id IN (SELECT id FROM chosen)
    UNION SELECT n.article_id FROM plan_node n WHERE n.article_id IS NOT NULL AND n.publication_id IN (SELECT id FROM chosen)
    UNION SELECT m.article_id FROM plan_node n JOIN plan_node m ON m.bundle_id = n.article_id WHERE m.article_id IS NOT NULL AND n.publication_id IN (SELECT id FROM chosen))`;
}

/** The request's conditions; on article_tally's buckets (periodical, kind, state, placed) as well where they are on them. */
function conditions(params: SqlParams, request: ArticleSearch): TalliedConditions {
  const where = new TalliedConditions();
  addTitleTerms(where, params, 'ar', request.query);
  if (request.readable !== null) where.both(`ar.periodical_id = ANY(${params.add(request.readable)}::text[])`);
  if (request.statusFilter?.length) {
    const states = request.statusFilter.filter((s) => STATES.includes(s));
    const either: string[] = states.length ? [`ar.status = ANY(${params.add(states)}::text[])`] : [];
    if (request.statusFilter.includes('PLACARD_GENERATION')) {
      either.push(`EXISTS (SELECT 1 FROM process pr WHERE pr.article_id = ar.id AND pr.type = 'PLACARD' AND pr.unlocked_at IS NULL AND pr.status IN (${IN_PROGRESS}))`);
    }
    if (request.statusFilter.includes('ONLINE')) either.push('ar.publication_online_date IS NOT NULL');
    if (request.statusFilter.includes('NOT_ONLINE')) either.push('ar.publication_online_date IS NULL');
    // The plain states alone are buckets of the tally; the workflow's and the online ones are not.
    if (either.length === 1 && states.length) where.both(any(either));
    else where.rowsOnly(any(either));
  }
  const periodicals = [...(request.periodicalFilter ?? []), ...(request.periodicalIdFilter ?? [])];
  if (periodicals.length) where.both(`ar.periodical_id = ANY(${params.add(periodicals)}::text[])`);
  if (request.publicationFilter?.length) where.rowsOnly(publicationCondition(params, request.publicationFilter));
  if (request.bundleFilter?.length) {
    const bundles = params.add(request.bundleFilter);
    where.rowsOnly(`(ar.bundle_id = ANY(${bundles}::int[]) OR bn.bundle_id = ANY(${bundles}::int[]))`);
  }
  if (request.authorFilter?.length) {
    where.rowsOnly(`EXISTS (SELECT 1 FROM article_author aa WHERE aa.article_id = ar.id AND aa.author_id = ANY(${params.add(request.authorFilter)}::int[]))`);
  }
  if (request.collectionFilter?.length) {
    where.rowsOnly(`EXISTS (SELECT 1 FROM article_image ai JOIN image i ON i.id = ai.image_id
      WHERE ai.article_id = ar.id AND i.collection = ANY(${params.add(request.collectionFilter)}::text[]))`);
  }
  if (request.imageFilter?.length) {
    where.rowsOnly(`EXISTS (SELECT 1 FROM article_image ai WHERE ai.article_id = ar.id AND ai.image_id = ANY(${params.add(request.imageFilter)}::int[]))`);
  }
  if (request.attachedFilter?.length) where.rowsOnly(any(request.attachedFilter.map((f) => ATTACHMENT_CONDITIONS[f])));
  // In a plan, a publication's or a bundle's: the list's default, read on the article row (its placements, kept by
  // plan_node's triggers, migration 016) rather than looked up in plan_node for each article a common word finds.
  if (request.attachedOnly) where.both('ar.placements > 0', 'ar.attached');
  if (request.kindFilter?.length) where.both(`ar.type = ANY(${params.add(request.kindFilter)}::text[])`);
  if (request.typeFilter?.length) where.rowsOnly(`ar.article_type = ANY(${params.add(request.typeFilter)}::text[])`);
  if (request.planNodeFilter?.length) where.rowsOnly(`ar.plan_node_id = ANY(${params.add(request.planNodeFilter)}::text[])`);
  const { start, end } = request.modificationDateFilter ?? {};
  // Days are Paris days (design.md): a bound is the start of its day, or of the next one, in Paris. A bound not
  // after 2000-01-01 is ignored, as by every date filter (spec 1 §5, spec 2 §5 "shared minimum and maximum dates").
  if (start && start > DATE_FILTER_MIN) where.rowsOnly(`ar.modification_date >= (${params.add(start)}::date)::timestamp AT TIME ZONE 'Europe/Paris'`);
  if (end && end > DATE_FILTER_MIN) where.rowsOnly(`ar.modification_date < (${params.add(end)}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'`);
  return where;
}

export async function searchArticles(db: Queryable, request: ArticleSearch): Promise<SearchResult<ArticleRow>> {
  const params = new SqlParams();
  const where = conditions(params, request);
  const whereSql = where.whereSql();
  // The plan joins only when a filter reads them: most searches (a periodical, states, a query) do not.
  const plans = Boolean(request.attachedFilter?.length || request.bundleFilter?.length);
  const from = plans ? `article ar ${ATTACHMENT_JOINS}` : 'article ar';
  const sort = request.sort ?? { attr: 'UPDATE', order: 'DESC' };
  const order = SORT_COLUMNS[sort.attr].replace(/%d/g, sort.order);
  const [count] = await db.query<{ n: number }>(where.countSql(from, 'article_tally', 'ar'), params.values);
  const page = await db.query<{ id: number }>(
    `SELECT ar.id FROM ${from} ${whereSql} ORDER BY ${order} LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  return { result: await articleRows(db, page.map((r) => r.id)), resultCount: count?.n ?? 0 };
}
