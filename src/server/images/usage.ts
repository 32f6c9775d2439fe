import type { ArticleRef, PublicationRef, PublicationStatus } from '../../shared/domain/image';
import type { Queryable } from '../db/db';

/**
 * Where images and ads are used, computed from the data: articles showing an image (article_image),
 * publications with the image on their cover or in their plan (publication_media).
 */

/** The spec's publication identifier: periodicalId_year_number (spec 2 §3). */
export function publicationName(p: { periodicalId: string; year: number; number: string }): string {
  return `${p.periodicalId}_${p.year}_${p.number}`;
}

/** The articles showing each image, most recently modified first. */
export async function articlesUsing(db: Queryable, imageIds: readonly number[]): Promise<Map<number, ArticleRef[]>> {
  const out = new Map<number, ArticleRef[]>(imageIds.map((id) => [id, []]));
  if (imageIds.length === 0) return out;
  const rows = await db.query<{ image_id: number; article_id: number; title: string; type: 'ARTICLE' | 'BUNDLE' }>(
    `SELECT ai.image_id, ar.id AS article_id, ar.title, ar.type FROM article_image ai JOIN article ar ON ar.id = ai.article_id
     WHERE ai.image_id = ANY($1::int[]) ORDER BY ar.modification_date DESC, ar.id DESC`,
    [imageIds],
  );
  for (const r of rows) out.get(r.image_id)?.push({ articleId: r.article_id, title: r.title, type: r.type });
  return out;
}

/** The publications showing each image (cover or plan), most recently modified first. */
export async function publicationsUsing(db: Queryable, imageIds: readonly number[]): Promise<Map<number, PublicationRef[]>> {
  const out = new Map<number, PublicationRef[]>(imageIds.map((id) => [id, []]));
  if (imageIds.length === 0) return out;
  const rows = await db.query<{ image_id: number; id: number; periodical_id: string; year: number; number: string; title: string | null; status: PublicationStatus }>(
    `SELECT u.image_id, p.id, p.periodical_id, p.year, p.number, p.title, p.status
     FROM (SELECT image_id, publication_id FROM publication_media WHERE image_id = ANY($1::int[])
           UNION SELECT image_id, id FROM publication WHERE image_id = ANY($1::int[])) u
     JOIN publication p ON p.id = u.publication_id
     ORDER BY p.modification_date DESC, p.id DESC`,
    [imageIds],
  );
  for (const r of rows) {
    out.get(r.image_id)?.push({
      publicationId: r.id,
      publicationName: publicationName({ periodicalId: r.periodical_id, year: r.year, number: r.number }),
      title: r.title,
      periodicalId: r.periodical_id,
      status: r.status,
    });
  }
  return out;
}
