/**
 * File names of downloads. Every name is hostile — it comes from a server header, a caller's rule or a
 * dialog — and ends up on the user's disk: basename only, no control or reserved characters, no Windows
 * device names, no trailing dots or spaces, 255 bytes of UTF-8 at most, and an extension that matches the
 * content type when the content type is one the back office sends.
 */

/** The maximum length of a file name on the file systems we meet (ext4, NTFS, APFS): 255 bytes of UTF-8. */
export const MAX_FILE_NAME_BYTES = 255;

/** Content types of the back office's downloads and the extensions allowed for each (first = preferred). */
export const EXTENSIONS_BY_CONTENT_TYPE: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/xml': ['xml'],
  'text/xml': ['xml'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/json': ['json'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/plain': ['txt'],
};

/** The allow-list of extensions: what the back office sends, and what Pupitre may open. */
export const ALLOWED_EXTENSIONS: ReadonlySet<string> = new Set(Object.values(EXTENSIONS_BY_CONTENT_TYPE).flat());

/** Extensions that run something when opened: kept out of the name when the content type does not vouch for it. */
const EXECUTABLE_EXTENSIONS = new Set([
  'exe', 'com', 'bat', 'cmd', 'msi', 'msp', 'scr', 'pif', 'cpl', 'dll', 'ps1', 'psm1', 'vbs', 'vbe', 'js', 'jse', 'mjs',
  'wsf', 'wsh', 'hta', 'lnk', 'url', 'reg', 'inf', 'jar', 'sh', 'bash', 'command', 'app', 'desktop', 'appimage',
  'html', 'htm', 'xhtml', 'shtml', 'svg', 'mht', 'mhtml', 'scf', 'application', 'gadget', 'msc', 'library-ms',
]);

/** Windows device names, refused with or without an extension, in any case (COM¹ and friends included). */
const RESERVED_NAME = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/* eslint-disable no-control-regex -- removing control characters is the point */
/** C0 and C1 controls (NUL included), and the characters Windows forbids in names. */
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]/g;
/* eslint-enable no-control-regex */
/** Bidirectional overrides and isolates ("fdp.exe" shown as "exe.pdf"), zero-width and BOM characters. */
const INVISIBLE_CHARACTERS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** An extension worth keeping apart when the name is cut: short and plain. */
const EXTENSION = /^[\p{L}\p{N}_-]{1,16}$/u;

const encoder = new TextEncoder();

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** The content type without parameters, in lower case: `application/pdf; charset=x` -> `application/pdf`. */
export function mediaType(contentType: string | null | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/** The extensions allowed for a content type, or null when the content type is unknown or generic. */
export function extensionsFor(contentType: string | null | undefined): readonly string[] | null {
  const type = mediaType(contentType);
  return (type && EXTENSIONS_BY_CONTENT_TYPE[type]) || null;
}

/** The content type of a file by its (allowed) extension; null for anything else. */
export function contentTypeForFileName(name: string): string | null {
  const extension = splitExtension(name).extension?.toLowerCase();
  if (!extension) return null;
  for (const [type, extensions] of Object.entries(EXTENSIONS_BY_CONTENT_TYPE)) if (extensions.includes(extension)) return type;
  return null;
}

/** Downloads that may be dragged out of the window to the file manager (issue 14): PDFs, XML documents, images. */
export function isDraggableFileName(name: string): boolean {
  const type = contentTypeForFileName(name);
  return type === 'application/pdf' || type === 'application/xml' || type?.startsWith('image/') === true;
}

/** `rapport.final.pdf` -> {stem: 'rapport.final', extension: 'pdf'}; no extension for `README` or `.pdf`. */
export function splitExtension(name: string): { stem: string; extension: string | null } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { stem: name, extension: null };
  const extension = name.slice(dot + 1);
  return EXTENSION.test(extension) ? { stem: name.slice(0, dot), extension } : { stem: name, extension: null };
}

