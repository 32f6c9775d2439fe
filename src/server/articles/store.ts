import type { Queryable } from '../db/db';
import { SqlParams, queryTerms } from '../db/sql';
import { TalliedConditions } from '../db/tally';
import { addTitleTerms, titleTermCondition } from '../db/title-search';
import { richTextToPlain } from '../../shared/rules/rich-text';

/**
 * What the authors and quick search need of articles and bundles, until the articles issue brings the
 * rest: matching a query on the title (markup ignored: migration 005's title_search) or the id.
 */

function queryConditions(params: SqlParams, query: string): string[] {
  return queryTerms(query).map((term) => titleTermCondition(params, 'ar', term));
}

/** Only the articles of the periodicals the reader reads (readablePeriodicals; null: all). */
function readableCondition(params: SqlParams, readable: readonly string[] | null): string[] {
  return readable === null ? [] : [`ar.periodical_id = ANY(${params.add(readable)}::text[])`];
}

/**
 * Articles and bundles (the article list shows both) matching the query, of the periodicals the reader reads: one
 * word summed on the title-fragment tally (migration 018).
 */
export async function countArticles(db: Queryable, query: string, readable: readonly string[] | null): Promise<number> {
  const params = new SqlParams();
  const where = new TalliedConditions();
  addTitleTerms(where, params, 'ar', query);
  for (const condition of readableCondition(params, readable)) where.both(condition);
  const [row] = await db.query<{ n: number }>(where.countSql('article ar', 'article_tally', 'ar'), params.values);
  return row?.n ?? 0;
}

/** Quick-search proposals of one type, of the periodicals the reader reads, the recently modified first; labels without markup. */
export async function articleProposals(
  db: Queryable,
  query: string,
  type: 'ARTICLE' | 'BUNDLE',
  limit: number,
  readable: readonly string[] | null,
): Promise<{ id: number; label: string }[]> {
  const params = new SqlParams();
  const terms = queryConditions(params, query);
  if (terms.length === 0) return [];
  const where = [...terms, ...readableCondition(params, readable)];
  const rows = await db.query<{ id: number; title: string }>(
    `SELECT ar.id, ar.title FROM article ar WHERE ar.type = ${params.add(type)} AND ${where.join(' AND ')}
     ORDER BY ar.modification_date DESC, ar.id DESC LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows.map((r) => ({ id: r.id, label: richTextToPlain(r.title) }));
}
