import { DEFAULT_IMAGE_SORT, type ImageCharacteristic, type ImageCollection, type ImageRow, type ImageSearchRequest } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { DATE_FILTER_MIN } from '../../shared/rules/date-bounds';
import type { Queryable } from '../db/db';
import { SqlParams, containsPattern, queryTerms, idTerm } from '../db/sql';
import { TalliedConditions } from '../db/tally';
import { recentFirstSql } from '../db/recent-first';
import { IMAGE_COLUMNS, toImage, type ImageDbRow } from './rows';

/** The image list's search (POST /api/image/search) and what quick search reads of images. */

const SORT_COLUMNS: Record<string, string> = { ID: 'i.id', NAME: 'pupitre_fold(i.name)', UPDATE: 'i.modification_date' };

/** The condition of one characteristic (spec 1 §2 image list filters). */
function characteristicCondition(c: ImageCharacteristic): string {
  switch (c) {
    case 'THUMBNAIL':
    case 'LARGE':
      return `i.format = '${c}'`;
    case 'COLOR':
    case 'BLACK_AND_WHITE':
      return `i.color = '${c}'`;
    case 'BAD_QUALITY':
      return `i.quality = 'BAD'`;
    default:
      return `i.framing = '${c}'`;
  }
}

/** What one word of a query matches, source by source (SQL): the image's own text, its author's name, the id it names. */
interface TermMatch {
  /** The LIKE pattern of the word, folded. */
  pattern: string;
  /** The ids of the images whose text holds the word. */
  texts: string;
  /** The ids of the authors whose name holds it; null when the collections searched have no authors' images. */
  authors: string | null;
  /** The placeholder of the id the word names, if it names one. */
  id: string | null;
}

/**
 * Each source by its own index: the image's text and its author's name by their trigram indexes (migration 015).
 * An author's name is not looked for in collections without authors (only the AUTHOR collection has, by CHECK).
 */
function termMatch(params: SqlParams, term: string, collections: readonly ImageCollection[] | undefined): TermMatch {
  const pattern = `pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'`;
  const id = idTerm(term);
  return {
    pattern,
    texts: `SELECT m.id FROM image m WHERE pupitre_image_text(m.name, m.credits, m.sources, m.comments, m.tags) LIKE ${pattern}`,
    authors: !collections?.length || collections.includes('AUTHOR') ? `SELECT ma.id FROM author ma WHERE pupitre_person_name(ma.first_name, ma.particle, ma.last_name) LIKE ${pattern}` : null,
    id: id === null ? null : params.add(id),
  };
}

/** The word's condition: the ids any source matches gathered first (an OR of the sources would test every image). */
function termCondition({ texts, authors, id }: TermMatch): string {
  const ids = [texts, authors && `SELECT m.id FROM image m WHERE m.author_id IN (${authors})`, id && `SELECT ${id}::int`];
  return `i.id IN (${ids.filter((sql) => sql !== null).join(' UNION ALL ')})`;
}

/** The word's condition tested on one image (i): its text, its author's name, its id. */
function termRowCondition({ pattern, authors, id }: TermMatch): string {
  const tests = [
    `pupitre_image_text(i.name, i.credits, i.sources, i.comments, i.tags) LIKE ${pattern}`,
    authors && `(SELECT pupitre_person_name(ma.first_name, ma.particle, ma.last_name) FROM author ma WHERE ma.id = i.author_id) LIKE ${pattern}`,
    id && `i.id = ${id}::int`,
  ];
  return `(${tests.filter((sql) => sql !== null).join(' OR ')})`;
}

/**
 * Every word of the query in the name, credits, sources, comments, tags or author's name, or the id itself, in
 * images of `collections` (all when none). A word cannot span the image's text and its author's name, which only a
 * word folded into two (Saint-Étienne) could.
 */
export function imageQueryConditions(params: SqlParams, query: string | undefined, collections?: readonly ImageCollection[]): string[] {
  return queryTerms(query).map((term) => termCondition(termMatch(params, term, collections)));
}

