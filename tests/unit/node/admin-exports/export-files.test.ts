import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../../src/server/admin-exports/exports';
import { toCsv } from '../../../../src/server/admin-exports/sheets';
import { neutraliseCell } from '../../../../src/shared/rules/spreadsheet';

/** The export files' names and cells (spec 2 §7 "files named with periodical and dates"; design.md neutralised cells). */

describe('export files', () => {
  it('are named with the periodical and the dates', () => {
    const request = { periodicalId: 'BJS', startDate: '2024-01-01', endDate: '2024-03-01' };
    expect(exportFileName('authors', request)).toBe('auteurs-BJS-2024-01-01-2024-03-01.xlsx');
    expect(exportFileName('references', request)).toBe('references-BJS-2024-01-01-2024-03-01.csv');
    expect(exportFileName('publication', request)).toBe('elements-publies-BJS-2024-01-01-2024-03-01.xlsx');
  });

  it('neutralise every text cell that a spreadsheet would run: = + - @, tab, CR', () => {
    const hostile = ['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\tx', '\rx', 'sûr'];
    expect(hostile.map(neutraliseCell)).toEqual(["'=1+1", "'+33 1 23", "'-2", "'@SUM(A1)", "'\tx", "'\rx", 'sûr']);
    const csv = toCsv({ name: 'x', headers: ['=Titre', 'N'], rows: [['@cmd', -5], ['a;b', null]] });
    expect(csv).toBe("\uFEFF'=Titre;N\r\n'@cmd;-5\r\n\"a;b\";\r\n");
  });
});
