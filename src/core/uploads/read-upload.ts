import { constants, type Stats } from 'node:fs';
import { lstat, open, realpath, type FileHandle } from 'node:fs/promises';
import { basename, isAbsolute } from 'node:path';
import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type/node';
import { UPLOAD_REJECTIONS, type UploadKind, type UploadRejection } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import { formatFileSize } from '../../shared/rules/format';
import { MAX_IMAGE_BYTES, MAX_IMPORT_BYTES, type FileSource } from '../../shared/schemas';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XML_MIME = 'application/xml';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const JSON_MIME = 'application/json';
export const TEXT_MIME = 'text/plain';
export type ImageMimeType = 'image/jpeg' | 'image/png';
export type UploadMimeType = ImageMimeType | typeof XML_MIME | typeof DOCX_MIME | typeof XLSX_MIME | typeof JSON_MIME | typeof TEXT_MIME;

export interface UploadLimits {
  /** Default: MAX_IMAGE_BYTES (10,000,000) for images, MAX_IMPORT_BYTES for imports. */
  maxBytes?: number;
  /** checkAll only: files beyond this count are refused with 'too-many-files'. */
  maxFiles?: number;
}

/** What a check found, without the content. */
export interface UploadInfo {
  /** The file's own name (basename), as sent to the server and shown to the user. */
  name: string;
  size: number;
  /** Detected from the content, never from the name. */
  mimeType: UploadMimeType;
}

/** A file accepted and read, ready to be sent (toImagePayload, toMultipart). */
export interface Upload extends UploadInfo {
  bytes: Buffer;
}

export type UploadCheck =
  | { name: string; ok: true; info: UploadInfo }
  | { name: string; ok: false; reason: UploadRejection; message: string };

/** Enough for every signature checked here and for file-type's naming of what was refused. */
const HEAD_BYTES = 4100;
/** Base64 characters decoded for the head: a multiple of 4 covering HEAD_BYTES. */
const HEAD_BASE64_CHARS = Math.ceil(HEAD_BYTES / 3) * 4;

const EXPECTED: Record<UploadKind, string> = { image: 'JPEG ou PNG', xml: 'XML', 'xml-or-docx': 'XML ou DOCX', table: 'XLSX, JSON ou XML', text: 'texte' };

export function defaultMaxBytes(kind: UploadKind): number {
  return kind === 'image' ? MAX_IMAGE_BYTES : MAX_IMPORT_BYTES;
}

function reject(reason: UploadRejection, message: string): BridgeError {
  return new BridgeError('UPLOAD_REJECTED', message, undefined, reason);
}

function unreadable(name: string): BridgeError {
  return reject('file-unreadable', `Le fichier « ${name} » n’a pas pu être lu.`);
}

function invalidType(name: string, detected: string, kind: UploadKind): BridgeError {
  return reject('file-invalid-type', `Le fichier « ${name} » n’est pas accepté (type détecté : ${detected} ; ${EXPECTED[kind]} attendu).`);
}

function tooLarge(name: string, detected: string, size: number, maxBytes: number): BridgeError {
  return reject(
    'file-too-large',
    `Le fichier « ${name} » (${detected}, ${formatFileSize(size)}) dépasse la taille maximale autorisée de ${maxBytes.toLocaleString('fr-FR')} octets.`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Content signatures

type HeadType = 'jpeg' | 'png' | 'xml' | 'zip' | 'other';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(head: Uint8Array, signature: number[]): boolean {
  return head.length >= signature.length && signature.every((byte, i) => head[i] === byte);
}

/** Optional BOM (UTF-8 or UTF-16), optional white space, then `<?xml`, a comment, a doctype or an element. */
export function looksLikeXml(head: Uint8Array): boolean {
  const buffer = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  let text: string;
  if (startsWith(buffer, [0xef, 0xbb, 0xbf])) text = buffer.subarray(3).toString('utf8');
  else if (startsWith(buffer, [0xff, 0xfe])) text = buffer.subarray(2).toString('utf16le');
  else if (startsWith(buffer, [0xfe, 0xff])) text = Buffer.from(buffer.subarray(2)).swap16().toString('utf16le');
  else text = buffer.toString('utf8');
  return /^[ \t\r\n]*<(\?xml[ \t\r\n?]|[!?A-Za-z_:\u00C0-\uFFFF])/.test(text);
}

function headType(head: Uint8Array): HeadType {
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, ZIP)) return 'zip';
  if (looksLikeXml(head)) return 'xml';
  return 'other';
}

