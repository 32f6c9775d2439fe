/**
 * An archive written anew from entries already checked (their compressed bytes as they were, proved to
 * inflate to the size declared): one local header per entry, one central directory that follows them and
 * counts them all, one end record right after it, no comment, no extra field. A reader of the central
 * directory, however lenient (JSZip, inside exceljs and mammoth), finds in it exactly these entries.
 */

export interface CheckedEntry {
  name: string;
  method: number;
  crc: number;
  /** Inflated bytes, as checked. */
  inflated: number;
  compressed: Uint8Array;
}

/** The signatures of the three records of an archive. */
export const SIGNATURE = { local: 0x04034b50, directory: 0x02014b50, end: 0x06054b50 } as const;

/** Names are written in UTF-8, as they were read, and flagged so (general-purpose bit 11). */
const UTF8_NAMES = 0x800;
/** 1 January 1980, the first date a zip can say. */
const DOS_DATE = 0x21;
const VERSION = 20;

/** The fields a local header and a directory record share, from the version needed on. */
function common(data: DataView, at: number, entry: CheckedEntry, name: Uint8Array): void {
  data.setUint16(at, VERSION, true);
  data.setUint16(at + 2, UTF8_NAMES, true);
  data.setUint16(at + 4, entry.method, true);
  data.setUint16(at + 8, DOS_DATE, true);
  data.setUint32(at + 10, entry.crc, true);
  data.setUint32(at + 14, entry.compressed.length, true);
  data.setUint32(at + 18, entry.inflated, true);
  data.setUint16(at + 22, name.length, true);
}

export function writeZip(entries: readonly CheckedEntry[]): Uint8Array<ArrayBuffer> {
  const named = entries.map((entry) => ({ entry, name: new TextEncoder().encode(entry.name) }));
  const localSize = named.reduce((sum, { entry, name }) => sum + 30 + name.length + entry.compressed.length, 0);
  const directorySize = named.reduce((sum, { name }) => sum + 46 + name.length, 0);
  const zip = new Uint8Array(localSize + directorySize + 22);
  const data = new DataView(zip.buffer);
  let local = 0;
  let central = localSize;
  for (const { entry, name } of named) {
    data.setUint32(local, SIGNATURE.local, true);
    common(data, local + 4, entry, name);
    zip.set(name, local + 30);
    zip.set(entry.compressed, local + 30 + name.length);
    data.setUint32(central, SIGNATURE.directory, true);
    data.setUint16(central + 4, VERSION, true);
    common(data, central + 6, entry, name);
    data.setUint32(central + 42, local, true);
    zip.set(name, central + 46);
    local += 30 + name.length + entry.compressed.length;
    central += 46 + name.length;
  }
  data.setUint32(central, SIGNATURE.end, true);
  data.setUint16(central + 8, entries.length, true);
  data.setUint16(central + 10, entries.length, true);
  data.setUint32(central + 12, directorySize, true);
  data.setUint32(central + 16, localSize, true);
  return zip;
}
