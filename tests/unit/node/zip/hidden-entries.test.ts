import { unzipSync, Zip, ZipDeflate } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { readEditorImport, WORD_ZIP_LIMITS } from '../../../../src/core/editor/import-file';
import { BridgeError } from '../../../../src/shared/errors';
import { describeFault, FaultList } from '../../../../src/shared/referential-file/faults';
import { readReferentialFile } from '../../../../src/shared/referential-file/read-file';
import { XLSX_ZIP_LIMITS } from '../../../../src/shared/referential-file/read-xlsx';
import { REFERENTIAL_RULES } from '../../../../src/shared/referential-file/registry';
import { boundedZip } from '../../../../src/shared/zip-bounds';
import { docxOf, word } from '../../../support/docx';
import { handZip, hiddenDirectoryZip, miscountedZip, renamedZip, type ZipEntries } from '../../../support/zip-layouts';
import { xlsxOf } from '../referentials/files';
import { refusalOf } from './refusal';

/**
 * Issue 34, item 3: the check read the central directory its own way, and JSZip (inside exceljs and mammoth)
 * another. Two layouts showed the reader entries the check never saw: an end record counting fewer entries
 * than the directory holds (JSZip reads records while their signature matches), and a gap before the end
 * record (JSZip takes it for prepended data, and reads a second directory placed that far on). Both are
 * refused, and the reader is handed an archive written anew from the checked entries alone.
 */

const entriesOf = (zip: Uint8Array): ZipEntries => Object.entries(unzipSync(zip));

/** The entries of `zip`, the one named `name` holding `content` instead. */
const swapped = (zip: Uint8Array, name: string, content: Uint8Array): ZipEntries => entriesOf(zip).map(([n, c]) => [n, n === name ? content : c] as const);

/** 41 MB of zeros: about 41 KB deflated. */
const hugeEntry = () => new Uint8Array(41_000_000);

const WORD_DOCUMENT = 'word/document.xml';
const SHEET = 'xl/worksheets/sheet1.xml';
const GAP = 'archive ambiguë : des données séparent son répertoire central de sa fin.';
const miscounted = (count: number) => `archive ambiguë : son répertoire central contient plus que les ${count} fichiers annoncés.`;

/** The two forged layouts of `honest`, each hiding `content` under the name `name` from a reader that reads as the check read. */
function forgeries(honest: Uint8Array, name: string, content: Uint8Array) {
  return {
    miscounted: miscountedZip(entriesOf(honest), [[name, content]]),
    hidden: hiddenDirectoryZip(entriesOf(honest), swapped(honest, name, content)),
  };
}

