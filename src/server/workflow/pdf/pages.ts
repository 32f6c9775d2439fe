import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { formatDateOnly } from '../../../shared/rules/date-only';
import type { PrintArticle, PrintEntry, PrintPackage } from './package';
import { fillerParagraphs, printable, wrap } from './text';

/**
 * The pages of a placard (spec 2 §4, issue 10): a cover with the periodical's name and the number, the
 * contents with page numbers, then the plan in order: one page per article, a bundle's page followed by
 * one per article of the bundle, one per ad or illustration (its file drawn). Every page carries the
 * periodical, the number and "page i / n". A4, in points.
 */

export const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
export const CONTENTS_LINES_PER_PAGE = 38;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

type ContentPage =
  | { kind: 'ARTICLE'; article: PrintArticle; rubriques: string[]; bundle: string | null }
  | { kind: 'BUNDLE'; bundle: PrintArticle & { articles: PrintArticle[] }; rubriques: string[] }
  | { kind: 'IMAGE'; entry: Extract<PrintEntry, { kind: 'ADVERTISEMENT' | 'ILLUSTRATION' }> };

interface ContentsLine {
  depth: number;
  text: string;
  bold: boolean;
  page: number | null;
}

/** The content pages, in order, and the contents lines pointing at them (page numbers counted from `firstPage`). */
function layout(pkg: PrintPackage): { pages: ContentPage[]; lines: (firstPage: number) => ContentsLine[] } {
  const pages: ContentPage[] = [];
  const lines: { depth: number; text: string; bold: boolean; offset: number | null }[] = [];
  for (const entry of pkg.entries) {
    if (entry.kind === 'SECTION') lines.push({ depth: entry.depth - 1, text: entry.name, bold: true, offset: null });
    else if (entry.kind === 'ARTICLE') {
      lines.push({ depth: entry.rubriques.length, text: entry.title, bold: false, offset: pages.length });
      pages.push({ kind: 'ARTICLE', article: entry, rubriques: entry.rubriques, bundle: null });
    } else if (entry.kind === 'BUNDLE') {
      lines.push({ depth: entry.rubriques.length, text: `Lot : ${entry.title}`, bold: false, offset: pages.length });
      pages.push({ kind: 'BUNDLE', bundle: entry, rubriques: entry.rubriques });
      for (const article of entry.articles) {
        lines.push({ depth: entry.rubriques.length + 1, text: article.title, bold: false, offset: pages.length });
        pages.push({ kind: 'ARTICLE', article, rubriques: entry.rubriques, bundle: entry.title });
      }
    } else {
      lines.push({ depth: 1, text: `${entry.kind === 'ADVERTISEMENT' ? 'Publicité' : 'Illustration'} : ${entry.name}`, bold: false, offset: pages.length });
      pages.push({ kind: 'IMAGE', entry });
    }
  }
  return { pages, lines: (firstPage) => lines.map((l) => ({ depth: l.depth, text: l.text, bold: l.bold, page: l.offset === null ? null : firstPage + l.offset })) };
}

/** Pages the placard of this package has: cover, contents, content. */
export function placardPageCount(pkg: PrintPackage): number {
  const { pages, lines } = layout(pkg);
  return 1 + contentsPageCount(lines(0).length) + pages.length;
}

function contentsPageCount(lineCount: number): number {
  return Math.max(1, Math.ceil(lineCount / CONTENTS_LINES_PER_PAGE));
}

function numberLabel(pkg: PrintPackage): string {
  return pkg.editionType === 'SPECIAL_EDITION' ? `Hors-série ${pkg.year}${pkg.number.length > 'hors-serie'.length ? ` (${pkg.number})` : ''}` : `N° ${pkg.number} — ${pkg.year}`;
}

