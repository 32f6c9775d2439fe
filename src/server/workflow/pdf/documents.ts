import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { parisDayAtTime } from '../../text/dates';
import type { PrintPackage } from './package';
import { PAGE, drawPlacard, type Fonts } from './pages';

/**
 * The two PDFs of the print workflow (spec 2 §4), made with pdf-lib: the placard (layout proof) and the
 * printer PDF, the same pages on a larger sheet with 3 mm of bleed, crop marks at the corners and the
 * trim and bleed boxes set, as a printer expects. Metadata name the periodical and the publication.
 */

export interface MadePdf {
  bytes: Uint8Array;
  pageCount: number;
  fileName: string;
}

const MM = 72 / 25.4;
/** Bleed beyond the trimmed page, and the slug around it where the crop marks go. */
export const BLEED = 3 * MM;
export const SLUG = 12 * MM;
const MARK_LENGTH = 8 * MM;

async function newDocument(pkg: PrintPackage, what: string, now: Date): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${pkg.periodicalLabel} — ${pkg.name} — ${what}`);
  doc.setSubject(`${what} de la publication ${pkg.name} (${pkg.periodicalLabel})`);
  doc.setAuthor('Pupitre');
  doc.setCreator('Pupitre — serveur de référence');
  doc.setProducer('pdf-lib');
  doc.setKeywords([pkg.periodicalId, pkg.name, what]);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  return { doc, fonts: { regular, bold, italic } };
}

export async function makePlacard(pkg: PrintPackage, now = new Date()): Promise<MadePdf> {
  const { doc, fonts } = await newDocument(pkg, 'Placard', now);
  const pageCount = await drawPlacard(doc, fonts, pkg, parisDayAtTime(now), 'Placard');
  return { bytes: await doc.save(), pageCount, fileName: `${pkg.name}-placard.pdf` };
}

/** Crop marks: two short lines at each corner of the trim box, outside the bleed. */
function drawCropMarks(page: PDFPage, trim: { x: number; y: number; width: number; height: number }): void {
  const color = rgb(0, 0, 0);
  const gap = BLEED;
  for (const [x, y] of [
    [trim.x, trim.y],
    [trim.x + trim.width, trim.y],
    [trim.x, trim.y + trim.height],
    [trim.x + trim.width, trim.y + trim.height],
  ] as const) {
    const outX = x === trim.x ? -1 : 1;
    const outY = y === trim.y ? -1 : 1;
    page.drawLine({ start: { x: x + outX * gap, y }, end: { x: x + outX * (gap + MARK_LENGTH), y }, thickness: 0.25, color });
    page.drawLine({ start: { x, y: y + outY * gap }, end: { x, y: y + outY * (gap + MARK_LENGTH) }, thickness: 0.25, color });
  }
}

export async function makePrinterPdf(pkg: PrintPackage, now = new Date()): Promise<MadePdf> {
  // The pages are laid out once, then each is placed on a sheet with bleed and slug.
  const { doc: pages, fonts } = await newDocument(pkg, 'BAT', now);
  const pageCount = await drawPlacard(pages, fonts, pkg, parisDayAtTime(now), 'BAT');
  const { doc } = await newDocument(pkg, 'PDF imprimeur', now);
  const embedded = await doc.embedPages(pages.getPages());
  const margin = BLEED + SLUG;
  const trim = { x: margin, y: margin, width: PAGE.width, height: PAGE.height };
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  for (const [index, page] of embedded.entries()) {
    const sheet = doc.addPage([PAGE.width + 2 * margin, PAGE.height + 2 * margin]);
    sheet.drawPage(page, { x: trim.x, y: trim.y });
    sheet.setTrimBox(trim.x, trim.y, trim.width, trim.height);
    sheet.setBleedBox(trim.x - BLEED, trim.y - BLEED, trim.width + 2 * BLEED, trim.height + 2 * BLEED);
    drawCropMarks(sheet, trim);
    sheet.drawText(`${pkg.name} — PDF imprimeur — feuille ${index + 1} / ${pageCount}`, { x: margin, y: SLUG / 2, size: 6, font: regular, color: rgb(0, 0, 0) });
  }
  return { bytes: await doc.save(), pageCount, fileName: `${pkg.name}-BAT.pdf` };
}
