import { link, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { BridgeError } from '../../shared/errors';
import { MAX_NUMBERED_NAMES, numberedName } from '../../shared/rules/file-names';
import { fsErrorCode } from '../files/fs-error';
import { isInsideFolder } from './partial-file';

// The download's file on disk: written whole, given its final name without replacing anything, made durable.

/** Writes the whole chunk at its position (a write may take less than it was given). */
export async function writeAll(handle: FileHandle, chunk: Buffer, position: number): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset, position + offset);
    offset += bytesWritten;
  }
}

const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

/**
 * Gives the complete temporary file its final name without ever replacing a file: a hard link fails with
 * EEXIST if the name is taken, even when another process takes it at the same moment; the next number is
 * tried then. Where hard links are not supported (FAT, some network shares) the name is reserved by
 * creating it exclusively, then the temporary file is renamed over our own placeholder.
 */
export async function claimFinalName(folder: string, temporary: string, name: string): Promise<{ path: string; fileName: string }> {
  let useLinks = true;
  for (let n = 1; n <= MAX_NUMBERED_NAMES; n++) {
    const fileName = numberedName(name, n);
    const path = join(folder, fileName);
    if (!isInsideFolder(folder, path)) throw new BridgeError('NOT_ALLOWED', 'Nom de fichier refusé.');
    try {
      if (useLinks) {
        try {
          await link(temporary, path);
          await unlink(temporary);
          return { path, fileName };
        } catch (error) {
          if (!LINK_UNSUPPORTED.has(fsErrorCode(error) ?? '')) throw error;
          useLinks = false;
        }
      }
      const placeholder = await open(path, 'wx');
      await placeholder.close();
      await rename(temporary, path);
      return { path, fileName };
    } catch (error) {
      if (fsErrorCode(error) === 'EEXIST') continue;
      throw error;
    }
  }
  throw new BridgeError('INTERNAL', `Aucun nom libre pour ${name} dans ${folder}.`);
}

/** Makes the new directory entry durable too (POSIX); best effort. */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close().catch(() => undefined);
}
