import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';

export interface AtomicWriteOptions {
  /** fsync before the rename, so that a power cut leaves the old file or the new one, never an empty one. */
  durable?: boolean;
  mode?: number;
  /** Asked just before the rename: false drops this write (the caller has moved on, e.g. closed). */
  commit?: () => boolean;
}

function temporaryOf(path: string): string {
  return `${path}.${randomBytes(6).toString('hex')}.tmp`;
}

/** Writes a whole file under a temporary name, then renames it into place: readers see the old content or the new. */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const temp = temporaryOf(path);
  try {
    const handle = await open(temp, 'wx', options.mode ?? 0o600);
    try {
      await handle.writeFile(data);
      if (options.durable) await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.commit && !options.commit()) {
      await unlink(temp);
      return;
    }
    // In the same turn as the question: a caller that moves on (a synchronous last write) does so before it or
    // after the file is in place, never while a rename of the thread pool is still to land over its own.
    renameSync(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** The same, synchronously: for the last write of a process that is quitting and cannot wait. */
export function writeFileAtomicSync(path: string, text: string, options: Omit<AtomicWriteOptions, 'commit'> = {}): void {
  const temp = temporaryOf(path);
  try {
    const fd = openSync(temp, 'wx', options.mode ?? 0o600);
    try {
      writeSync(fd, text, null, 'utf8');
      if (options.durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // nothing was written
    }
    throw error;
  }
}
