import { createHash } from 'node:crypto';
import type { ImageContentType } from '../../shared/domain/image';
import type { Queryable } from '../db/db';
import { toBuffer } from '../db/sql';

/**
 * Image files in the database, content-addressed: each distinct file is stored once in `image_blob`,
 * whatever the number of images (or renditions) that use it.
 */

export interface StoredFile {
  sha256: string;
  contentType: ImageContentType;
  width: number;
  height: number;
  bytes: Buffer;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores a file unless the same bytes are stored already. */
export async function storeFile(tx: Queryable, file: StoredFile): Promise<void> {
  await tx.query(
    `INSERT INTO image_blob (sha256, content_type, width, height, bytes) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (sha256) DO NOTHING`,
    [file.sha256, file.contentType, file.width, file.height, file.bytes],
  );
}

export async function fileBytes(db: Queryable, sha: string): Promise<Buffer | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM image_blob WHERE sha256 = $1', [sha]);
  return row && toBuffer(row.bytes);
}

/** Drops, among `hashes`, the files no image uses and no other file has as a rendition. */
async function dropUnused(tx: Queryable, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await tx.query(
    `DELETE FROM image_blob b WHERE b.sha256 = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM image i WHERE i.original_sha256 = b.sha256)
       AND NOT EXISTS (SELECT 1 FROM image_rendition r WHERE r.sha256 = b.sha256 AND r.source_sha256 <> b.sha256)`,
    [[...new Set(hashes)]],
  );
}

/**
 * Drops the original files of `hashes` that no image uses any more, then their renditions (their rows go
 * with the original; a rendition file goes once nothing refers to it).
 */
export async function releaseFiles(tx: Queryable, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  const renditions = await tx.query<{ sha256: string }>(
    'SELECT DISTINCT sha256 FROM image_rendition WHERE source_sha256 = ANY($1::text[]) AND sha256 <> source_sha256',
    [[...new Set(hashes)]],
  );
  await dropUnused(tx, hashes);
  await dropUnused(
    tx,
    renditions.map((r) => r.sha256),
  );
}
