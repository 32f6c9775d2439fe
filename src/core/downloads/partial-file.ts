import { createHash, randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Where a cut download stands, kept for the next attempt (and on disk across restarts): the part file in
 * the target folder and the version of the file it holds. Only a GET whose answer had a strong ETag and
 * `Accept-Ranges: bytes` gets one; the bytes already there are the part file's size.
 */
export interface PartialDownload {
  partPath: string;
  etag: string;
  /** The whole file's size, as the server announced it. */
  totalBytes: number | null;
}

const PART_NAME = /^\.pupitre-[0-9a-f]{16}\.part$/;

/** Inside `folder`, directly: the name is a plain file name and resolving it does not leave the folder. */
export function isInsideFolder(folder: string, path: string): boolean {
  return dirname(resolve(path)) === resolve(folder);
}

/** A new part file's path in the folder: hidden, random, never a name the user could have chosen. */
export function newPartPath(folder: string): string {
  return join(folder, `.pupitre-${randomBytes(8).toString('hex')}.part`);
}

/**
 * A part path that came back from disk (the saved queue) is trusted only if it is one of ours, directly
 * in the folder: resolved first, so `..` or another folder can never be written or deleted.
 */
export function isPartPath(folder: string, path: string): boolean {
  return isInsideFolder(folder, path) && PART_NAME.test(basename(path));
}

/** Deletes a part file that is not wanted any more (cancelled, failed for good, another user); only one of ours, best effort. */
export async function discardPart(folder: string, partial: PartialDownload | null): Promise<void> {
  if (partial && isPartPath(folder, partial.partPath)) await unlink(partial.partPath).catch(() => undefined);
}

/** `Content-Range: bytes <start>-<end>/<total>` of a 206; null when it is not that shape. */
export function parseContentRange(value: string | null): { start: number; end: number; total: number | null } | null {
  const match = value ? /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(value.trim()) : null;
  if (!match) return null;
  const [, start = '', end = '', total = ''] = match;
  return { start: Number(start), end: Number(end), total: total === '*' ? null : Number(total) };
}

/**
 * The SHA-256 of the whole file the server announces, base64: `Repr-Digest: sha-256=:…:` (RFC 9530), or the
 * older `Digest: SHA-256=…` (RFC 3230). null when it gives none (then the size alone is checked).
 */
export function announcedSha256(reprDigest: string | null, digest: string | null): string | null {
  const modern = reprDigest ? /(?:^|,)\s*sha-256=:([A-Za-z0-9+/]+=*):/.exec(reprDigest)?.[1] : undefined;
  if (modern) return modern;
  return (digest ? /(?:^|,)\s*sha-256=([A-Za-z0-9+/]+=*)/i.exec(digest)?.[1] : undefined) ?? null;
}

/** Read size of fileSha256: as a read stream's, but one buffer for the whole file. */
const HASH_READ_BYTES = 64 * 1024;

/**
 * The SHA-256 of a file on disk, base64, read piece by piece into one buffer: a 500 MB file never sits in
 * memory, and reading it leaves no buffer per read for the garbage collector (a read stream's would).
 */
export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(HASH_READ_BYTES);
  const handle = await open(path, 'r');
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('base64');
}
