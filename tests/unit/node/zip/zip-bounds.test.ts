import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readEditorImport, WORD_ZIP_LIMITS } from '../../../../src/core/editor/import-file';
import { XLSX_ZIP_LIMITS } from '../../../../src/shared/referential-file/read-xlsx';
import { BridgeError } from '../../../../src/shared/errors';
import { docxOf, word } from '../../../support/docx';
import { handZip } from '../../../support/zip-layouts';
import { refusalOf } from './refusal';

/**
 * Issue 23, item 2: an archive is bounded by what is actually inflated. JSZip (inside exceljs and mammoth)
 * reads an archive by its central directory: the local headers must agree with it, and each entry is
 * inflated through a count that stops at the caps, whatever either header claims.
 */

/** 60 MB of zeros: about 60 KB deflated (1000:1), past the 40 MB cap of an xlsx and the 50 MB of a Word entry. */
const HUGE = 60_000_000;
const SHEET = 'xl/worksheets/sheet1.xml';

function zipOf(files: Record<string, Uint8Array>): Uint8Array {
  return zipSync(files, { level: 9 });
}

/** The offset of the central directory, read from the end record (no comment: the last 22 bytes). */
function centralOffset(zip: Uint8Array): number {
  return new DataView(zip.buffer, zip.byteOffset).getUint32(zip.length - 22 + 16, true);
}

/** Writes `value` as 32 bits at `at` in a copy of the archive. */
function patched(zip: Uint8Array, ...writes: [at: number, value: number][]): Uint8Array {
  const copy = zip.slice();
  const data = new DataView(copy.buffer);
  for (const [at, value] of writes) data.setUint32(at, value, true);
  return copy;
}

/** Local header of the first entry at 0: CRC at 14, sizes at 18 and 22. Its central entry: CRC at 16, sizes at 20 and 24. */
const LOCAL = { crc: 14, compressed: 18, inflated: 22 };
const CENTRAL = { crc: 16, compressed: 20, inflated: 24 };

