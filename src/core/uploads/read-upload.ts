import { fileTypeFromBuffer } from 'file-type/node';
import { UPLOAD_REJECTIONS, type UploadKind, type UploadRejection } from '../../shared/domain/files';
import { BridgeError } from '../../shared/errors';
import { formatFileSize } from '../../shared/rules/format';
import { MAX_IMAGE_BYTES, MAX_IMPORT_BYTES, type FileSource } from '../../shared/schemas';
import { HEAD_BYTES, openSource, reject, sourceName, unreadable, type OpenedSource } from './open-source';

export { sourceName };

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

const EXPECTED: Record<UploadKind, string> = { image: 'JPEG ou PNG', xml: 'XML', 'xml-or-docx': 'XML ou DOCX', table: 'XLSX, JSON ou XML', text: 'texte' };

export function defaultMaxBytes(kind: UploadKind): number {
  return kind === 'image' ? MAX_IMAGE_BYTES : MAX_IMPORT_BYTES;
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
