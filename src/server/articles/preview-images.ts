import { IMAGE_CONTENT_TYPES } from '../../shared/domain/image';
import type { Db } from '../db/db';
import { imageRefs } from '../editor/xml-images';
import { fileBytes } from '../images/files';
import { boxOf, renditionOf } from '../images/renditions';
import { imageSource } from '../images/store';

/** Beyond these, a picture keeps its legend's frame: the page stays of a size the preview can carry. */
const MAX_PICTURES = 20;
const MAX_PICTURE_BYTES = 512 * 1024;
const CONTENT_TYPES: readonly string[] = Object.values(IMAGE_CONTENT_TYPES);

/**
 * The pictures of the image bank an article's XML shows (`<image ref="…"/>`, issue 33), for its preview: each one's
 * MEDIUM rendition as a data: address, inside the page. The preview's frame loads nothing from any address (its
 * CSP: `img-src data:`) and holds no credential: a picture in the page is the only one it can show. Any signed-in
 * user may read the image bank (GET /api/image/{id}): the preview's reader gives nothing away. A picture missing
 * (deleted, unreadable) is simply absent from the map.
 */
export async function previewPictures(db: Db, xml: string | null): Promise<ReadonlyMap<number, string>> {
  const pictures = new Map<number, string>();
  for (const id of imageRefs(xml).slice(0, MAX_PICTURES)) {
    const source = await imageSource(db, id);
    const file = source && (await renditionOf(db, source, boxOf('MEDIUM')));
    if (!file || !CONTENT_TYPES.includes(file.contentType)) continue;
    const bytes = await fileBytes(db, file.sha256);
    if (bytes && bytes.length <= MAX_PICTURE_BYTES) pictures.set(id, `data:${file.contentType};base64,${bytes.toString('base64')}`);
  }
  return pictures;
}
