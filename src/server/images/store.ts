import type {
  Image,
  ImageCollection,
  ImageColor,
  ImageContentType,
  ImageFraming,
  ImageMimeType,
  ImageQuality,
} from '../../shared/domain/image';
import type { Queryable } from '../db/db';
import { releaseFiles, storeFile } from './files';
import type { ImageFile } from './inspect';
import { IMAGE_COLUMNS, toImage, type ImageDbRow } from './rows';

/** Images in the database: metadata in `image`, the original file in `image_blob` (renditions: renditions.ts). */

// Quick search (routes/search.ts) reads these from here.
export { countImages, imageProposals } from './query';

export interface ImageRecord {
  /** Given by the seed; the database numbers the others. */
  id?: number;
  collection: ImageCollection;
  authorId: number | null;
  name: string;
  enable: boolean;
  fav: boolean;
  color: ImageColor | null;
  framing: ImageFraming | null;
  credits: string;
  sources: string;
  tags: string[];
  quality: ImageQuality;
  comments: string;
  file: ImageFile;
  uploadDate: Date;
  modificationDate: Date;
  modificationUser: string | null;
}

/** The original files of some images: to release once they are deleted or replaced. */
export async function filesOf(tx: Queryable, where: { imageIds?: readonly number[]; authorId?: number }): Promise<string[]> {
  const rows = await tx.query<{ original_sha256: string }>(
    `SELECT original_sha256 FROM image WHERE ${where.authorId !== undefined ? 'author_id = $1' : 'id = ANY($1::int[])'}`,
    [where.authorId ?? where.imageIds ?? []],
  );
  return rows.map((r) => r.original_sha256);
}

/** Inserts images (one statement for all), their files first. Returns their ids, in order when the records carry them. */
export async function insertImages(tx: Queryable, records: readonly ImageRecord[]): Promise<number[]> {
  if (records.length === 0) return [];
  const files = new Map(records.map((r) => [r.file.sha256, r.file]));
  for (const file of files.values()) await storeFile(tx, file);
  const withIds = records.every((r) => r.id !== undefined);
  const rows = records.map((r) => ({
    id: r.id ?? null,
    collection: r.collection,
    author_id: r.authorId,
    name: r.name,
    enable: r.enable,
    fav: r.fav,
    format: r.file.format,
    color: r.color,
    framing: r.framing,
    credits: r.credits,
    sources: r.sources,
    tags: r.tags,
    quality: r.quality,
    comments: r.comments,
    mime_type: r.file.mimeType,
    width: r.file.width,
    height: r.file.height,
    xdpi: r.file.xdpi,
    weight: r.file.weight,
    original_sha256: r.file.sha256,
    upload_date: r.uploadDate.toISOString(),
    modification_date: r.modificationDate.toISOString(),
    modification_user: r.modificationUser,
  }));
  const columns = `collection, author_id, name, enable, fav, format, color, framing, credits, sources, tags, quality, comments, mime_type,
    width, height, xdpi, weight, original_sha256, upload_date, modification_date, modification_user`;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO image (${withIds ? 'id, ' : ''}${columns})
     SELECT ${withIds ? 'x.id, ' : ''}${columns
       .split(',')
       .map((c) => `x.${c.trim()}`)
       .join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS x(id integer, collection text, author_id integer, name text, enable boolean, fav boolean,
       format text, color text, framing text, credits text, sources text, tags text[], quality text, comments text, mime_type text,
       width integer, height integer, xdpi integer, weight integer, original_sha256 text,
       upload_date timestamptz, modification_date timestamptz, modification_user text)
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  if (withIds) await tx.query(`SELECT setval(pg_get_serial_sequence('image', 'id'), (SELECT max(id) FROM image))`);
  return inserted.map((r) => r.id);
}

export async function findImage(db: Queryable, id: number): Promise<Image | undefined> {
  const [row] = await db.query<ImageDbRow>(`SELECT ${IMAGE_COLUMNS} FROM image i WHERE i.id = $1`, [id]);
  return row && toImage(row);
}

/** The images of each of these authors, disabled ones included: favourite first, then by id (one query for all). */
export async function authorsImages(db: Queryable, authorIds: readonly number[]): Promise<ReadonlyMap<number, Image[]>> {
  const rows = await db.query<ImageDbRow>(`SELECT ${IMAGE_COLUMNS} FROM image i WHERE i.author_id = ANY($1::int[]) ORDER BY i.fav DESC, i.id`, [authorIds]);
  const byAuthor = new Map<number, Image[]>();
  for (const row of rows) {
    if (row.author_id === null) continue;
    const images = byAuthor.get(row.author_id) ?? [];
    images.push(toImage(row));
    byAuthor.set(row.author_id, images);
  }
  return byAuthor;
}

/** What serves an image's file (no bytes: a conditional GET may not need them). */
export interface ImageSource {
  version: number;
  name: string;
  mimeType: ImageMimeType;
  sha256: string;
  contentType: ImageContentType;
  width: number;
  height: number;
}

export async function imageSource(db: Queryable, id: number): Promise<ImageSource | undefined> {
  const [row] = await db.query<{ version: number; name: string; mime_type: ImageMimeType; sha256: string; content_type: ImageContentType; width: number; height: number }>(
    `SELECT i.version, i.name, i.mime_type, b.sha256, b.content_type, i.width, i.height
       FROM image i JOIN image_blob b ON b.sha256 = i.original_sha256 WHERE i.id = $1`,
    [id],
  );
  return row && { version: row.version, name: row.name, mimeType: row.mime_type, sha256: row.sha256, contentType: row.content_type, width: row.width, height: row.height };
}

export interface ImageOwner {
  collection: ImageCollection;
  authorId: number | null;
  enable: boolean;
  version: number;
  name: string;
  mimeType: ImageMimeType;
  weight: number;
  modificationDate: Date;
  modificationUser: string | null;
}

/** Which of `ids` exist, with what the routes check before changing them. */
export async function imageOwners(db: Queryable, ids: readonly number[]): Promise<Map<number, ImageOwner>> {
  const rows = await db.query<{
    id: number;
    collection: ImageCollection;
    author_id: number | null;
    enable: boolean;
    version: number;
    name: string;
    mime_type: ImageMimeType;
    weight: number;
    modification_date: Date;
    modification_user: string | null;
  }>('SELECT id, collection, author_id, enable, version, name, mime_type, weight, modification_date, modification_user FROM image WHERE id = ANY($1::int[])', [ids]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        collection: r.collection,
        authorId: r.author_id,
        enable: r.enable,
        version: r.version,
        name: r.name,
        mimeType: r.mime_type,
        weight: r.weight,
        modificationDate: r.modification_date,
        modificationUser: r.modification_user,
      },
    ]),
  );
}