function stripCharacters(raw: string): string {
  return raw.normalize('NFC').replace(FORBIDDEN_CHARACTERS, '').replace(INVISIBLE_CHARACTERS, '');
}

/** Leading dots (no hidden files, no `..`) and spaces; trailing dots and spaces, which Windows drops. */
function trimEnds(name: string): string {
  return name.replace(/^[\s.]+/u, '').replace(/[\s.]+$/u, '');
}

/** Cuts `text` to at most `maxBytes` of UTF-8, on a code point boundary. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

/** Joins stem and extension within 255 bytes, cutting the stem and keeping the extension. */
function fit(stem: string, extension: string | null, maxBytes = MAX_FILE_NAME_BYTES): string {
  const suffix = extension ? `.${extension}` : '';
  const room = maxBytes - utf8Length(suffix);
  if (room < 1) return truncateUtf8(trimEnds(stem + suffix), maxBytes);
  const cut = trimEnds(truncateUtf8(stem, room));
  return cut ? cut + suffix : '';
}

function refuseReserved(name: string): string {
  // Windows looks at what precedes the first dot, spaces ignored: "CON .txt" and "con.tar.gz" are devices too.
  const device = name.split('.')[0]?.trim() ?? '';
  return RESERVED_NAME.test(device) ? `_${name}` : name;
}

function sanitise(raw: string, contentType: string | null | undefined): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = trimEnds(stripCharacters(base).replace(/\s+/gu, ' '));
  if (!cleaned) return '';
  let { stem, extension } = splitExtension(cleaned);
  const allowed = extensionsFor(contentType);
  const lower = extension?.toLowerCase() ?? null;
  if (allowed) {
    if (!lower || !allowed.includes(lower)) {
      // A known but wrong extension is replaced (report.txt served as PDF -> report.pdf); any other is kept
      // in the name and the right one appended (Rapport v1.2 -> Rapport v1.2.pdf).
      if (extension && lower && !ALLOWED_EXTENSIONS.has(lower) && !EXECUTABLE_EXTENSIONS.has(lower)) stem = `${stem}.${extension}`;
      extension = allowed[0] ?? null;
    }
  } else if (lower && EXECUTABLE_EXTENSIONS.has(lower)) {
    // No content type vouches for it: a name that would run something when opened becomes inert.
    stem = `${stem}.${extension}`;
    extension = 'bin';
  }
  stem = trimEnds(stem);
  if (!stem) return '';
  return fit(refuseReserved(stem), extension);
}

/**
 * A safe file name for `raw`: see the module's comment. `fallback` is used (and sanitised the same way)
 * when nothing usable is left of `raw`; `contentType`, when it is one the back office sends, decides the
 * extension.
 */
export function safeFileName(raw: string, fallback: string, contentType?: string | null): string {
  return sanitise(raw, contentType) || sanitise(fallback, contentType) || sanitise('telechargement', contentType);
}

/** How far numbering goes before giving up: a folder with 10,000 copies of one name is not a real case. */
export const MAX_NUMBERED_NAMES = 10_000;

/** `name.ext` numbered: `name (2).ext`, `name (3).ext`... still within 255 bytes. */
export function numberedName(name: string, n: number): string {
  if (n <= 1) return name;
  const { stem, extension } = splitExtension(name);
  const suffix = ` (${n})${extension ? `.${extension}` : ''}`;
  return trimEnds(truncateUtf8(stem, MAX_FILE_NAME_BYTES - utf8Length(suffix))) + suffix;
}

/** The first of `name`, `name (2).ext`, `name (3).ext`... for which `exists` answers false. */
export function uniqueName(name: string, exists: (candidate: string) => boolean, maxTries = MAX_NUMBERED_NAMES): string {
  for (let n = 1; n <= maxTries; n++) {
    const candidate = numberedName(name, n);
    if (!exists(candidate)) return candidate;
  }
  throw new Error(`Aucun nom libre pour ${name}`);
}
