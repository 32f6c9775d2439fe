import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { printable, wrap } from '../../../../src/server/workflow/pdf/text';

/** The placard's body: Times 10.5 pt on an A4 page less two 56 pt margins. */
const SIZE = 10.5;
const WIDTH = 595.28 - 2 * 56;
const LONG_WORD = 'anticonstitutionnellement'.repeat(2000);

let times: PDFFont;

beforeAll(async () => {
  times = await (await PDFDocument.create()).embedFont(StandardFonts.TimesRoman);
});

/** Each character's advance, as pdf-lib draws a line (no kerning). */
const drawnWidth = (line: string): number => [...line].reduce((sum, c) => sum + times.widthOfTextAtSize(c, SIZE), 0);

/** The font, counting the characters measured; past `budget` it stops the test instead of running for hours. */
function countingFont(budget: number): { font: PDFFont; measured: () => number } {
  let measured = 0;
  const font = new Proxy(times, {
    get(target, property, receiver) {
      if (property !== 'widthOfTextAtSize') return Reflect.get(target, property, receiver) as unknown;
      return (text: string, size: number) => {
        measured += text.length;
        if (measured > budget) throw new Error(`more than ${budget} characters measured`);
        return target.widthOfTextAtSize(text, size);
      };
    },
  });
  return { font, measured: () => measured };
}

describe('wrapping the text of a PDF', () => {
  it('keeps words whole and every line within the width', () => {
    const text = printable(times, 'La jurisprudence récente confirme l’exigence d’une motivation précise des décisions rendues en matière sociétaire, sous le contrôle de la Cour de cassation. '.repeat(20));
    const lines = wrap(times, SIZE, text, WIDTH);
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.join(' ')).toBe(text.trim());
    for (const line of lines) expect(drawnWidth(line)).toBeLessThanOrEqual(WIDTH);
    // Full lines: the next word would not have fitted.
    for (const [n, line] of lines.slice(0, -1).entries()) {
      const next = lines[n + 1]?.split(' ')[0] ?? '';
      expect(drawnWidth(`${line} ${next}`)).toBeGreaterThan(WIDTH);
    }
  });

  it('cuts a 50,000-character word into full lines, in one pass over it', () => {
    const { font, measured } = countingFont(4 * LONG_WORD.length);
    const lines = wrap(font, SIZE, `Avant ${LONG_WORD} après`, WIDTH);
    expect(lines[0]).toBe('Avant');
    expect(lines.at(-1)).toMatch(/ après$/);
    expect(lines.join('').replace(/^Avant/, '').replace(/ après$/, '')).toBe(LONG_WORD);
    for (const line of lines) expect(drawnWidth(line)).toBeLessThanOrEqual(WIDTH);
    for (const line of lines.slice(1, -2)) expect(drawnWidth(`${line}e`)).toBeGreaterThan(WIDTH);
    expect(measured()).toBeLessThanOrEqual(2 * LONG_WORD.length);
  });

  it('puts a character wider than the line alone on its line rather than losing it', () => {
    expect(wrap(times, 40, 'WWW', 20)).toEqual(['W', 'W', 'W']);
  });
});
