import { inflateSync } from 'fflate';
import { SIGNATURE, writeZip, type CheckedEntry } from './zip-write';

/**
 * The bounds of an archive (an xlsx for exceljs, a docx for mammoth: both read it with JSZip, by its
 * central directory) checked on what is actually inflated, never on what a header claims alone. The sizes
 * the central directory declares must be within a cap per entry and a cap for the whole archive; each
 * entry must agree with its local header; and each is inflated once, into a buffer of its declared size,
 * to prove it inflates to exactly that. The reader is then handed an archive written anew from the checked
 * entries alone (issue 34): whatever else the original holds, and however its reader would have read it,
 * is never parsed. An archive a lenient reader could read otherwise (a directory longer than its end record
 * counts, data between the directory and its end, a name listed twice) is refused besides, as the forgery
 * it is.
 */

export interface ZipLimits {
  /** Entries of the central directory at most. */
  entries: number;
  /** Inflated bytes of one entry at most. */
  entryBytes: number;
  /** Inflated bytes of all entries at most. */
  totalBytes: number;
}

/** The general-purpose flag saying sizes and CRC follow the data (the local header may hold zeros). */
const DATA_DESCRIPTOR = 0x8;
const STORED = 0;
const DEFLATED = 8;

class Refused extends Error {}

const bytesFr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The end-of-central-directory record: the last one in the file, within its 64 KB of comment. The directory
 * must end where that record starts: JSZip takes a gap for data prepended to the archive, and looks for the
 * directory that much further on.
 */
function endOfDirectory(data: DataView): { count: number; size: number; offset: number } {
  const lowest = Math.max(0, data.byteLength - 22 - 0xffff);
  for (let at = data.byteLength - 22; at >= lowest; at -= 1) {
    if (data.getUint32(at, true) !== SIGNATURE.end) continue;
    const count = data.getUint16(at + 10, true);
    const size = data.getUint32(at + 12, true);
    const offset = data.getUint32(at + 16, true);
    if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new Refused('archive ZIP64, que ce format n’utilise pas.');
    if (offset + size > at) throw new Refused('archive endommagée (répertoire central hors du fichier).');
    if (offset + size < at) throw new Refused('archive ambiguë : des données séparent son répertoire central de sa fin.');
    return { count, size, offset };
  }
  // A zip's first bytes without its end: a file cut short.
  throw new Refused(data.byteLength >= 4 && data.getUint32(0, true) === SIGNATURE.local ? 'archive endommagée (fin d’archive introuvable).' : 'ce n’est pas une archive ZIP.');
}

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressed: number;
  inflated: number;
  localOffset: number;
}