/** Enables or disables images (a disabled image is nobody's favourite). Returns those whose state changed, by id. */
export async function setImagesEnabled(tx: Queryable, ids: readonly number[], enable: boolean, user: string): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE image SET enable = $2, fav = fav AND $2, version = version + 1, modification_date = now(), modification_user = $3
     WHERE id = ANY($1::int[]) AND enable <> $2 RETURNING id`,
    [ids, enable, user],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Deletes images for good, and the files no other image uses. Returns those deleted, by id. */
export async function deleteImages(tx: Queryable, ids: readonly number[]): Promise<number[]> {
  const files = await filesOf(tx, { imageIds: ids });
  const rows = await tx.query<{ id: number }>('DELETE FROM image WHERE id = ANY($1::int[]) RETURNING id', [ids]);
  await releaseFiles(tx, files);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The image form's fields; absent ones are left as they are. */
export interface ImageMetadata {
  name: string;
  color: ImageColor;
  framing?: ImageFraming | undefined;
  credits?: string | undefined;
  sources?: string | undefined;
  tags?: string[] | undefined;
  quality?: ImageQuality | undefined;
  comments?: string | undefined;
  /** Author images: true takes the mark from the author's other images. */
  fav?: boolean | undefined;
  enable?: boolean | undefined;
}

/**
 * Saves an image's metadata if it is still at `version` (any version when undefined). false when the
 * version is stale or the image is gone.
 */
export async function updateImageMetadata(tx: Queryable, id: number, version: number | undefined, metadata: ImageMetadata, user: string): Promise<boolean> {
  if (metadata.fav === true) {
    await tx.query('UPDATE image o SET fav = false FROM image i WHERE i.id = $1 AND o.author_id = i.author_id AND o.id <> i.id AND o.fav', [id]);
  }
  const rows = await tx.query(
    `UPDATE image SET name = $3, color = $4, framing = coalesce($5, framing), credits = coalesce($6, credits), sources = coalesce($7, sources),
       tags = coalesce($8::text[], tags), quality = coalesce($9, quality), comments = coalesce($10, comments),
       enable = coalesce($12, enable), fav = coalesce($11, fav) AND coalesce($12, enable),
       version = version + 1, modification_date = now(), modification_user = $13
     WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING id`,
    [
      id,
      version ?? null,
      metadata.name,
      metadata.color,
      metadata.framing ?? null,
      metadata.credits ?? null,
      metadata.sources ?? null,
      metadata.tags ?? null,
      metadata.quality ?? null,
      metadata.comments ?? null,
      metadata.fav ?? null,
      metadata.enable ?? null,
      user,
    ],
  );
  return rows.length === 1;
}

/** Puts a new file behind an image (metadata kept, measures and format recomputed); the old file goes if unused. */
export async function replaceImageFile(tx: Queryable, id: number, file: ImageFile, user: string): Promise<void> {
  const old = await filesOf(tx, { imageIds: [id] });
  await storeFile(tx, file);
  await tx.query(
    `UPDATE image SET mime_type = $2, width = $3, height = $4, xdpi = $5, weight = $6, format = $7, original_sha256 = $8,
       upload_date = now(), modification_date = now(), modification_user = $9, version = version + 1
     WHERE id = $1`,
    [id, file.mimeType, file.width, file.height, file.xdpi, file.weight, file.format, file.sha256, user],
  );
  await releaseFiles(tx, old);
}

/** Does this author have a favourite image? (A first upload becomes the favourite.) */
export async function hasFavourite(db: Queryable, authorId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM image WHERE author_id = $1 AND fav', [authorId]);
  return rows.length > 0;
}
