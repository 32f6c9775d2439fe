import type { BrowseItem, BrowseResult } from '../../shared/domain/editor-browse';
import { richTextToPlain } from '../../shared/rules/rich-text';
import type { Queryable } from '../db/db';
import { SqlParams, queryTerms } from '../db/sql';
import { titleTermCondition } from '../db/title-search';
import { imageQueryConditions } from '../images/query';

/**
 * What the editor browses (issue 33, Fonto's POST {base}/browse): the documents (articles and bundles) of the
 * periodicals the user reads, by their title, and the image bank's pictures. No folders: both are flat.
 */

export interface BrowsePage {
  fulltext: string | undefined;
  limit: number;
  offset: number;
}

/** Articles and bundles whose title holds every word (or whose id is one), of the readable periodicals (null: all). */
export async function browseDocuments(db: Queryable, readable: readonly string[] | null, page: BrowsePage): Promise<BrowseResult> {
  const params = new SqlParams();
  const where = queryTerms(page.fulltext).map((term) => titleTermCondition(params, 'ar', term));
  if (readable !== null) where.push(`ar.periodical_id = ANY(${params.add(readable)}::text[])`);
  const from = `FROM article ar ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params.values);
  const rows = await db.query<{ id: number; title: string; type: string; periodical_id: string }>(
    `SELECT ar.id, ar.title, ar.type, ar.periodical_id ${from} ORDER BY ar.modification_date DESC, ar.id DESC
     LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
    params.values,
  );
  const items = rows.map(
    (row): BrowseItem => ({
      id: String(row.id),
      label: richTextToPlain(row.title),
      type: 'document',
      metadata: { properties: { Identifiant: String(row.id), Revue: row.periodical_id, Nature: row.type === 'BUNDLE' ? 'Lot' : 'Article' } },
    }),
  );
  return { totalItemCount: count?.n ?? 0, items };
}

const COLLECTION_LABELS: Record<string, string> = { AUTHOR: 'Auteurs', ILLUSTRATION: 'Illustrations', ADVERTISEMENT: 'Publicités' };

/**
 * Enabled pictures of the image bank matching the query as the image list's search does (name, credits, tags,
 * author…), newest first. Decision: the ads' pictures are not an article's, so the bank here is the authors'
 * and the illustrations' images; a disabled image is not offered (it is still previewed where an article shows it).
 */
export async function browseImages(db: Queryable, page: BrowsePage): Promise<BrowseResult> {
  const params = new SqlParams();
  const where = [...imageQueryConditions(params, page.fulltext), `i.enable`, `i.collection IN ('AUTHOR', 'ILLUSTRATION')`];
  const from = `FROM image i LEFT JOIN author a ON a.id = i.author_id WHERE ${where.join(' AND ')}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params.values);
  const rows = await db.query<{ id: number; name: string; collection: string; width: number; height: number; mime_type: string; credits: string }>(
    `SELECT i.id, i.name, i.collection, i.width, i.height, i.mime_type, i.credits ${from} ORDER BY i.modification_date DESC, i.id DESC
     LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
    params.values,
  );
  const items = rows.map((row): BrowseItem => {
    const credits = richTextToPlain(row.credits).trim();
    const properties: Record<string, string> = {
      Identifiant: String(row.id),
      Collection: COLLECTION_LABELS[row.collection] ?? row.collection,
      Dimensions: `${row.width} × ${row.height} px`,
      Type: row.mime_type,
      ...(credits ? { Crédits: credits } : {}),
    };
    return { id: String(row.id), label: row.name, type: 'image', metadata: { properties } };
  });
  return { totalItemCount: count?.n ?? 0, items };
}
