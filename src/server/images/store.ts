import type { SearchResult } from '../../shared/domain/search-result';
import {
  DEFAULT_IMAGE_SORT,
  type Image,
  type ImageCharacteristic,
  type ImageCollection,
  type ImageColor,
  type ImageContentType,
  type ImageFormat,
  type ImageFraming,
  type ImageMimeType,
  type ImageQuality,
  type ImageRow,
  type ImageSearchRequest,
  type ImageSize,
} from '../../shared/domain/image';
import type { Queryable } from '../db/db';
import { SqlParams, containsPattern, isoDateTime, queryTerms, toBuffer } from '../db/sql';
import type { ProcessedImage, StoredFile } from './codec';

/** Images in the database: metadata in `image`, files in `image_blob` (each distinct file once). */

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
  file: ProcessedImage;
  uploadDate: Date;
  modificationDate: Date;
  modificationUser: string | null;
}

interface ImageDbRow {
  id: number;
  collection: ImageCollection;
  author_id: number | null;
  name: string;
  version: number;
  enable: boolean;
  fav: boolean;
  format: ImageFormat;
  color: ImageColor | null;
  framing: ImageFraming | null;
  credits: string;
  sources: string;
  tags: string[];
  quality: ImageQuality;
  comments: string;
  mime_type: ImageMimeType;
  width: number;
  height: number;
  xdpi: number | null;
  weight: number;
  upload_date: Date;
  modification_date: Date;
  modification_user: string | null;
  author_name?: string | null;
}

const IMAGE_COLUMNS = `i.id, i.collection, i.author_id, i.name, i.version, i.enable, i.fav, i.format, i.color, i.framing, i.credits,
  i.sources, i.tags, i.quality, i.comments, i.mime_type, i.width, i.height, i.xdpi, i.weight, i.upload_date, i.modification_date,
  i.modification_user`;

const CONTENT_TYPES: Record<ImageMimeType, ImageContentType> = { JPG: 'image/jpeg', PNG: 'image/png' };

export function characteristicsOf(image: Pick<Image, 'format' | 'color' | 'framing' | 'quality'>): ImageCharacteristic[] {
  const out: ImageCharacteristic[] = [image.format];
  if (image.color === 'COLOR' || image.color === 'BLACK_AND_WHITE') out.push(image.color);
  if (image.framing) out.push(image.framing);
  if (image.quality === 'BAD') out.push('BAD_QUALITY');
  return out;
}

function toImage(row: ImageDbRow): Image {
  return {
    id: row.id,
    name: row.name,
    collection: row.collection,
    version: row.version,
    enable: row.enable,
    disabled: !row.enable,
    authorId: row.author_id,
    fav: row.fav,
    used: false,
    format: row.format,
    color: row.color,
    framing: row.framing,
    credits: row.credits,
    sources: row.sources,
    tags: row.tags,
    quality: row.quality,
    comments: row.comments,
    characteristics: characteristicsOf(row),
    mimeType: row.mime_type,
    meta: { contentType: CONTENT_TYPES[row.mime_type], width: row.width, height: row.height, xdpi: row.xdpi, weight: row.weight },
    modificationDate: isoDateTime(row.modification_date),
    modificationUser: row.modification_user,
    uploadDate: isoDateTime(row.upload_date),
    lastArticlesModified: [],
  };
}

/** Stores a file unless the same bytes are stored already. */
export async function storeFile(tx: Queryable, file: StoredFile): Promise<void> {
  await tx.query(
    `INSERT INTO image_blob (sha256, content_type, width, height, bytes) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (sha256) DO NOTHING`,
    [file.sha256, file.contentType, file.width, file.height, file.bytes],
  );
}

/** Drops the files of `hashes` that no image uses any more. */
export async function releaseFiles(tx: Queryable, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await tx.query(
    `DELETE FROM image_blob b WHERE b.sha256 = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM image i WHERE i.original_sha256 = b.sha256)
       AND NOT EXISTS (SELECT 1 FROM image i WHERE i.medium_sha256 = b.sha256)
       AND NOT EXISTS (SELECT 1 FROM image i WHERE i.thumbnail_sha256 = b.sha256)`,
    [[...new Set(hashes)]],
  );
}

