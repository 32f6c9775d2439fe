import { describe, expect, it, vi } from 'vitest';
import { createPublicationReader, namedPublication, type ReceivedPublication } from '../../../../src/core/publications/received-publication';
import type { PublicationRow } from '../../../../src/shared/domain/publication';
import { BridgeError } from '../../../../src/shared/errors';

/**
 * Core completes a publication where it reads it (issue 32): a back-office answering only the fields of
 * spec 2 §3 sends no `name` nor `periodicalLabel`, and every screen still gets both.
 */

type Row = Pick<PublicationRow, 'id' | 'periodicalId' | 'year' | 'number' | 'name' | 'periodicalLabel' | 'lastPrinterPdfProcessStatus'>;

/** A publication stripped to the spec's fields (those this reader looks at). */
const spec = (id: number, periodicalId: string, number: string): ReceivedPublication<Row> => ({ id, periodicalId, year: 2024, number, lastPrinterProcessStatus: 'FINISHED' });
const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'GDP', label: 'Gazette du Palais' },
];

describe('createPublicationReader', () => {
  it('builds the identifier periodicalId_year_number and reads the label from the periodicals, once for a page', async () => {
    const periodicals = vi.fn(() => Promise.resolve(PERIODICALS));
    const reader = createPublicationReader(periodicals);
    const page = await reader.page<Row>({ result: [spec(1, 'BJS', '12'), spec(2, 'GDP', 'hors-serie')], resultCount: 2 });
    expect(page).toEqual({
      resultCount: 2,
      result: [
        { id: 1, periodicalId: 'BJS', year: 2024, number: '12', name: 'BJS_2024_12', periodicalLabel: 'Bulletin Joly Sociétés', lastPrinterPdfProcessStatus: 'FINISHED' },
        { id: 2, periodicalId: 'GDP', year: 2024, number: 'hors-serie', name: 'GDP_2024_hors-serie', periodicalLabel: 'Gazette du Palais', lastPrinterPdfProcessStatus: 'FINISHED' },
      ],
    });
    expect(periodicals).toHaveBeenCalledTimes(1);
    // Kept: read again only for a periodical it did not know.
    await reader.one<Row>(spec(3, 'BJS', '13'));
    expect(periodicals).toHaveBeenCalledTimes(1);
    await reader.list<Row>([spec(4, 'DEF', '1')]);
    expect(periodicals).toHaveBeenCalledTimes(2);
  });

  it('keeps the name and label the answer has, without reading the periodicals', async () => {
    const periodicals = vi.fn(() => Promise.resolve(PERIODICALS));
    const read = await createPublicationReader(periodicals).one<Row>({ ...spec(1, 'BJS', '12'), name: 'BJS_2024_12bis', periodicalLabel: 'BJS (libellé du serveur)' });
    expect(read).toMatchObject({ name: 'BJS_2024_12bis', periodicalLabel: 'BJS (libellé du serveur)' });
    expect(periodicals).not.toHaveBeenCalled();
  });

  it('takes a blank name or label for none', async () => {
    const read = await createPublicationReader(() => Promise.resolve(PERIODICALS)).one<Row>({ ...spec(1, 'BJS', '12'), name: '', periodicalLabel: null });
    expect(read).toMatchObject({ name: 'BJS_2024_12', periodicalLabel: 'Bulletin Joly Sociétés' });
  });

  it('falls back to the periodical’s id when it is not listed or the periodicals cannot be read', async () => {
    expect(await createPublicationReader(() => Promise.resolve(PERIODICALS)).one<Row>(spec(1, 'AJU', '3'))).toMatchObject({ name: 'AJU_2024_3', periodicalLabel: 'AJU' });
    const offline = createPublicationReader(() => Promise.reject(new BridgeError('OFFLINE', 'Le serveur ne répond pas.')));
    expect(await offline.one<Row>(spec(1, 'BJS', '12'))).toMatchObject({ name: 'BJS_2024_12', periodicalLabel: 'BJS' });
  });
});

describe('namedPublication', () => {
  it('names the answer and leaves its label alone', () => {
    expect(namedPublication<Row>(spec(1, 'BJS', '11-12'))).toEqual({ id: 1, periodicalId: 'BJS', year: 2024, number: '11-12', name: 'BJS_2024_11-12', lastPrinterPdfProcessStatus: 'FINISHED' });
  });
});
