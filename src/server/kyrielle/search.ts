import { KYRIELLE_SUGGESTIONS, type DocumentUnit, type KyrielleSearchRequest, type PagedResult } from '../../shared/domain/kyrielle';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';

/**
 * The organise screen's document search (spec 2 §7 POST /api/kyrielle/document/search; §3 Search request):
 * units of one source, every filter ANDed, each with how often the tree places it (countInTree), newest
 * first. The free text matches the title or the id.
 */

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause and its parameters; $1 is the tree. */
function conditions(request: KyrielleSearchRequest): { where: string; params: unknown[] } {
  const params: unknown[] = [request.treeId, request.type];
  const where: string[] = ['d.source = $2'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  const text = request.searchText?.trim();
  if (text) add((n) => `(d.title_search LIKE ${n} OR lower(d.id) LIKE ${n})`, likePattern(text));
  const status = request.status ?? [];
  // On the join's own column: the planner reads `IS NULL` there as an anti-join and estimates it (on p.count it
  // guessed one row, and sorted every match rather than walk the page's index).
  if (status.length === 1) where.push(status[0] === 'ATTACHED' ? 'p.document_id IS NOT NULL' : 'p.document_id IS NULL');
  if (request.nature?.length) add((n) => `d.nature = ANY(${n}::text[])`, request.nature);
  if (request.oxygenCategory?.length) add((n) => `d.oxygen_category = ANY(${n}::text[])`, request.oxygenCategory);
  if (request.oxygenType) add((n) => `d.oxygen_type = ${n}`, request.oxygenType);
  if (request.ean?.trim()) add((n) => `d.ean LIKE ${n}`, `${request.ean.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (request.periodicalFilter?.length) add((n) => `d.periodical_id = ANY(${n}::text[])`, request.periodicalFilter);
  if (request.planNodeFilter?.length) add((n) => `d.plan_node_id = ANY(${n}::text[])`, request.planNodeFilter);
  const { start, end } = request.publicationDateFilter ?? {};
  if (start && end && start > end) throw new HttpError(400, 'Recherche refusée : la date de début suit la date de fin (publicationDateFilter).');
  if (start) add((n) => `d.publication_date >= ${n}::date`, start);
  if (end) add((n) => `d.publication_date <= ${n}::date`, end);
  if (request.thematic?.trim()) add((n) => `lower(d.thematic) = ${n}`, request.thematic.trim().toLowerCase());
  if (request.typeActe?.trim()) add((n) => `lower(d.type_acte) = ${n}`, request.typeActe.trim().toLowerCase());
  if (request.publicationIdFilter?.length) add((n) => `d.publication_id = ANY(${n}::int[])`, request.publicationIdFilter);
  return { where: where.join(' AND '), params };
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The search's two statements (exported for the test that reads their plans): the page, in the order of the
 * index document_unit_source_order, so that it stops at its last row; the total, apart, which the trigram
 * indexes serve. One statement for both (count(*) OVER ()) read and sorted every matching unit for a page of 50.
 */
export function searchStatements(request: KyrielleSearchRequest, page: number, size: number): { page: Statement; count: Statement } {
  const { where, params } = conditions(request);
  const from = `FROM document_unit d LEFT JOIN kyrielle_placement p ON p.tree_id = $1 AND p.document_id = d.id WHERE ${where}`;
  return {
    page: {
      sql: `SELECT d.id, d.title, d.source, p.count ${from} ORDER BY d.publication_date DESC NULLS LAST, d.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      params: [...params, size, page * size],
    },
    count: { sql: `SELECT count(*)::int AS n ${from}`, params },
  };
}

export async function searchDocuments(db: Queryable, request: KyrielleSearchRequest, page: number, size: number): Promise<PagedResult<DocumentUnit>> {
  const [tree] = await db.query('SELECT 1 FROM kyrielle_tree WHERE id = $1', [request.treeId]);
  if (!tree) throw new HttpError(400, `Recherche refusée : chemin de fer inconnu (treeId ${request.treeId}).`);
  const statements = searchStatements(request, page, size);
  const rows = await db.query<{ id: string; title: string; source: DocumentUnit['type']; count: number | null }>(statements.page.sql, statements.page.params);
  // A page that is not full, and not past the end, is the last one: it tells the total without a count.
  const last = rows.length < size && (rows.length > 0 || page === 0);
  const total = last ? page * size + rows.length : ((await db.query<{ n: number }>(statements.count.sql, statements.count.params))[0]?.n ?? 0);
  return {
    content: rows.map((r) => ({ id: r.id, title: r.title, countInTree: r.count ?? 0, type: r.source })),
    size,
    number: page,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  };
}

/** POST /api/kyrielle/oxygen/thematics and /type-acte: the Oxygen values holding the typed text. */
export async function oxygenSuggestions(db: Queryable, column: 'thematic' | 'type_acte', typed: string): Promise<string[]> {
  const text = typed.trim();
  if (!text) return [];
  const rows = await db.query<{ value: string }>(
    `SELECT DISTINCT ${column} AS value FROM document_unit WHERE source = 'OXYGEN' AND ${column} IS NOT NULL AND lower(${column}) LIKE $1 ORDER BY value LIMIT $2`,
    [likePattern(text), KYRIELLE_SUGGESTIONS],
  );
  return rows.map((r) => r.value);
}
