import type { AdminExportRequest } from '../../shared/domain/admin-export';
import { richTextToPlain } from '../../shared/rules/rich-text';
import type { Queryable } from '../db/db';

/**
 * What the three exports read: the periodical's articles and bundles put online in the range (the Paris
 * calendar day of their online date, both ends included), and its publications put online in it.
 */

const IN_RANGE = (column: string) => `(${column} AT TIME ZONE 'Europe/Paris')::date BETWEEN $2::date AND $3::date`;

export interface PublishedArticle {
  id: number;
  kind: 'ARTICLE' | 'BUNDLE';
  articleType: string | null;
  title: string;
  status: string;
  onlineDate: Date;
  publicationName: string | null;
  rubrique: string | null;
  authors: { id: number; name: string }[];
}

export interface PublishedPublication {
  id: number;
  name: string;
  title: string | null;
  status: string;
  onlineDate: Date;
  articleCount: number;
}

const params = (r: AdminExportRequest) => [r.periodicalId, r.startDate, r.endDate];

export async function publishedArticles(db: Queryable, request: AdminExportRequest): Promise<PublishedArticle[]> {
  const rows = await db.query<{
    id: number;
    type: 'ARTICLE' | 'BUNDLE';
    article_type: string | null;
    title: string;
    status: string;
    publication_online_date: Date;
    publication_name: string | null;
    rubrique: string | null;
    authors: { id: number; name: string }[] | null;
  }>(
    `SELECT a.id, a.type, a.article_type, a.title, a.status, a.publication_online_date,
       p.periodical_id || '_' || p.year || '_' || p.number AS publication_name, n.name AS rubrique,
       (SELECT json_agg(json_build_object('id', au.id, 'name', concat_ws(' ', au.first_name, au.particle, au.last_name)) ORDER BY aa.position)
          FROM article_author aa JOIN author au ON au.id = aa.author_id WHERE aa.article_id = a.id) AS authors
     FROM article a
     LEFT JOIN publication p ON p.id = a.publication_id
     LEFT JOIN periodical_plan_node n ON n.id = a.plan_node_id
     WHERE a.periodical_id = $1 AND a.publication_online_date IS NOT NULL AND ${IN_RANGE('a.publication_online_date')}
     ORDER BY a.publication_online_date, a.id`,
    params(request),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.type,
    articleType: r.article_type,
    title: richTextToPlain(r.title),
    status: r.status,
    onlineDate: r.publication_online_date,
    publicationName: r.publication_name,
    rubrique: r.rubrique,
    authors: r.authors ?? [],
  }));
}

export async function publishedPublications(db: Queryable, request: AdminExportRequest): Promise<PublishedPublication[]> {
  const rows = await db.query<{ id: number; name: string; title: string | null; status: string; publication_online_date: Date; article_count: number }>(
    `SELECT p.id, p.periodical_id || '_' || p.year || '_' || p.number AS name, p.title, p.status, p.publication_online_date,
       (SELECT count(*)::int FROM article a WHERE a.publication_id = p.id) AS article_count
     FROM publication p
     WHERE p.periodical_id = $1 AND p.publication_online_date IS NOT NULL AND ${IN_RANGE('p.publication_online_date')}
     ORDER BY p.publication_online_date, p.id`,
    params(request),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, title: r.title, status: r.status, onlineDate: r.publication_online_date, articleCount: r.article_count }));
}