describe('archives a lenient reader reads otherwise', () => {
  it('refuses both layouts, though mammoth reads from each a document the check never saw', async () => {
    const docx = docxOf(word.para(word.run('Texte visible.')));
    const hiddenText = entriesOf(docxOf(word.para(word.run('Texte caché.')))).find(([n]) => n === WORD_DOCUMENT)?.[1] ?? new Uint8Array();
    const forged = forgeries(docx, WORD_DOCUMENT, hiddenText);
    for (const zip of [forged.miscounted, forged.hidden]) {
      // What the forgery is: JSZip, inside mammoth, reads the hidden document.
      expect((await mammoth.convertToHtml({ buffer: Buffer.from(zip) })).value).toBe('<p>Texte caché.</p>');
    }
    expect(refusalOf(forged.miscounted, WORD_ZIP_LIMITS)).toBe(miscounted(entriesOf(docx).length));
    expect(refusalOf(forged.hidden, WORD_ZIP_LIMITS)).toBe(GAP);
  });

  it('keeps the Word import from handing mammoth a 41 MB document hidden either way', async () => {
    const docx = docxOf(word.para(word.run('Texte.')));
    const forged = forgeries(docx, WORD_DOCUMENT, hugeEntry());
    for (const [zip, reason] of [
      [forged.miscounted, miscounted(entriesOf(docx).length)],
      [forged.hidden, GAP],
    ] as const) {
      const source = { kind: 'bytes' as const, name: 'note.docx', size: zip.length, base64: Buffer.from(zip).toString('base64') };
      const error = await readEditorImport(source, 'ARTICLE').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BridgeError);
      expect((error as BridgeError).message).toBe(`Le fichier « note.docx » n’a pas pu être lu : ${reason}`);
    }
  });

  it('keeps a referential import from handing exceljs a 41 MB sheet hidden either way', async () => {
    const xlsx = await xlsxOf({ emetteurs: [['code', 'libelle'], ['CE', 'Conseil d’État']] });
    const forged = forgeries(xlsx, SHEET, hugeEntry());
    for (const [zip, reason] of [
      [forged.miscounted, miscounted(entriesOf(xlsx).length)],
      [forged.hidden, GAP],
    ] as const) {
      const faults = new FaultList();
      await readReferentialFile(REFERENTIAL_RULES.emetteurs, zip, faults);
      expect(faults.sorted.map(describeFault)).toEqual([`Fichier XLSX refusé : ${reason}`]);
    }
  });

  it('refuses a name the directory lists twice', () => {
    const twice = handZip([
      [SHEET, new TextEncoder().encode('<a/>')],
      [SHEET, new TextEncoder().encode('<b/>')],
    ]);
    expect(refusalOf(twice, XLSX_ZIP_LIMITS)).toBe(`archive ambiguë : « ${SHEET} » y figure deux fois.`);
  });

  it('hands mammoth the entries under the names the check read, whatever name an extra field gives them', async () => {
    const docx = docxOf(word.para(word.run('Texte visible.')));
    const hiddenText = entriesOf(docxOf(word.para(word.run('Texte caché.')))).find(([n]) => n === WORD_DOCUMENT)?.[1] ?? new Uint8Array();
    const renamed = renamedZip(entriesOf(docx), ['word/autre.xml', hiddenText], WORD_DOCUMENT);
    // What the original is: JSZip, inside mammoth, reads the other entry as the document.
    expect((await mammoth.convertToHtml({ buffer: Buffer.from(renamed) })).value).toBe('<p>Texte caché.</p>');
    const source = { kind: 'bytes' as const, name: 'note.docx', size: renamed.length, base64: Buffer.from(renamed).toString('base64') };
    const imported = await readEditorImport(source, 'ARTICLE');
    expect(imported).toMatchObject({ format: 'WORD', blocks: expect.stringContaining('Texte visible.') });
    expect(JSON.stringify(imported)).not.toContain('caché');
  });

  it('accepts the honest archives of today, handing the reader their checked entries alone, written anew', async () => {
    const entries: ZipEntries = [
      ['[Content_Types].xml', new TextEncoder().encode('<Types/>'.repeat(50))],
      ['vide.txt', new Uint8Array(0)],
      ['xl/média/é.xml', new TextEncoder().encode('<é/>')],
    ];
    const original = handZip(entries);
    const bounded = boundedZip(original, XLSX_ZIP_LIMITS);
    if (!bounded.ok) throw new Error(bounded.reason);
    expect(entriesOf(bounded.zip)).toEqual(entries);
    // Stored or deflated, names in UTF-8. The rebuilt archive passes the check as it is: one directory, as long as its end record says, right before it.
    expect(refusalOf(bounded.zip, XLSX_ZIP_LIMITS)).toBeNull();
    // Sizes after the data (data descriptors, as LibreOffice writes them) are read from the directory, and kept out of the rebuilt archive.
    const deferred = streamedZip(entries);
    expect((deferred[6] ?? 0) & 0x8).toBe(0x8);
    const rebuilt = boundedZip(deferred, XLSX_ZIP_LIMITS);
    if (!rebuilt.ok) throw new Error(rebuilt.reason);
    expect(entriesOf(rebuilt.zip)).toEqual(entries);
    expect((rebuilt.zip[6] ?? 0) & 0x8).toBe(0);
    const xlsx = await xlsxOf({ emetteurs: [['code', 'libelle'], ['CE', 'Conseil d’État']] });
    const faults = new FaultList();
    const { table } = await readReferentialFile(REFERENTIAL_RULES.emetteurs, xlsx, faults);
    expect(faults.sorted.map(describeFault)).toEqual([]);
    expect(table.records.map((r) => r.cells.get('libelle')?.value)).toEqual(['Conseil d’État']);
  });
});

/** An archive written as a stream (fflate's Zip): each entry's sizes and CRC after its data, in a data descriptor. */
function streamedZip(entries: ZipEntries): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, content] of entries) {
    const file = new ZipDeflate(name, { level: 9 });
    zip.add(file);
    file.push(content, true);
  }
  zip.end();
  return Buffer.concat(chunks);
}
