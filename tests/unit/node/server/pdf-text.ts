import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * Reads back what the server's PDFs say, with pdf-lib: the text drawn on a page (pdf-lib writes the
 * standard fonts' text as hex strings `<...> Tj`, WinAnsi bytes), enough for ASCII and Latin-1 checks.
 */

function streamsOf(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) return contents.asArray().map((ref) => page.doc.context.lookup(ref)).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  return [];
}

/** WinAnsi bytes 0x80-0x9F that differ from Latin-1 (those the French text uses). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x8c: 'Œ', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x9c: 'œ' };
const winAnsi = (bytes: Buffer): string => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

export function pageText(page: PDFPage): string {
  const operators = streamsOf(page)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => winAnsi(Buffer.from(m[1] ?? '', 'hex'))).join('\n');
}

export async function readPdf(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: string[] }> {
  const doc = await PDFDocument.load(bytes);
  return { doc, pages: doc.getPages().map(pageText) };
}
