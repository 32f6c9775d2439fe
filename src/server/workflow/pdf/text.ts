import type { PDFFont } from 'pdf-lib';
import { richTextToPlain } from '../../../shared/rules/rich-text';

/**
 * Text for the PDFs: the standard fonts speak WinAnsi (French letters, « », —, ’, œ are in it); anything
 * else is replaced, markup goes, and lines are wrapped to a width.
 */

const REPLACEMENTS: Record<string, string> = { '\u202f': ' ', '\u00a0': ' ', '\u2009': ' ', '\u2011': '-', '\u2212': '-', '\u2192': '->', '\u2026': '...' };

/** What `font` can draw of `text`, markup removed. */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...richTextToPlain(text).replace(/\s+/g, ' ')]
    .map((c) => REPLACEMENTS[c] ?? c)
    .join('')
    .split('')
    .map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?'))
    .join('');
}

/**
 * The width of a string as pdf-lib draws it: each character's advance, with no kerning (`drawText` shows
 * the text as is, although `widthOfTextAtSize` counts kerning pairs). Each character is measured once.
 */
function advances(font: PDFFont, size: number): (text: string) => number {
  const known = new Map<string, number>();
  return (text) => {
    let width = 0;
    for (const c of text) {
      let advance = known.get(c);
      if (advance === undefined) {
        advance = font.widthOfTextAtSize(c, size);
        known.set(c, advance);
      }
      width += advance;
    }
    return width;
  };
}

/**
 * Lines of at most `width` points; a word longer than a line is cut where it reaches the width. One pass
 * over the text: a 50,000-character token in an article body costs what any text of that length does.
 */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const widthOf = advances(font, size);
  const space = widthOf(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ').filter(Boolean)) {
    const wordWidth = widthOf(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    lineWidth = 0;
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    for (const c of word) {
      const advance = widthOf(c);
      if (line && lineWidth + advance > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += c;
      lineWidth += advance;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Not given by the specs: the body of a placard page until the articles issue brings the XML. */
const PARAGRAPHS = [
  'La jurisprudence récente confirme l’exigence d’une motivation précise des décisions rendues en matière sociétaire, sous le contrôle de la Cour de cassation.',
  'Les praticiens relèveront que la réforme modifie sensiblement l’articulation entre les délais de procédure et les délais de prescription.',
  'Le notaire, tenu d’un devoir de conseil, doit éclairer les parties sur la portée et les effets de l’acte qu’il reçoit.',
  'Cette solution, déjà retenue par la chambre commerciale, mérite d’être approuvée au regard de la sécurité juridique des opérations.',
  'En pratique, la rédaction des clauses statutaires appelle une vigilance particulière quant aux conditions de majorité.',
  'L’arrêt commenté s’inscrit dans une évolution constante, que la doctrine avait appelée de ses vœux.',
];

/** A few paragraphs, the same for the same article. */
export function fillerParagraphs(seed: number, count: number): string[] {
  return Array.from({ length: count }, (_, n) => PARAGRAPHS[(seed + n * 5) % PARAGRAPHS.length] as string);
}