/** The files used by some images: to release once they are deleted or replaced. */
export async function filesOf(tx: Queryable, where: { imageIds?: readonly number[]; authorId?: number }): Promise<string[]> {
  const rows = await tx.query<{ original_sha256: string; medium_sha256: string; thumbnail_sha256: string }>(
    `SELECT original_sha256, medium_sha256, thumbnail_sha256 FROM image WHERE ${where.authorId !== undefined ? 'author_id = $1' : 'id = ANY($1::int[])'}`,
    [where.authorId ?? where.imageIds ?? []],
  );
  return rows.flatMap((r) => [r.original_sha256, r.medium_sha256, r.thumbnail_sha256]);
}

/** Inserts images (one statement for all), their files first. Returns their ids, in order when the records carry them. */
export async function insertImages(tx: Queryable, records: readonly ImageRecord[]): Promise<number[]> {
  if (records.length === 0) return [];
  const files = new Map<string, StoredFile>();
  for (const { file } of records) for (const f of [file.original, file.medium, file.thumbnail]) files.set(f.sha256, f);
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
    original_sha256: r.file.original.sha256,
    medium_sha256: r.file.medium.sha256,
    thumbnail_sha256: r.file.thumbnail.sha256,
    upload_date: r.uploadDate.toISOString(),
    modification_date: r.modificationDate.toISOString(),
    modification_user: r.modificationUser,
  }));
  const columns = `collection, author_id, name, enable, fav, format, color, framing, credits, sources, tags, quality, comments, mime_type,
    width, height, xdpi, weight, original_sha256, medium_sha256, thumbnail_sha256, upload_date, modification_date, modification_user`;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO image (${withIds ? 'id, ' : ''}${columns})
     SELECT ${withIds ? 'x.id, ' : ''}${columns
       .split(',')
       .map((c) => `x.${c.trim()}`)
       .join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS x(id integer, collection text, author_id integer, name text, enable boolean, fav boolean,
       format text, color text, framing text, credits text, sources text, tags text[], quality text, comments text, mime_type text,
       width integer, height integer, xdpi integer, weight integer, original_sha256 text, medium_sha256 text, thumbnail_sha256 text,
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

/** An author's images, disabled ones included: favourite first, then by id. */
export async function authorImages(db: Queryable, authorId: number): Promise<Image[]> {
  const rows = await db.query<ImageDbRow>(`SELECT ${IMAGE_COLUMNS} FROM image i WHERE i.author_id = $1 ORDER BY i.fav DESC, i.id`, [authorId]);
  return rows.map(toImage);
}

export interface ImageFileInfo {
  version: number;
  name: string;
  mimeType: ImageMimeType;
  sha256: string;
  contentType: string;
}

const FILE_COLUMN: Record<ImageSize | 'ORIGINAL', string> = {
  ORIGINAL: 'original_sha256',
  MEDIUM: 'medium_sha256',
  THUMBNAIL: 'thumbnail_sha256',
};

/** Which file serves an image at a size (no bytes: a conditional GET may not need them). */
export async function imageFileInfo(db: Queryable, id: number, size: ImageSize | 'ORIGINAL'): Promise<ImageFileInfo | undefined> {
  const [row] = await db.query<{ version: number; name: string; mime_type: ImageMimeType; sha256: string; content_type: string }>(
    `SELECT i.version, i.name, i.mime_type, b.sha256, b.content_type
       FROM image i JOIN image_blob b ON b.sha256 = i.${FILE_COLUMN[size]} WHERE i.id = $1`,
    [id],
  );
  return row && { version: row.version, name: row.name, mimeType: row.mime_type, sha256: row.sha256, contentType: row.content_type };
}

export async function fileBytes(db: Queryable, sha256: string): Promise<Buffer | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM image_blob WHERE sha256 = $1', [sha256]);
  return row && toBuffer(row.bytes);
}

const SORT_COLUMNS: Record<string, string> = { ID: 'i.id', NAME: 'pupitre_fold(i.name)', UPDATE: 'i.modification_date' };

/** The condition of one characteristic (spec 1 §2 image list filters). */
function characteristicCondition(c: ImageCharacteristic): string {
  switch (c) {
    case 'THUMBNAIL':
    case 'LARGE':
      return `i.format = '${c}'`;
    case 'COLOR':
    case 'BLACK_AND_WHITE':
      return `i.color = '${c}'`;
    case 'BAD_QUALITY':
      return `i.quality = 'BAD'`;
    default:
      return `i.framing = '${c}'`;
  }
}

/** Every word of the query in the name, credits, sources, comments, tags or author's name, or the id itself. */
function queryConditions(params: SqlParams, query: string | undefined): string[] {
  return queryTerms(query).map(
    (term) => `(pupitre_fold(concat_ws(' ', i.name, regexp_replace(i.credits || ' ' || i.sources, '<[^>]*>', ' ', 'g'), i.comments,
      array_to_string(i.tags, ' '), a.first_name, a.particle, a.last_name)) LIKE pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'
      OR i.id::text = ${params.add(term)})`,
  );
}

export async function searchImages(db: Queryable, request: ImageSearchRequest & { page: number; size: number }): Promise<SearchResult<ImageRow>> {
  const params = new SqlParams();
  const where: string[] = [];
  where.push(...queryConditions(params, request.query));
  if (request.collectionFilter?.length) where.push(`i.collection = ANY(${params.add(request.collectionFilter)}::text[])`);
  if (typeof request.enableFilter === 'boolean') where.push(`i.enable = ${params.add(request.enableFilter)}`);
  if (request.mimeTypeFilter?.length) where.push(`i.mime_type = ANY(${params.add(request.mimeTypeFilter)}::text[])`);
  for (const c of new Set(request.characteristicFilter ?? [])) where.push(characteristicCondition(c));
  if (request.authorIdFilter?.length) where.push(`i.author_id = ANY(${params.add(request.authorIdFilter)}::int[])`);
  const range = request.modificationDateFilter;
  if (range?.start) where.push(`i.modification_date >= (${params.add(range.start)}::date)::timestamp AT TIME ZONE 'Europe/Paris'`);
  if (range?.end) where.push(`i.modification_date < ((${params.add(range.end)}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`);
  const from = `FROM image i LEFT JOIN author a ON a.id = i.author_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const sort = request.sort ?? DEFAULT_IMAGE_SORT;
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params.values);
  const rows = await db.query<ImageDbRow>(
    `SELECT ${IMAGE_COLUMNS},
       CASE WHEN a.id IS NULL THEN NULL ELSE concat_ws(' ', a.first_name, CASE WHEN a.particle ~ '[''’]$' THEN a.particle || a.last_name ELSE concat_ws(' ', a.particle, a.last_name) END) END AS author_name
     ${from}
     ORDER BY ${SORT_COLUMNS[sort.attr] ?? 'i.id'} ${direction}, i.id ${direction}
     LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  return { result: rows.map((row) => ({ ...toImage(row), authorName: row.author_name ?? null })), resultCount: count?.n ?? 0 };
}

/** Which of `ids` exist, with their collection and author. */
export async function imageOwners(db: Queryable, ids: readonly number[]): Promise<Map<number, { collection: ImageCollection; authorId: number | null; enable: boolean; version: number }>> {
  const rows = await db.query<{ id: number; collection: ImageCollection; author_id: number | null; enable: boolean; version: number }>(
    'SELECT id, collection, author_id, enable, version FROM image WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { collection: r.collection, authorId: r.author_id, enable: r.enable, version: r.version }]));
}

/** Disables images (a disabled image is nobody's favourite). Returns those that were enabled. */
export async function disableImages(tx: Queryable, ids: readonly number[], user: string): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE image SET enable = false, fav = false, version = version + 1, modification_date = now(), modification_user = $2
     WHERE id = ANY($1::int[]) AND enable RETURNING id`,
    [ids, user],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Deletes images for good, and the files no other image uses. Returns those deleted. */
export async function deleteImages(tx: Queryable, ids: readonly number[]): Promise<number[]> {
  const files = await filesOf(tx, { imageIds: ids });
  const rows = await tx.query<{ id: number }>('DELETE FROM image WHERE id = ANY($1::int[]) RETURNING id', [ids]);
  await releaseFiles(tx, files);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function enableImage(tx: Queryable, id: number, user: string): Promise<void> {
  await tx.query(
    `UPDATE image SET enable = true, version = version + 1, modification_date = now(), modification_user = $2 WHERE id = $1 AND NOT enable`,
    [id, user],
  );
}

export interface ImageMetadata {
  name: string;
  color: ImageColor;
  framing: ImageFraming;
  credits?: string | undefined;
  sources?: string | undefined;
  tags?: string[] | undefined;
  quality?: ImageQuality | undefined;
  comments?: string | undefined;
  fav?: boolean | undefined;
}

/** Saves an author image's metadata; `fav: true` takes the mark from the author's other images. */
export async function updateAuthorImage(tx: Queryable, id: number, authorId: number, metadata: ImageMetadata, user: string): Promise<void> {
  if (metadata.fav === true) await tx.query('UPDATE image SET fav = false WHERE author_id = $1 AND id <> $2 AND fav', [authorId, id]);
  await tx.query(
    `UPDATE image SET name = $2, color = $3, framing = $4, credits = coalesce($5, credits), sources = coalesce($6, sources),
       tags = coalesce($7::text[], tags), quality = coalesce($8, quality), comments = coalesce($9, comments), fav = coalesce($10, fav),
       version = version + 1, modification_date = now(), modification_user = $11
     WHERE id = $1`,
    [
      id,
      metadata.name,
      metadata.color,
      metadata.framing,
      metadata.credits ?? null,
      metadata.sources ?? null,
      metadata.tags ?? null,
      metadata.quality ?? null,
      metadata.comments ?? null,
      metadata.fav ?? null,
      user,
    ],
  );
}

/** Puts a new file behind an image (metadata kept, measures and format recomputed); the old files go if unused. */
export async function replaceImageFile(tx: Queryable, id: number, file: ProcessedImage, user: string): Promise<void> {
  const old = await filesOf(tx, { imageIds: [id] });
  for (const f of [file.original, file.medium, file.thumbnail]) await storeFile(tx, f);
  await tx.query(
    `UPDATE image SET mime_type = $2, width = $3, height = $4, xdpi = $5, weight = $6, format = $7, original_sha256 = $8,
       medium_sha256 = $9, thumbnail_sha256 = $10, upload_date = now(), modification_date = now(), modification_user = $11,
       version = version + 1
     WHERE id = $1`,
    [id, file.mimeType, file.width, file.height, file.xdpi, file.weight, file.format, file.original.sha256, file.medium.sha256, file.thumbnail.sha256, user],
  );
  await releaseFiles(tx, old);
}

/** Does this author have a favourite image? (A first upload becomes the favourite.) */
export async function hasFavourite(db: Queryable, authorId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM image WHERE author_id = $1 AND fav', [authorId]);
  return rows.length > 0;
}

/** Images of these collections the image list would find for this query. */
export async function countImages(db: Queryable, query: string, collections: readonly ImageCollection[]): Promise<number> {
  const params = new SqlParams();
  const where = [...queryConditions(params, query), `i.collection = ANY(${params.add(collections)}::text[])`];
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM image i LEFT JOIN author a ON a.id = i.author_id WHERE ${where.join(' AND ')}`, params.values);
  return row?.n ?? 0;
}

/** Quick-search proposals: enabled images first, then the recently modified. */
export async function imageProposals(
  db: Queryable,
  query: string,
  collections: readonly ImageCollection[],
  limit: number,
): Promise<{ id: number; label: string; collection: ImageCollection; authorId: number | null }[]> {
  const params = new SqlParams();
  const where = queryConditions(params, query);
  if (where.length === 0) return [];
  where.push(`i.collection = ANY(${params.add(collections)}::text[])`);
  const rows = await db.query<{ id: number; name: string; collection: ImageCollection; author_id: number | null }>(
    `SELECT i.id, i.name, i.collection, i.author_id FROM image i LEFT JOIN author a ON a.id = i.author_id WHERE ${where.join(' AND ')}
     ORDER BY i.enable DESC, i.modification_date DESC, i.id LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows.map((r) => ({ id: r.id, label: r.name, collection: r.collection, authorId: r.author_id }));
}
