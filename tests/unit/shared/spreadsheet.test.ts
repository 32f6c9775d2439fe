import { describe, expect, it } from 'vitest';
import { neutraliseCell } from '../../../src/shared/rules/spreadsheet';

describe('spreadsheet cells (design.md: every csv or xlsx cell the product writes)', () => {
  it("puts a ' before a cell that begins with = + - @, a tab or a carriage return", () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCell(`${start}HYPERLINK("https://evil.example","clic")`)).toBe(`'${start}HYPERLINK("https://evil.example","clic")`);
    }
    expect(neutraliseCell('=1+1')).toBe("'=1+1");
    expect(neutraliseCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
  });

  it('leaves every other cell as it is', () => {
    for (const value of ['', 'Dupont', ' =1+1', '1-2', 'Professionnel : +33 1 44 41 58 00', "'déjà", '\n=1']) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });
});