/**
 * Modification dates on Paris days. A bound not after 2000-01-01 is ignored (spec 1 §5), as the date
 * pickers' minimum means "no bound".
 */
export function modificationDateConditions(params: SqlParams, range: { start?: string | null; end?: string | null } | null | undefined): string[] {
  const out: string[] = [];
  if (range?.start && range.start > DATE_FILTER_MIN) out.push(`i.modification_date >= (${params.add(range.start)}::date)::timestamp AT TIME ZONE 'Europe/Paris'`);
  if (range?.end && range.end > DATE_FILTER_MIN) out.push(`i.modification_date < ((${params.add(range.end)}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`);
  return out;
}

/** Used by an article, or shown by a publication (cover or plan), of one of the periodicals. */
export function usedInPeriodicalsCondition(params: SqlParams, periodicals: readonly string[]): string {
  const list = params.add(periodicals);
  return `(EXISTS (SELECT 1 FROM article_image ai JOIN article ar ON ar.id = ai.article_id WHERE ai.image_id = i.id AND ar.periodical_id = ANY(${list}::text[]))
    OR EXISTS (SELECT 1 FROM publication_media pm JOIN publication p ON p.id = pm.publication_id WHERE pm.image_id = i.id AND p.periodical_id = ANY(${list}::text[]))
    OR EXISTS (SELECT 1 FROM publication p WHERE p.image_id = i.id AND p.periodical_id = ANY(${list}::text[])))`;
}

/** Shown by an article of one of the periodicals (the image list's "Revue"). */
function inArticlesOfCondition(params: SqlParams, periodicals: readonly string[]): string {
  return `EXISTS (SELECT 1 FROM article_image ai JOIN article ar ON ar.id = ai.article_id WHERE ai.image_id = i.id AND ar.periodical_id = ANY(${params.add(periodicals)}::text[]))`;
}

/** Shown by a priority (important) article, or (false) by none. */
function priorityCondition(priority: boolean): string {
  const shown = 'EXISTS (SELECT 1 FROM article_image ai JOIN article ar ON ar.id = ai.article_id WHERE ai.image_id = i.id AND ar.is_important)';
  return priority ? shown : `NOT ${shown}`;
}

/**
 * Shown by a publication (its cover or its plan) whose end date falls in the range, Paris days; as for the
 * modification dates, a bound not after 2000-01-01 is ignored (spec 1 §5).
 */
function publicationEndDateConditions(params: SqlParams, range: { start?: string | null; end?: string | null } | null | undefined): string[] {
  const bounds: string[] = [];
  if (range?.start && range.start > DATE_FILTER_MIN) bounds.push(`p.end_date >= ${params.add(range.start)}::date`);
  if (range?.end && range.end > DATE_FILTER_MIN) bounds.push(`p.end_date <= ${params.add(range.end)}::date`);
  if (bounds.length === 0) return [];
  return [
    `EXISTS (SELECT 1 FROM publication p WHERE (p.image_id = i.id OR EXISTS (SELECT 1 FROM publication_media pm WHERE pm.publication_id = p.id AND pm.image_id = i.id)) AND ${bounds.join(' AND ')})`,
  ];
}

const AUTHOR_NAME = `CASE WHEN a.id IS NULL THEN NULL ELSE concat_ws(' ', a.first_name,
  CASE WHEN a.particle ~ '[''’]$' THEN a.particle || a.last_name ELSE concat_ws(' ', a.particle, a.last_name) END) END`;

