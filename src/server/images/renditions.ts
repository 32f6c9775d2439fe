import { RENDITION_BOXES, type ImageContentType, type ImageMimeType, type ImageSize } from '../../shared/domain/image';
import type { Db, Queryable } from '../db/db';
import { fileBytes, sha256, storeFile, type StoredFile } from './files';
import { sharpInput } from './inspect';

/**
 * THUMBNAIL and MEDIUM renditions (spec 1 §2, §9), and the editor's asset previews (issue 33): made once per
 * file and box by sharp, stored once (content-addressed, in image_rendition), in the original's type. Uploads
 * make the image list's at once; files that have none yet (demo data, a new box size, a preview) get them on
 * first request.
 */

const JPEG_QUALITY = 80;

/** A box a rendition fits in, and its name. */
export interface RenditionBox {
  name: string;
  width: number;
  height: number;
}

/** The box of an image list's size (spec 1 §7 ?size=). */
export const boxOf = (size: ImageSize): RenditionBox => ({ name: size, ...RENDITION_BOXES[size] });

/** The stored name of a rendition: its name and box, so that a new box makes new renditions. */
const renditionKey = (box: RenditionBox) => `${box.name}-${box.width}x${box.height}`;

export interface RenditionSource {
  sha256: string;
  bytes: Buffer;
  mimeType: ImageMimeType;
  contentType: ImageContentType;
  width: number;
  height: number;
}

/**
 * The file of a rendition: the source itself when it fits the box (nothing resized, nothing stored twice),
 * else a copy resized to fit, proportions kept, EXIF orientation applied.
 */
async function renderRendition(source: RenditionSource, box: RenditionBox): Promise<StoredFile> {
  if (source.width <= box.width && source.height <= box.height) {
    return { sha256: source.sha256, contentType: source.contentType, width: source.width, height: source.height, bytes: source.bytes };
  }
  const pipeline = sharpInput(source.bytes).rotate().resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
  const encoded = source.mimeType === 'JPG' ? pipeline.jpeg({ quality: JPEG_QUALITY }) : pipeline.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { sha256: sha256(data), contentType: source.contentType, width: info.width, height: info.height, bytes: data };
}

/** Stores a rendition of `sourceSha` (its file, then the link). */
async function storeRendition(tx: Queryable, sourceSha: string, box: RenditionBox, file: StoredFile): Promise<void> {
  await storeFile(tx, file);
  await tx.query(`INSERT INTO image_rendition (source_sha256, rendition, sha256) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [sourceSha, renditionKey(box), file.sha256]);
}

/** Both renditions of a new file, made before its transaction opens (sharp is slow next to SQL). */
export async function renderAll(source: RenditionSource): Promise<Map<ImageSize, StoredFile>> {
  const entries = await Promise.all((Object.keys(RENDITION_BOXES) as ImageSize[]).map(async (size) => [size, await renderRendition(source, boxOf(size))] as const));
  return new Map(entries);
}

export async function storeAll(tx: Queryable, sourceSha: string, renditions: ReadonlyMap<ImageSize, StoredFile>): Promise<void> {
  for (const [size, file] of renditions) await storeRendition(tx, sourceSha, boxOf(size), file);
}

export interface RenditionFile {
  sha256: string;
  contentType: string;
}

/** Renditions being made, per database: simultaneous requests for the same one wait for a single resize. */
const inFlight = new WeakMap<Db, Map<string, Promise<RenditionFile | undefined>>>();

async function storedRendition(db: Queryable, sourceSha: string, box: RenditionBox): Promise<RenditionFile | undefined> {
  const [row] = await db.query<{ sha256: string; content_type: string }>(
    `SELECT r.sha256, b.content_type FROM image_rendition r JOIN image_blob b ON b.sha256 = r.sha256 WHERE r.source_sha256 = $1 AND r.rendition = $2`,
    [sourceSha, renditionKey(box)],
  );
  return row && { sha256: row.sha256, contentType: row.content_type };
}

async function makeRendition(db: Db, source: Omit<RenditionSource, 'bytes'>, box: RenditionBox): Promise<RenditionFile | undefined> {
  const bytes = await fileBytes(db, source.sha256);
  if (!bytes) return undefined;
  const file = await renderRendition({ ...source, bytes }, box);
  await db.transaction((tx) => storeRendition(tx, source.sha256, box, file));
  return { sha256: file.sha256, contentType: file.contentType };
}

/** The rendition of a stored file in a box, made now if it does not exist yet. undefined: no such file. */
export async function renditionOf(db: Db, source: Omit<RenditionSource, 'bytes'>, box: RenditionBox): Promise<RenditionFile | undefined> {
  const stored = await storedRendition(db, source.sha256, box);
  if (stored) return stored;
  let pending = inFlight.get(db);
  if (!pending) inFlight.set(db, (pending = new Map()));
  const key = `${source.sha256}:${renditionKey(box)}`;
  let work = pending.get(key);
  if (!work) {
    const map = pending;
    work = makeRendition(db, source, box).finally(() => map.delete(key));
    pending.set(key, work);
  }
  return work;
}