/** The entries the directory lists, exactly as many as its end record counts (JSZip reads on while records follow), each name once. */
function directory(data: DataView, bytes: Uint8Array, limits: ZipLimits): Entry[] {
  const end = endOfDirectory(data);
  if (end.count === 0) throw new Refused('archive vide.');
  if (end.count > limits.entries) throw new Refused(`archive de plus de ${bytesFr(limits.entries)} fichiers.`);
  const entries: Entry[] = [];
  let at = end.offset;
  for (let n = 0; n < end.count; n += 1) {
    if (at + 46 > end.offset + end.size || data.getUint32(at, true) !== SIGNATURE.directory) throw new Refused('archive endommagée (répertoire central illisible).');
    const nameLength = data.getUint16(at + 28, true);
    entries.push({
      method: data.getUint16(at + 10, true),
      crc: data.getUint32(at + 16, true),
      compressed: data.getUint32(at + 20, true),
      inflated: data.getUint32(at + 24, true),
      localOffset: data.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
  }
  if (at > end.offset + end.size) throw new Refused('archive endommagée (répertoire central illisible).');
  if (at < end.offset + end.size) throw new Refused(`archive ambiguë : son répertoire central contient plus que les ${bytesFr(end.count)} fichiers annoncés.`);
  const names = new Set<string>();
  for (const { name } of entries) {
    if (names.has(name)) throw new Refused(`archive ambiguë : « ${name} » y figure deux fois.`);
    names.add(name);
  }
  return entries;
}

/** Where the entry's data starts, once its local header is found to say what the central directory says. */
function localData(data: DataView, bytes: Uint8Array, entry: Entry): number {
  const at = entry.localOffset;
  if (at + 30 > data.byteLength || data.getUint32(at, true) !== SIGNATURE.local) throw new Refused(`archive endommagée (en-tête de « ${entry.name} » introuvable).`);
  const nameLength = data.getUint16(at + 26, true);
  const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength));
  const method = data.getUint16(at + 8, true);
  const deferred = (data.getUint16(at + 6, true) & DATA_DESCRIPTOR) !== 0;
  const sizesAgree =
    deferred ||
    (data.getUint32(at + 14, true) === entry.crc && data.getUint32(at + 18, true) === entry.compressed && data.getUint32(at + 22, true) === entry.inflated);
  if (name !== entry.name || method !== entry.method || !sizesAgree) throw new Refused(`archive incohérente : l’en-tête local de « ${entry.name} » contredit le répertoire central.`);
  const start = at + 30 + nameLength + data.getUint16(at + 28, true);
  if (start + entry.compressed > data.byteLength) throw new Refused(`archive endommagée (« ${entry.name} » dépasse la fin du fichier).`);
  return start;
}

/**
 * Inflates one entry into a buffer of the size its directory declares, plus one byte: memory is bounded by
 * what is declared (itself within the caps), and an entry that inflates to more or less than it declared
 * is refused. fflate writes nothing past the end of a buffer it is given.
 */
function checkInflated(compressed: Uint8Array, entry: Entry): void {
  let size = compressed.length;
  if (entry.method === DEFLATED) size = compressed.length === 0 ? 0 : inflateSync(compressed, { out: new Uint8Array(entry.inflated + 1) }).length;
  else if (entry.method !== STORED) throw new Refused(`méthode de compression inconnue pour « ${entry.name} ».`);
  if (size > entry.inflated) throw new Refused(`archive incohérente : « ${entry.name} » se décompresse en plus des ${bytesFr(entry.inflated)} octets annoncés.`);
  if (size < entry.inflated) throw new Refused(`archive incohérente : « ${entry.name} » fait ${bytesFr(size)} octets, et non les ${bytesFr(entry.inflated)} annoncés.`);
}

/** The archive written anew, alone in its ArrayBuffer (what exceljs loads), or why the original is refused. */
export type BoundedZip = { ok: true; zip: Uint8Array<ArrayBuffer> } | { ok: false; reason: string };

/** Checks `bytes` against `limits`: the archive written anew for its reader, else the French reason of the refusal. */
export function boundedZip(bytes: Uint8Array, limits: ZipLimits): BoundedZip {
  try {
    const data = view(bytes);
    const entries = directory(data, bytes, limits);
    let total = 0;
    for (const entry of entries) {
      if (entry.inflated > limits.entryBytes) throw new Refused(`« ${entry.name} » se décompresse en plus de ${bytesFr(limits.entryBytes)} octets.`);
      total += entry.inflated;
      if (total > limits.totalBytes) throw new Refused(`contenu décompressé de plus de ${bytesFr(limits.totalBytes)} octets.`);
    }
    const checked = entries.map((entry): CheckedEntry => {
      const start = localData(data, bytes, entry);
      const compressed = bytes.subarray(start, start + entry.compressed);
      checkInflated(compressed, entry);
      return { name: entry.name, method: entry.method, crc: entry.crc, inflated: entry.inflated, compressed };
    });
    return { ok: true, zip: writeZip(checked) };
  } catch (error) {
    return { ok: false, reason: error instanceof Refused ? error.message : 'archive endommagée.' };
  }
}
