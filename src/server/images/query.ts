import { DEFAULT_IMAGE_SORT, type ImageCharacteristic, type ImageCollection, type ImageRow, type ImageSearchRequest } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { DATE_FILTER_MIN } from '../../shared/rules/date-bounds';
import type { Queryable } from '../db/db';
import { SqlParams, containsPattern, queryTerms, idTerm } from '../db/sql';
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

/**
 * Every word of the query in the name, credits, sources, comments, tags or author's name, or the id itself. The
 * image's text and its author's name are matched apart, each by its trigram index (migration 015), the ids that
 * match either (or the id named) gathered first: one expression over both tables, as before, read every image. A word cannot span
 * the two any more, which only a word folded into two (Saint-Étienne) could.
 */
export function imageQueryConditions(params: SqlParams, query: string | undefined): string[] {
  return queryTerms(query).map((term) => {
    const pattern = `pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'`;
    const id = idTerm(term);
    // The id among the others: an OR beside IN (…) would test every image against the list.
    return `i.id IN (SELECT m.id FROM image m WHERE pupitre_image_text(m.name, m.credits, m.sources, m.comments, m.tags) LIKE ${pattern}
      UNION ALL SELECT m.id FROM image m JOIN author ma ON ma.id = m.author_id WHERE pupitre_person_name(ma.first_name, ma.particle, ma.last_name) LIKE ${pattern}
      ${id === null ? '' : `UNION ALL SELECT ${params.add(id)}::int`})`;
  });
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
  const where: string[] = [];
  where.push(...imageQueryConditions(params, request.query));
  if (request.collectionFilter?.length) where.push(`i.collection = ANY(${params.add(request.collectionFilter)}::text[])`);
  if (typeof request.enableFilter === 'boolean') where.push(`i.enable = ${params.add(request.enableFilter)}`);
  if (request.mimeTypeFilter?.length) where.push(`i.mime_type = ANY(${params.add(request.mimeTypeFilter)}::text[])`);
  for (const c of new Set(request.characteristicFilter ?? [])) where.push(characteristicCondition(c));
  if (request.authorIdFilter?.length) where.push(`i.author_id = ANY(${params.add(request.authorIdFilter)}::int[])`);
  if (request.publicationPeriodicalFilter?.length) where.push(usedInPeriodicalsCondition(params, request.publicationPeriodicalFilter));
  if (request.periodicalFilter?.length) where.push(inArticlesOfCondition(params, request.periodicalFilter));
  if (typeof request.priorityFilter === 'boolean') where.push(priorityCondition(request.priorityFilter));
  if (request.formatFilter?.length) where.push(`i.format = ANY(${params.add(request.formatFilter)}::text[])`);
  if (request.imageFilter?.length) where.push(`i.id = ANY(${params.add(request.imageFilter)}::int[])`);
  where.push(...modificationDateConditions(params, request.modificationDateFilter));
  where.push(...publicationEndDateConditions(params, request.endDateFilter));
  const from = `FROM image i LEFT JOIN author a ON a.id = i.author_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const sort = request.sort ?? DEFAULT_IMAGE_SORT;
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params.values);
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
  const where = [...imageQueryConditions(params, query), `i.collection = ANY(${params.add(collections)}::text[])`];
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM image i LEFT JOIN author a ON a.id = i.author_id WHERE ${where.join(' AND ')}`, params.values);
  return row?.n ?? 0;
}

/** Quick-search proposals: enabled images first, then the recently modified. */
export async function imageProposals(
  db: Queryable,
  query: string,
  collections: readonly ImageCollection[],
  limit: number,
): Promise<{ id: number; label: string; collection: ImageCollection; authorId: number | null }[]> {
  const params = new SqlParams();
  const where = imageQueryConditions(params, query);
  if (where.length === 0) return [];
  where.push(`i.collection = ANY(${params.add(collections)}::text[])`);
  const rows = await db.query<{ id: number; name: string; collection: ImageCollection; author_id: number | null }>(
    `SELECT i.id, i.name, i.collection, i.author_id FROM image i LEFT JOIN author a ON a.id = i.author_id WHERE ${where.join(' AND ')}
     ORDER BY i.enable DESC, i.modification_date DESC, i.id LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows.map((r) => ({ id: r.id, label: r.name, collection: r.collection, authorId: r.author_id }));
}
