import { zipSync, type Zippable } from 'fflate';
import { safeFileName } from '../../shared/rules/file-names';
import type { Queryable } from '../db/db';
import { exportXml, type ExportedDocument } from '../editor/xml-export';

/**
 * The zip of a push (spec 2 §7 GET /api/admin/publish-online/{id}/download, §9 {id}-export.zip): a folder per
 * article, its XML ({id}.xml, as GET /api/article/xml/{id} hands it out) and its images' originals under
 * images/. Every name in the zip is built from ids and sanitised names: no path of a user's reaches it.
 */

interface ImageRow {
  article_id: number;
  id: number;
  name: string;
  content_type: string;
  bytes: Uint8Array;
}

export async function pushZip(db: Queryable, pushId: number): Promise<Uint8Array> {
  const articles = await db.query<ExportedDocument>(
    `SELECT a.id, a.type, a.article_type, a.title, a.periodical_id, a.content_xml
     FROM online_push_article pa JOIN article a ON a.id = pa.article_id WHERE pa.push_id = $1 ORDER BY pa.position`,
    [pushId],
  );
  const images = await db.query<ImageRow>(
    `SELECT ai.article_id, i.id, i.name, b.content_type, b.bytes
     FROM online_push_article pa JOIN article_image ai ON ai.article_id = pa.article_id
     JOIN image i ON i.id = ai.image_id JOIN image_blob b ON b.sha256 = i.original_sha256
     WHERE pa.push_id = $1 ORDER BY ai.article_id, i.id`,
    [pushId],
  );
  const files: Zippable = {};
  for (const a of articles) {
    files[`${a.id}/${a.id}.xml`] = new TextEncoder().encode(exportXml(a));
  }
  for (const image of images) {
    const name = safeFileName(`${image.id}-${image.name}`, String(image.id), image.content_type);
    // Images are compressed already: stored as they are.
    files[`${image.article_id}/images/${name}`] = [new Uint8Array(image.bytes), { level: 0 }];
  }
  return zipSync(files, { level: 6 });
}