/** Text whose first sign (after a UTF-8 BOM and white space) opens a JSON array or object. */
function looksLikeJson(head: Uint8Array): boolean {
  return looksLikeText(head) && /^\uFEFF?[ \t\r\n]*[[{]/.test(Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8'));
}

function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  // The head may end in the middle of a character.
  const sample = head.length >= HEAD_BYTES ? head.subarray(0, head.length - 3) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
}

/** A French name for what the content is, for the refusal notice. */
async function describe(head: Uint8Array, size: number): Promise<string> {
  switch (headType(head)) {
    case 'jpeg':
      return 'JPEG';
    case 'png':
      return 'PNG';
    case 'xml':
      return 'XML';
    default:
      break;
  }
  if (size === 0) return 'fichier vide';
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  if (found) return found.ext.toUpperCase();
  return looksLikeText(head) ? 'texte' : 'inconnu';
}

// ---------------------------------------------------------------------------------------------------------
// Sources: a path read by core (Electron), or bytes sent by the web host

interface OpenedSource {
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

async function openBytes(source: Extract<FileSource, { kind: 'bytes' }>, maxBytes: number): Promise<OpenedSource> {
  const name = sourceName(source);
  const { base64 } = source;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = Math.floor((base64.length * 3) / 4) - padding;
  // Decoded length known from the length of the text: a string too long is refused before decoding it.
  if (size > maxBytes) {
    const head = Buffer.from(base64.slice(0, HEAD_BASE64_CHARS), 'base64').subarray(0, HEAD_BYTES);
    throw tooLarge(name, await describe(head, size), size, maxBytes);
  }
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw unreadable(name);
  const head = Buffer.from(base64.slice(0, HEAD_BASE64_CHARS), 'base64').subarray(0, HEAD_BYTES);
  let bytes: Buffer | null = null;
  const all = (): Buffer => (bytes ??= Buffer.from(base64, 'base64'));
  return {
    name,
    size,
    head,
    readAll: () => Promise.resolve(all()),
    detect: async () => (await fileTypeFromBuffer(all()))?.mime,
    close: () => Promise.resolve(),
  };
}

function openSource(source: FileSource, maxBytes: number): Promise<OpenedSource> {
  return source.kind === 'path' ? openPath(source.path) : openBytes(source, maxBytes);
}

// ---------------------------------------------------------------------------------------------------------
// Checks

/** Size first, then type by content; throws the first rejection. */
async function check(
  opened: OpenedSource,
  kind: UploadKind,
  maxBytes: number,
  detect: () => Promise<string | undefined> = () => opened.detect(),
): Promise<UploadMimeType> {
  const { name, size, head } = opened;
  if (size > maxBytes) throw tooLarge(name, await describe(head, size), size, maxBytes);
  const type = headType(head);
  if (kind === 'image') {
    if (type === 'jpeg') return 'image/jpeg';
    if (type === 'png') return 'image/png';
  } else if (kind === 'text') {
    if (type === 'other' && size > 0 && looksLikeText(head)) return TEXT_MIME;
  } else if (kind === 'table') {
    if (type === 'xml') return XML_MIME;
    if (type === 'other' && looksLikeJson(head)) return JSON_MIME;
    if (type === 'zip') {
      const mime = await detectOrUnreadable(name, detect);
      if (mime === XLSX_MIME) return XLSX_MIME;
      throw invalidType(name, mime ? mimeLabel(mime) : 'ZIP', kind);
    }
  } else {
    if (type === 'xml') return XML_MIME;
    if (kind === 'xml-or-docx' && type === 'zip') {
      let mime: string | undefined;
      try {
        mime = await detect();
      } catch (error) {
        throw error instanceof BridgeError ? error : unreadable(name);
      }
      if (mime === DOCX_MIME) return DOCX_MIME;
      throw invalidType(name, mime ? mimeLabel(mime) : 'ZIP', kind);
    }
  }
  throw invalidType(name, await describe(head, size), kind);
}

async function detectOrUnreadable(name: string, detect: () => Promise<string | undefined>): Promise<string | undefined> {
  try {
    return await detect();
  } catch (error) {
    throw error instanceof BridgeError ? error : unreadable(name);
  }
}

/**
 * What the head cannot tell, checked on the whole content once read: a JSON file parses, a text file is
 * UTF-8 throughout.
 */
function checkWhole(name: string, mimeType: UploadMimeType, bytes: Buffer): void {
  if (mimeType !== JSON_MIME && mimeType !== TEXT_MIME) return;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw reject('file-invalid-type', `Le fichier « ${name} » n’est pas un texte UTF-8.`);
  }
  if (mimeType === JSON_MIME) {
    try {
      JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      throw reject('file-invalid-type', `Le fichier « ${name} » n’est pas un JSON valide.`);
    }
  }
}

function mimeLabel(mime: string): string {
  if (mime === 'application/zip') return 'ZIP';
  if (mime.includes('spreadsheetml')) return 'XLSX';
  if (mime.includes('presentationml')) return 'PPTX';
  return mime;
}

async function withSource<T>(source: FileSource, kind: UploadKind, limits: UploadLimits, task: (opened: OpenedSource, maxBytes: number) => Promise<T>): Promise<T> {
  const maxBytes = limits.maxBytes ?? defaultMaxBytes(kind);
  const opened = await openSource(source, maxBytes);
  try {
    return await task(opened, maxBytes);
  } finally {
    await opened.close().catch(() => undefined);
  }
}

/**
 * Checks a dropped or picked file without reading all of it (images and XML: size and first bytes; a zip is
 * read only as far as file-type needs to tell a DOCX). Throws BridgeError('UPLOAD_REJECTED') with the
 * first rejection code as `reason`.
 */
export function inspectUpload(source: FileSource, kind: UploadKind, limits: UploadLimits = {}): Promise<UploadInfo> {
  return withSource(source, kind, limits, async (opened, maxBytes) => ({
    name: opened.name,
    size: opened.size,
    mimeType: await check(opened, kind, maxBytes),
  }));
}

/**
 * Checks then reads a file for sending: size (stat, or the decoded length of the web host's base64) and
 * type by content before anything else is read. Path sources must be regular files (no folders, devices or
 * links to them). Throws BridgeError('UPLOAD_REJECTED', French message, undefined, rejection code).
 */
export function readUpload(source: FileSource, kind: UploadKind, limits: UploadLimits = {}): Promise<Upload> {
  return withSource(source, kind, limits, async (opened, maxBytes) => {
    let content: Buffer | null = null;
    const readAll = async (): Promise<Buffer> => {
      try {
        content ??= await opened.readAll();
      } catch (error) {
        throw error instanceof BridgeError ? error : unreadable(opened.name);
      }
      // The content read must be the content whose head was checked.
      if (!content.subarray(0, opened.head.length).equals(opened.head)) throw unreadable(opened.name);
      return content;
    };
    // A DOCX is told by its entries: detected on the very bytes that will be sent.
    const mimeType = await check(opened, kind, maxBytes, async () => (await fileTypeFromBuffer(await readAll()))?.mime);
    const bytes = await readAll();
    checkWhole(opened.name, mimeType, bytes);
    return { name: opened.name, size: bytes.length, mimeType, bytes };
  });
}

/** An image check for the bridge: JPEG or PNG, MAX_IMAGE_BYTES at most. */
export async function checkImage(source: FileSource, limits: UploadLimits = {}): Promise<{ name: string; size: number; mimeType: ImageMimeType }> {
  const info = await inspectUpload(source, 'image', limits);
  if (info.mimeType !== 'image/jpeg' && info.mimeType !== 'image/png') throw invalidType(info.name, info.mimeType, 'image');
  return { name: info.name, size: info.size, mimeType: info.mimeType };
}

/**
 * Several files dropped at once: one result per file, in order, so that the UI queues each with its own
 * state. Files beyond `limits.maxFiles` are refused with 'too-many-files'.
 */
export async function checkAll(sources: readonly FileSource[], kind: UploadKind, limits: UploadLimits = {}): Promise<UploadCheck[]> {
  const results: UploadCheck[] = [];
  for (const [i, source] of sources.entries()) {
    const name = sourceName(source);
    if (limits.maxFiles !== undefined && i >= limits.maxFiles) {
      results.push({ name, ok: false, reason: 'too-many-files', message: `« ${name} » n’a pas été pris : ${limits.maxFiles} fichier(s) au plus à la fois.` });
      continue;
    }
    try {
      results.push({ name, ok: true, info: await inspectUpload(source, kind, limits) });
    } catch (error) {
      if (!(error instanceof BridgeError) || error.code !== 'UPLOAD_REJECTED') throw error;
      const reason = UPLOAD_REJECTIONS.find((r) => r === error.reason) ?? 'file-unreadable';
      results.push({ name, ok: false, reason, message: error.message });
    }
  }
  return results;
}
