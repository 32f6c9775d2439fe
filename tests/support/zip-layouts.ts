import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Zip archives written byte by byte, in the layouts where two readers of the central directory part ways
 * (issue 34, item 3): JSZip, inside exceljs and mammoth, reads directory records while their signature
 * matches, whatever the end record counts, and takes a gap before the end record for data prepended to the
 * archive, shifting every offset by its length; it also names an entry by its Unicode Path extra field.
 */

/** What an archive holds: names and inflated contents, in order. */
export type ZipEntries = readonly (readonly [name: string, content: Uint8Array])[];

interface Packed {
  name: Uint8Array;
  method: number;
  crc: number;
  size: number;
  data: Uint8Array;
  /** The extra field of the directory record. */
  extra: Uint8Array;
}

/** Deflated at level 9 (zeros reach about 1000:1); an empty entry stored. */
function pack([name, content]: ZipEntries[number], extra = new Uint8Array()): Packed {
  const data = content.length === 0 ? content : new Uint8Array(deflateRawSync(content, { level: 9 }));
  return { name: new TextEncoder().encode(name), method: content.length === 0 ? 0 : 8, crc: crc32(content), size: content.length, data, extra };
}

/** A record of `size` fixed bytes starting with `signature`, the fields at their offsets (2 or 4 bytes, little-endian), then `tail`. */
function record(signature: number, size: number, fields: readonly [at: number, bytes: 2 | 4, value: number][], ...tail: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(size + tail.reduce((sum, part) => sum + part.length, 0));
  const data = new DataView(bytes.buffer);
  data.setUint32(0, signature, true);
  for (const [at, width, value] of fields) {
    if (width === 2) data.setUint16(at, value, true);
    else data.setUint32(at, value, true);
  }
  let at = size;
  for (const part of tail) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const localHeader = (e: Packed) =>
  record(0x04034b50, 30, [[4, 2, 20], [8, 2, e.method], [14, 4, e.crc], [18, 4, e.data.length], [22, 4, e.size], [26, 2, e.name.length]], e.name, e.data);

const directoryRecord = (e: Packed, offset: number) =>
  record(
    0x02014b50,
    46,
    [[4, 2, 20], [6, 2, 20], [10, 2, e.method], [16, 4, e.crc], [20, 4, e.data.length], [24, 4, e.size], [28, 2, e.name.length], [30, 2, e.extra.length], [42, 4, offset]],
    e.name,
    e.extra,
  );

const endRecord = (count: number, size: number, offset: number) => record(0x06054b50, 22, [[8, 2, count], [10, 2, count], [12, 4, size], [16, 4, offset]]);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** Local headers and data from `start`, one entry after another, with where each header sits. */
function locals(entries: readonly Packed[], start: number): { bytes: Uint8Array; offsets: number[] } {
  const headers = entries.map(localHeader);
  const offsets: number[] = [];
  let at = start;
  for (const header of headers) {
    offsets.push(at);
    at += header.length;
  }
  return { bytes: concat(headers), offsets };
}

const directory = (entries: readonly Packed[], offsets: readonly number[]) => concat(entries.map((e, n) => directoryRecord(e, offsets[n] ?? 0)));

/**
 * An archive as every writer lays it out: the entries, their directory, the end record. The end record
 * counts `counted` entries (by default all of them, or 0xFFFF past it, as ZIP64 says there are more).
 */
export function handZip(entries: ZipEntries, counted?: number): Uint8Array {
  return laidOut(entries.map((entry) => pack(entry)), counted);
}

function laidOut(packed: readonly Packed[], counted = Math.min(packed.length, 0xffff)): Uint8Array {
  const files = locals(packed, 0);
  const central = directory(packed, files.offsets);
  return concat([files.bytes, central, endRecord(counted, central.length, files.bytes.length)]);
}

/**
 * The `entries`, then one named `[name]` whose directory record carries a Unicode Path extra field (Info-ZIP,
 * 0x7075) calling it `readAs`: a reader that honours the field (JSZip does, the name not being flagged UTF-8)
 * reads it under that name, in place of the entry of that name listed before it.
 */
export function renamedZip(entries: ZipEntries, [name, content]: ZipEntries[number], readAs: string): Uint8Array {
  const path = new TextEncoder().encode(readAs);
  const field = new Uint8Array(9 + path.length);
  const data = new DataView(field.buffer);
  data.setUint16(0, 0x7075, true);
  data.setUint16(2, 5 + path.length, true);
  data.setUint8(4, 1); // the field's version
  data.setUint32(5, crc32(name), true); // of the name it stands for: JSZip ignores a field out of date
  field.set(path, 9);
  return laidOut([...entries.map((entry) => pack(entry)), pack([name, content], field)]);
}

/** The end record counts the `shown` entries only, in front of a directory that goes on with the `hidden` ones. */
export function miscountedZip(shown: ZipEntries, hidden: ZipEntries): Uint8Array {
  return handZip([...shown, ...hidden], shown.length);
}

/**
 * The `shown` entries and their directory, then a second directory of the `hidden` entries (their own data,
 * stored after the shown), then the end record of the first. The gap between the first directory and the
 * end record is as long as that directory: a reader that takes the gap for prepended data looks for the
 * directory that far on, and finds the second. The hidden directory must not be longer than the shown one.
 */
export function hiddenDirectoryZip(shown: ZipEntries, hidden: ZipEntries): Uint8Array {
  const visible = shown.map((entry) => pack(entry));
  const secret = hidden.map((entry) => pack(entry));
  const first = locals(visible, 0);
  const firstDirectory = directory(visible, first.offsets);
  const shift = firstDirectory.length;
  // The hidden offsets are counted from the shift: the hidden data must start past it.
  const filler = new Uint8Array(Math.max(0, shift - first.bytes.length));
  const second = locals(secret, first.bytes.length + filler.length);
  const secondDirectory = directory(secret, second.offsets.map((at) => at - shift));
  if (secondDirectory.length > shift) throw new Error('hiddenDirectoryZip: the hidden directory is longer than the shown one.');
  const directoryAt = first.bytes.length + filler.length + second.bytes.length;
  const padding = new Uint8Array(shift - secondDirectory.length);
  return concat([first.bytes, filler, second.bytes, firstDirectory, secondDirectory, padding, endRecord(visible.length, firstDirectory.length, directoryAt)]);
}
