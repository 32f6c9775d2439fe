import type { PublicationRow, PublicationSearchRequest, PublicationSortAttribute } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { parsePublicationName } from '../../shared/rules/publication-number';
import type { Queryable } from '../db/db';
import { SqlParams, containsPattern, queryTerms } from '../db/sql';
import { PUBLICATION_COLUMNS, PUBLICATION_FROM, toPublicationRow, type PublicationDbRow } from './rows';

/** The publication list (spec 2 §2.1, §2.2): filters of the query string, sort, one page. */

export type PublicationSearch = Omit<PublicationSearchRequest, 'page' | 'size'> & { page: number; size: number };

/** Spec 2 §9: default sort UPDATE descending. The id column sorts by periodical, year, then start date. */
const SORT_COLUMNS: Record<PublicationSortAttribute, string> = {
  ID: 'p.periodical_id %d, p.year %d, p.start_date %d, p.number',
  UPDATE: 'p.modification_date %d',
  START_DATE: 'p.start_date %d',
};

const NAME = `(p.periodical_id || '_' || p.year || '_' || p.number)`;

function conditions(params: SqlParams, request: PublicationSearch): string[] {
  const where = queryTerms(request.query).map((term) => {
    const pattern = params.add(containsPattern(term));
    return `(pupitre_fold(${NAME}) LIKE pupitre_fold(${pattern}) ESCAPE '\\'
      OR pupitre_fold(coalesce(p.title, '')) LIKE pupitre_fold(${pattern}) ESCAPE '\\'
      OR pupitre_fold(pe.label) LIKE pupitre_fold(${pattern}) ESCAPE '\\')`;
  });
  if (request.statusFilter?.length) where.push(`p.status = ANY(${params.add(request.statusFilter)}::text[])`);
  const periodicals = [...(request.periodicalFilter ?? []), ...(request.periodicalIdFilter ?? [])];
  if (periodicals.length) where.push(`p.periodical_id = ANY(${params.add(periodicals)}::text[])`);
  if (request.imageFilter?.length) {
    const images = params.add(request.imageFilter);
    where.push(`(p.image_id = ANY(${images}::int[]) OR EXISTS (SELECT 1 FROM plan_node n WHERE n.publication_id = p.id AND n.image_id = ANY(${images}::int[])))`);
  }
  if (request.publicationFilter?.length) {
    const ids = request.publicationFilter.filter((f): f is number => typeof f === 'number');
    const names = request.publicationFilter.filter((f): f is string => typeof f === 'string');
    const numeric = names.filter((n) => /^\d+$/.test(n)).map(Number);
    const named = names.map(parsePublicationName).filter((n) => n !== null);
    where.push(`(p.id = ANY(${params.add([...ids, ...numeric])}::int[]) OR ${NAME} = ANY(${params.add(named.map((n) => `${n.periodicalId}_${n.year}_${n.number}`))}::text[]))`);
  }
  if (request.attachedFilterBis === true) where.push(`p.status = 'IN_PROGRESS'`);
  if (request.editionTypeFilter?.length) where.push(`p.edition_type = ANY(${params.add(request.editionTypeFilter)}::text[])`);
  if (request.yearFilter?.length) where.push(`p.year = ANY(${params.add(request.yearFilter)}::int[])`);
  return where;
}

export async function searchPublications(db: Queryable, request: PublicationSearch): Promise<SearchResult<PublicationRow>> {
  const params = new SqlParams();
  const where = conditions(params, request);
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const sort = request.sort ?? { attr: 'UPDATE', order: 'DESC' };
  const direction = sort.order === 'ASC' ? 'ASC' : 'DESC';
  const order = SORT_COLUMNS[sort.attr].replace(/%d/g, direction);
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM publication p JOIN periodical pe ON pe.id = p.periodical_id ${condition}`, params.values);
  const rows = await db.query<PublicationDbRow>(
    `SELECT ${PUBLICATION_COLUMNS} FROM ${PUBLICATION_FROM} ${condition}
     ORDER BY ${order}, p.id ${direction} LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  return { result: rows.map(toPublicationRow), resultCount: count?.n ?? 0 };
}

/** POST /api/search/autocomplete/publication: id and label (the name), newest first. */
export async function publicationProposals(
  db: Queryable,
  request: { query: string; page: number; size: number; periodicalIdFilter: string[] },
): Promise<{ id: number; label: string }[]> {
  const params = new SqlParams();
  // The folded name by its trigram index (migration 015).
  const where = queryTerms(request.query).map((term) => `pupitre_publication_name(p.periodical_id, p.year, p.number) LIKE pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'`);
  if (request.periodicalIdFilter.length) where.push(`p.periodical_id = ANY(${params.add(request.periodicalIdFilter)}::text[])`);
  return db.query<{ id: number; label: string }>(
    `SELECT p.id, ${NAME} AS label FROM publication p ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY p.year DESC, p.start_date DESC, p.id DESC LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
}