class Painter {
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  text(text: string, x: number, y: number, size: number, font: PDFFont = this.fonts.regular): void {
    this.page.drawText(printable(font, text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  }

  /** Wrapped from `y` down; answers the y below the block. */
  block(text: string, y: number, size: number, font: PDFFont = this.fonts.regular, indent = 0): number {
    let at = y;
    for (const line of wrap(font, size, printable(font, text), TEXT_WIDTH - indent)) {
      this.page.drawText(line, { x: MARGIN + indent, y: at, size, font, color: rgb(0.1, 0.1, 0.1) });
      at -= size * 1.35;
    }
    return at;
  }

  footer(pkg: PrintPackage, index: number, total: number, stamp: string): void {
    this.page.drawLine({ start: { x: MARGIN, y: 48 }, end: { x: PAGE.width - MARGIN, y: 48 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    this.text(`${pkg.periodicalLabel} — ${numberLabel(pkg)}`, MARGIN, 34, 8);
    const right = `${stamp} — page ${index} / ${total}`;
    this.text(right, PAGE.width - MARGIN - this.fonts.regular.widthOfTextAtSize(printable(this.fonts.regular, right), 8), 34, 8);
  }
}

function drawCover(p: Painter, pkg: PrintPackage, generatedAt: string, stamp: string): void {
  let y = PAGE.height - 160;
  y = p.block(pkg.periodicalLabel, y, 28, p.fonts.bold);
  y = p.block(numberLabel(pkg), y - 12, 18);
  if (pkg.title) y = p.block(pkg.title, y - 18, 14, p.fonts.italic);
  const dates = pkg.endDate && pkg.endDate !== pkg.startDate ? `Du ${formatDateOnly(pkg.startDate)} au ${formatDateOnly(pkg.endDate)}` : `Parution du ${formatDateOnly(pkg.startDate)}`;
  y = p.block(dates, y - 18, 12);
  p.block(`${stamp} de la publication ${pkg.name}, généré le ${generatedAt}.`, y - 40, 10, p.fonts.italic);
}

function drawContents(p: Painter, lines: readonly ContentsLine[], first: boolean): void {
  let y = PAGE.height - 80;
  if (first) {
    p.text('Sommaire', MARGIN, y, 18, p.fonts.bold);
    y -= 36;
  }
  for (const line of lines) {
    const indent = line.depth * 14;
    const font = line.bold ? p.fonts.bold : p.fonts.regular;
    const page = line.page === null ? '' : String(line.page);
    const width = TEXT_WIDTH - indent - 40;
    const [text = ''] = wrap(font, 10, printable(font, line.text), width);
    p.text(text, MARGIN + indent, y, 10, font);
    if (page) p.text(page, PAGE.width - MARGIN - p.fonts.regular.widthOfTextAtSize(page, 10), y, 10);
    y -= 18;
  }
}

function drawArticle(p: Painter, page: Extract<ContentPage, { kind: 'ARTICLE' }>): void {
  let y = PAGE.height - 72;
  const path = [...page.rubriques, ...(page.bundle ? [`Lot : ${page.bundle}`] : [])].join(' › ');
  if (path) y = p.block(path, y, 9, p.fonts.italic);
  y = p.block(page.article.title, y - 14, 18, p.fonts.bold);
  if (page.article.authors.length) y = p.block(page.article.authors.join(', '), y - 4, 11, p.fonts.italic);
  y -= 16;
  for (const paragraph of fillerParagraphs(page.article.id, 6)) y = p.block(paragraph, y, 11) - 8;
  p.text(`${page.article.charVolume.toLocaleString('fr-FR')} signes`, MARGIN, 64, 8, p.fonts.italic);
}

function drawBundle(p: Painter, page: Extract<ContentPage, { kind: 'BUNDLE' }>): void {
  let y = PAGE.height - 72;
  if (page.rubriques.length) y = p.block(page.rubriques.join(' › '), y, 9, p.fonts.italic);
  y = p.block(`Lot : ${page.bundle.title}`, y - 14, 20, p.fonts.bold);
  y -= 10;
  for (const article of page.bundle.articles) y = p.block(`• ${article.title}`, y, 11, p.fonts.regular, 12) - 4;
}

async function drawImage(doc: PDFDocument, p: Painter, page: Extract<ContentPage, { kind: 'IMAGE' }>): Promise<void> {
  const label = `${page.entry.kind === 'ADVERTISEMENT' ? 'Publicité' : 'Illustration'} : ${page.entry.name}`;
  p.block(label, PAGE.height - 72, 10, p.fonts.italic);
  const image = page.entry.image;
  let embedded: PDFImage | null = null;
  if (image?.contentType === 'image/png') embedded = await doc.embedPng(image.bytes);
  else if (image?.contentType === 'image/jpeg') embedded = await doc.embedJpg(image.bytes);
  if (!embedded) return void p.block('Fichier indisponible.', PAGE.height - 120, 12);
  const box = { width: TEXT_WIDTH, height: PAGE.height - 200 };
  const scale = Math.min(box.width / embedded.width, box.height / embedded.height, 1.5);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  p.page.drawImage(embedded, { x: (PAGE.width - width) / 2, y: 90 + (box.height - height) / 2, width, height });
}

/** Adds the placard's pages to `doc`. `stamp`: what the footer says the document is (Placard, BAT). */
export async function drawPlacard(doc: PDFDocument, fonts: Fonts, pkg: PrintPackage, generatedAt: string, stamp: string): Promise<number> {
  const { pages, lines } = layout(pkg);
  const contentsLines = lines(0);
  const contentsPages = contentsPageCount(contentsLines.length);
  const firstContentPage = 2 + contentsPages;
  const total = 1 + contentsPages + pages.length;
  const newPage = (index: number) => {
    const painter = new Painter(doc.addPage([PAGE.width, PAGE.height]), fonts);
    painter.footer(pkg, index, total, stamp);
    return painter;
  };
  drawCover(newPage(1), pkg, generatedAt, stamp);
  const numbered = lines(firstContentPage);
  for (let n = 0; n < contentsPages; n++) drawContents(newPage(2 + n), numbered.slice(n * CONTENTS_LINES_PER_PAGE, (n + 1) * CONTENTS_LINES_PER_PAGE), n === 0);
  for (const [offset, page] of pages.entries()) {
    const painter = newPage(firstContentPage + offset);
    if (page.kind === 'ARTICLE') drawArticle(painter, page);
    else if (page.kind === 'BUNDLE') drawBundle(painter, page);
    else await drawImage(doc, painter, page);
  }
  return total;
}
