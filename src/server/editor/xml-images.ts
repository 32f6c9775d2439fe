import type { Queryable } from '../db/db';

/** The image bank's pictures an article's XML shows: its <image ref="…"/> elements (issue 33), by id. */
export function imageRefs(xml: string | null): number[] {
  if (!xml) return [];
  const refs = new Set<number>();
  for (const [, , id] of xml.matchAll(/<image\b[^>]*?\sref\s*=\s*(["'])(\d{1,9})\1/g)) refs.add(Number(id));
  return [...refs];
}

/**
 * The article's use of pictures (article_image: the image bank's « utilisée », its list of uses, the article
 * search by image) follows its XML: a picture the new text shows is added; one the old text showed and the new
 * one no longer does is removed. Uses recorded otherwise (not from the text) stay.
 */
export async function followXmlImages(tx: Queryable, articleId: number, before: string | null, after: string): Promise<void> {
  const now = imageRefs(after);
  const dropped = imageRefs(before).filter((id) => !now.includes(id));
  if (dropped.length) await tx.query('DELETE FROM article_image WHERE article_id = $1 AND image_id = ANY($2::int[])', [articleId, dropped]);
  if (now.length) {
    await tx.query('INSERT INTO article_image (article_id, image_id) SELECT $1, id FROM image WHERE id = ANY($2::int[]) ON CONFLICT DO NOTHING', [articleId, now]);
  }
}
