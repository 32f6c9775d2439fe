import { constants, type Stats } from 'node:fs';
import { lstat, open, realpath, type FileHandle } from 'node:fs/promises';
import { basename, isAbsolute } from 'node:path';
import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type/node';
import type { UploadRejection } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import type { FileSource } from '../../shared/schemas';

/**
 * An upload's source opened for its checks: a path read by core (Electron: symbolic links resolved, the file
 * opened without following links and checked to be the one looked at), or the bytes the web host sent (the
 * head decoded, the whole only when read). Only the head is read until the checks pass.
 */

/** Enough for every signature checked here and for file-type's naming of what was refused. */
export const HEAD_BYTES = 4100;
/** Base64 characters decoded for the head: a multiple of 4 covering HEAD_BYTES. */
const HEAD_BASE64_CHARS = Math.ceil(HEAD_BYTES / 3) * 4;

export function reject(reason: UploadRejection, message: string): BridgeError {
  return new BridgeError('UPLOAD_REJECTED', message, undefined, reason);
}

export function unreadable(name: string): BridgeError {
  return reject('file-unreadable', `Le fichier « ${name} » n’a pas pu être lu.`);
}

export interface OpenedSource {
  name: string;
  size: number;
  head: Buffer;
  /** The whole content, checked to be the one whose head and size were checked. */
  readAll(): Promise<Buffer>;
  /** file-type over the content (a DOCX is told from another zip by its entries). */
  detect(): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The name of a source as shown to the user: the last segment, whatever the separators. */
export function sourceName(source: FileSource): string {
  const raw = source.kind === 'path' ? source.path : source.name;
  return basename(raw.replace(/\\/g, '/')) || raw;
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

async function openPath(path: string): Promise<OpenedSource> {
  const name = sourceName({ kind: 'path', path });
  if (!isAbsolute(path)) throw unreadable(name);
  let real: string;
  let info: Stats;
  try {
    // Symbolic links (the file or a folder above it) resolved first: what is checked is what is read.
    real = await realpath(path);
    info = await lstat(real);
  } catch {
    throw unreadable(name);
  }
  if (info.isDirectory()) throw reject('file-invalid-type', `« ${name} » est un dossier, pas un fichier.`);
  if (!info.isFile()) throw reject('file-invalid-type', `« ${name} » n’est pas un fichier ordinaire.`);

  let handle: FileHandle;
  try {
    handle = await open(real, OPEN_FLAGS);
  } catch {
    throw unreadable(name);
  }
  try {
    // Checked again on what was opened: the path may have been swapped since lstat.
    const opened = await handle.stat();
    if (!opened.isFile() || opened.ino !== info.ino || opened.dev !== info.dev) {
      throw reject('file-invalid-type', `« ${name} » n’est pas un fichier ordinaire.`);
    }
    const size = opened.size;
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead !== head.length) throw unreadable(name);
    return {
      name,
      size,
      head,
      async readAll() {
        const bytes = Buffer.allocUnsafe(size);
        let offset = 0;
        while (offset < size) {
          const { bytesRead: n } = await handle.read(bytes, offset, size - offset, offset);
          if (n === 0) throw unreadable(name); // shrank while read
          offset += n;
        }
        const { bytesRead: extra } = await handle.read(Buffer.alloc(1), 0, 1, size);
        if (extra !== 0) throw unreadable(name); // grew while read
        return bytes;
      },
      async detect() {
        if (size === 0) return undefined;
        const stream = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
        try {
          return (await fileTypeFromStream(stream))?.mime;
        } finally {
          stream.destroy();
        }
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error instanceof BridgeError ? error : unreadable(name);
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function openBytes(source: Extract<FileSource, { kind: 'bytes' }>, maxBytes: number): Promise<OpenedSource> {
  const name = sourceName(source);
  const { base64 } = source;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = Math.floor((base64.length * 3) / 4) - padding;
  // Decoded length known from the length of the text: a string too long is refused by its size (the
  // caller's first check) before anything else is looked at, and never decoded.
  if (size <= maxBytes && (base64.length % 4 !== 0 || !BASE64.test(base64))) throw unreadable(name);
  const head = Buffer.from(base64.slice(0, HEAD_BASE64_CHARS), 'base64').subarray(0, HEAD_BYTES);
  let bytes: Buffer | null = null;
  const all = (): Buffer => (bytes ??= Buffer.from(base64, 'base64'));
  return Promise.resolve({
    name,
    size,
    head,
    readAll: () => Promise.resolve(all()),
    detect: async () => (await fileTypeFromBuffer(all()))?.mime,
    close: () => Promise.resolve(),
  });
}

export function openSource(source: FileSource, maxBytes: number): Promise<OpenedSource> {
  return source.kind === 'path' ? openPath(source.path) : openBytes(source, maxBytes);
}