describe('the bounds of an archive', () => {
  const bomb = zipOf({ [SHEET]: new Uint8Array(HUGE) });

  it('stops a 1000:1 entry at the cap, with a French reason', () => {
    expect(bomb.length).toBeLessThan(HUGE / 500);
    expect(refusalOf(bomb, XLSX_ZIP_LIMITS)).toBe(`« ${SHEET} » se décompresse en plus de 40\u202f000\u202f000 octets.`);
    expect(refusalOf(bomb, { entries: 10, entryBytes: HUGE, totalBytes: HUGE })).toBeNull();
  });

  it('refuses local sizes of zero that the central directory contradicts', () => {
    const zeroed = patched(bomb, [LOCAL.compressed, 0], [LOCAL.inflated, 0]);
    expect(refusalOf(zeroed, { entries: 10, entryBytes: HUGE, totalBytes: HUGE })).toBe(
      `archive incohérente : l’en-tête local de « ${SHEET} » contredit le répertoire central.`,
    );
  });

  it('inflates by the central directory when the local header defers its sizes, and still stops at the cap', () => {
    const deferred = patched(bomb, [LOCAL.compressed, 0], [LOCAL.inflated, 0], [LOCAL.crc, 0]);
    deferred[6] = (deferred[6] ?? 0) | 0x8;
    expect(refusalOf(deferred, XLSX_ZIP_LIMITS)).toBe(`« ${SHEET} » se décompresse en plus de 40\u202f000\u202f000 octets.`);
  });

  it('refuses a central directory that lies about the inflated size, in both headers, inflating no more than it declared', () => {
    const small = zipOf({ [SHEET]: new Uint8Array(5000) });
    const lyingSmall = (declared: number) => patched(small, [LOCAL.inflated, declared], [centralOffset(small) + CENTRAL.inflated, declared]);
    expect(refusalOf(lyingSmall(1000), XLSX_ZIP_LIMITS)).toBe(`archive incohérente : « ${SHEET} » se décompresse en plus des 1\u202f000 octets annoncés.`);
    expect(refusalOf(lyingSmall(9000), XLSX_ZIP_LIMITS)).toBe(`archive incohérente : « ${SHEET} » fait 5\u202f000 octets, et non les 9\u202f000 annoncés.`);
    const lyingBomb = patched(bomb, [LOCAL.inflated, 1000], [centralOffset(bomb) + CENTRAL.inflated, 1000]);
    expect(refusalOf(lyingBomb, XLSX_ZIP_LIMITS)).toBe(`archive incohérente : « ${SHEET} » se décompresse en plus des 1\u202f000 octets annoncés.`);
  });

  it('counts the whole archive against its cap, entry after entry', () => {
    const files = Object.fromEntries(Array.from({ length: 5 }, (_, n) => [`xl/part${n}.xml`, new Uint8Array(10_000_000)]));
    expect(refusalOf(zipOf(files), XLSX_ZIP_LIMITS)).toBe('contenu décompressé de plus de 40\u202f000\u202f000 octets.');
  });

  it('refuses 100,000 tiny entries from the end record, before reading them', () => {
    expect(refusalOf(emptyEntries(60_000), XLSX_ZIP_LIMITS)).toBe('archive de plus de 200 fichiers.');
    expect(refusalOf(emptyEntries(60_000), WORD_ZIP_LIMITS)).toBe('archive de plus de 2\u202f000 fichiers.');
    // Past 65,535 entries an archive must be ZIP64, which neither xlsx nor docx needs.
    expect(refusalOf(emptyEntries(100_000), WORD_ZIP_LIMITS)).toBe('archive ZIP64, que ce format n’utilise pas.');
  });

  it('refuses what is not a zip, an empty one, and one cut short', () => {
    expect(refusalOf(new TextEncoder().encode('bonjour'), XLSX_ZIP_LIMITS)).toBe('ce n’est pas une archive ZIP.');
    expect(refusalOf(zipOf({}), XLSX_ZIP_LIMITS)).toBe('archive vide.');
    const small = zipOf({ [SHEET]: new TextEncoder().encode('<feuille/>'.repeat(100)) });
    expect(refusalOf(small.subarray(0, small.length - 30), XLSX_ZIP_LIMITS)).toMatch(/^ce n’est pas une archive ZIP\.|^archive endommagée/);
  });

  it('grows memory by less than 64 MB on a 120 MB bomb, whatever its headers declare', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pupitre-zip-'));
    try {
      const huge = zipOf({ [SHEET]: new Uint8Array(120_000_000) });
      const central = centralOffset(huge);
      const declaring = (size: number) => patched(huge, [LOCAL.inflated, size], [central + CENTRAL.inflated, size]);
      for (const [name, archive] of [['honnête', huge], ['1000', declaring(1000)], ['40 Mo', declaring(40_000_000)]] as const) {
        const path = join(folder, `${name}.xlsx`);
        await writeFile(path, archive);
        // A process of its own: its peak memory is the check's alone.
        const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/unit/node/zip/measure-check.ts', path]);
        const { reason, growthKb } = JSON.parse(stdout) as { reason: string | null; growthKb: number };
        expect(reason).not.toBeNull();
        expect(growthKb).toBeLessThan(64 * 1024);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps the Word import from handing mammoth a bomb', async () => {
    const docx = docxOf(word.para(word.run('Texte.')));
    const bombed = zipOf({ ...Object.fromEntries(unzipNames(docx)), 'word/media/image1.bin': new Uint8Array(HUGE) });
    const source = { kind: 'bytes' as const, name: 'note.docx', size: bombed.length, base64: Buffer.from(bombed).toString('base64') };
    const error = await readEditorImport(source, 'ARTICLE').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).message).toBe('Le fichier « note.docx » n’a pas pu être lu : « word/media/image1.bin » se décompresse en plus de 50\u202f000\u202f000 octets.');
  });
});

/** An archive of `count` empty entries; past 65,535 the end record says so as ZIP64 does (0xFFFF). */
const emptyEntries = (count: number) => handZip(Array.from({ length: count }, (_, n) => [`f${n}`, new Uint8Array(0)] as const));

/** The entries of a small archive, to build another from them. */
function unzipNames(zip: Uint8Array): [string, Uint8Array][] {
  return Object.entries(unzipSync(zip));
}