export async function searchImages(db: Queryable, request: ImageSearchRequest & { page: number; size: number }): Promise<SearchResult<ImageRow>> {
  const params = new SqlParams();
  // On image_tally's buckets (collection, enabled, file type, the characteristics) as well where they are on them.
  const where = new TalliedConditions();
  where.rowsOnly(...imageQueryConditions(params, request.query, request.collectionFilter));
  if (request.collectionFilter?.length) where.both(`i.collection = ANY(${params.add(request.collectionFilter)}::text[])`);
  if (typeof request.enableFilter === 'boolean') where.both(`i.enable = ${params.add(request.enableFilter)}`);
  if (request.mimeTypeFilter?.length) where.both(`i.mime_type = ANY(${params.add(request.mimeTypeFilter)}::text[])`);
  for (const c of new Set(request.characteristicFilter ?? [])) where.both(characteristicCondition(c));
  if (request.authorIdFilter?.length) where.rowsOnly(`i.author_id = ANY(${params.add(request.authorIdFilter)}::int[])`);
  if (request.publicationPeriodicalFilter?.length) where.rowsOnly(usedInPeriodicalsCondition(params, request.publicationPeriodicalFilter));
  if (request.periodicalFilter?.length) where.rowsOnly(inArticlesOfCondition(params, request.periodicalFilter));
  if (typeof request.priorityFilter === 'boolean') where.rowsOnly(priorityCondition(request.priorityFilter));
  if (request.formatFilter?.length) where.both(`i.format = ANY(${params.add(request.formatFilter)}::text[])`);
  if (request.imageFilter?.length) where.rowsOnly(`i.id = ANY(${params.add(request.imageFilter)}::int[])`);
  where.rowsOnly(...modificationDateConditions(params, request.modificationDateFilter));
  where.rowsOnly(...publicationEndDateConditions(params, request.endDateFilter));
  const source = 'image i LEFT JOIN author a ON a.id = i.author_id';
  const from = `FROM ${source} ${where.whereSql()}`;
  const sort = request.sort ?? DEFAULT_IMAGE_SORT;
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const [count] = await db.query<{ n: number }>(where.countSql(source, 'image_tally', 'i'), params.values);
  const rows = await db.query<ImageDbRow & { author_name: string | null }>(
    `SELECT ${IMAGE_COLUMNS}, ${AUTHOR_NAME} AS author_name
     ${from}
     ORDER BY ${SORT_COLUMNS[sort.attr] ?? 'i.id'} ${direction}, i.id ${direction}
     LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  return { result: rows.map((row) => ({ ...toImage(row), authorName: row.author_name })), resultCount: count?.n ?? 0 };
}

/** Images of these collections the image list would find for this query. */
export async function countImages(db: Queryable, query: string, collections: readonly ImageCollection[]): Promise<number> {
  const params = new SqlParams();
  const where = [...imageQueryConditions(params, query, collections), `i.collection = ANY(${params.add(collections)}::text[])`];
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM image i LEFT JOIN author a ON a.id = i.author_id WHERE ${where.join(' AND ')}`, params.values);
  return row?.n ?? 0;
}

/** Quick-search proposals: enabled images first, then the recently modified; looked for first among the latest (recentFirstSql). */
export async function imageProposals(
  db: Queryable,
  query: string,
  collections: readonly ImageCollection[],
  limit: number,
): Promise<{ id: number; label: string; collection: ImageCollection; authorId: number | null }[]> {
  const params = new SqlParams();
  const terms = queryTerms(query).map((term) => termMatch(params, term, collections));
  if (terms.length === 0) return [];
  const inCollections = `collection = ANY(${params.add(collections)}::text[])`;
  const rows = await db.query<{ id: number; name: string; collection: ImageCollection; author_id: number | null }>(
    recentFirstSql({
      columns: 'i.id, i.name, i.collection, i.author_id, i.enable, i.modification_date',
      alias: 'i',
      recent: `SELECT * FROM image WHERE ${inCollections} ORDER BY enable DESC, modification_date DESC, id`,
      recentMatch: terms.map(termRowCondition).join(' AND '),
      all: `FROM image i WHERE ${[...terms.map(termCondition), `i.${inCollections}`].join(' AND ')}`,
      order: 'enable DESC, modification_date DESC, id',
      limit: params.add(limit),
    }),
    params.values,
  );
  return rows.map((r) => ({ id: r.id, label: r.name, collection: r.collection, authorId: r.author_id }));
}
