import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Queryable } from '../db/db';
import { parisDayAtTime } from '../text/dates';
import type { MadePdf } from '../workflow/pdf/documents';
import { PAGE } from '../workflow/pdf/pages';
import { fillerParagraphs, printable, wrap } from '../workflow/pdf/text';
import { paragraphsOf, parseMixedXml } from './xml-body';

/**
 * An article's or bundle's placard (spec 2 §4 "placard generation", GET /api/article/download/{id}/placard):
 * its title, authors and body set in one column with pdf-lib, stamped with the date it was made.
 */

export interface PlacardSource {
  id: number;
  title: string;
  periodical_id: string;
  content_xml: string | null;
  authors: string | null;
}

const MARGIN = 56;
const BODY_SIZE = 10.5;
const LEADING = 14;

function bodyOf(source: PlacardSource): string[] {
  if (source.content_xml) {
    try {
      const paragraphs = paragraphsOf(parseMixedXml(source.content_xml));
      if (paragraphs.length) return paragraphs;
    } catch {
      // A malformed body is printed as a placeholder text: the placard shows the layout, not a failure.
    }
  }
  return fillerParagraphs(source.id, 6);
}

/** What an article's placard shows, read from the database. */
export async function readPlacardSource(db: Queryable, articleId: number): Promise<PlacardSource> {
  const [source] = await db.query<PlacardSource>(
    `SELECT a.id, a.title, a.periodical_id, a.content_xml,
       (SELECT string_agg(trim(coalesce(au.first_name || ' ', '') || coalesce(au.particle || ' ', '') || au.last_name), ', ' ORDER BY aa.position)
        FROM article_author aa JOIN author au ON au.id = aa.author_id WHERE aa.article_id = a.id) AS authors
     FROM article a WHERE a.id = $1`,
    [articleId],
  );
  if (!source) throw new Error(`Article ${articleId} introuvable.`);
  return source;
}

export async function makeArticlePlacard(db: Queryable, articleId: number, now = new Date()): Promise<MadePdf> {
  return placardOf(await readPlacardSource(db, articleId), now);
}

/** The placard of what was read: the layout alone, no database. */
export async function placardOf(source: PlacardSource, now: Date): Promise<MadePdf> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${source.periodical_id} — article ${source.id} — Placard`);
  doc.setAuthor('Pupitre');
  doc.setCreator('Pupitre — serveur de référence');
  doc.setCreationDate(now);
  const [regular, bold, italic] = await Promise.all([doc.embedFont(StandardFonts.TimesRoman), doc.embedFont(StandardFonts.TimesRomanBold), doc.embedFont(StandardFonts.TimesRomanItalic)]);
  const width = PAGE.width - 2 * MARGIN;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const stamp = () =>
    page.drawText(printable(italic, `Placard — ${source.periodical_id} — article ${source.id} — ${parisDayAtTime(now)}`), { x: MARGIN, y: MARGIN / 2, size: 8, font: italic, color: rgb(0.4, 0.4, 0.4) });
  stamp();
  const lines = (text: string, font: typeof regular, size: number, leading: number, after: number) => {
    for (const line of wrap(font, size, printable(font, text), width)) {
      if (y < MARGIN + leading) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
        stamp();
      }
      page.drawText(line, { x: MARGIN, y, size, font });
      y -= leading;
    }
    y -= after;
  };
  lines(source.title || `Article ${source.id}`, bold, 18, 22, 6);
  if (source.authors) lines(source.authors, italic, 11, 14, 12);
  for (const paragraph of bodyOf(source)) lines(paragraph, regular, BODY_SIZE, LEADING, 6);
  return { bytes: await doc.save(), pageCount: doc.getPageCount(), fileName: `article-${source.id}-placard.pdf` };
}
