import { describe, expect, it, vi } from 'vitest';
import { createPublicationReader, namedPublication, type ReceivedPublication } from '../../../../src/core/publications/received-publication';
import type { PublicationDetail } from '../../../../src/shared/domain/publication';
import { BridgeError } from '../../../../src/shared/errors';
import { LOAD_FAILED } from '../../../../src/shared/messages';

/**
 * Core completes a publication where it reads it (issue 32): a back-office answering only the fields of
 * spec 2 §3 sends no `name` nor `periodicalLabel`, and every screen still gets both; a field of the wrong type
 * is refused with the specs' load error, not met deep in a screen.
 */

/** A publication with spec 2 §3's fields and no other, its printer status under the spec's other name. */
const spec = (id: number, periodicalId: string, number: string): ReceivedPublication => ({
  id,
  periodicalId,
  year: 2024,
  number,
  editionType: 'STANDARD',
  startDate: '2024-01-01',
  endDate: null,
  closingDate: null,
  status: 'IN_PROGRESS',
  modificationDate: '2024-01-02T10:00:00Z',
  publicationOnlineDate: null,
  scheduledDate: null,
  username: null,
  validationDate: null,
  lastPrinterProcessStatus: 'FINISHED',
  lastAvailablePlacardProcessStatus: null,
  lastRequestPlacardProcessStatus: null,
  lastRequestPlacardProcess: null,
  allArticlesReady: false,
  title: null,
  text: null,
  articleId: null,
  imageId: null,
});
const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'GDP', label: 'Gazette du Palais' },
];
const reader = () => createPublicationReader(() => Promise.resolve(PERIODICALS));

describe('createPublicationReader', () => {
  it('builds the identifier periodicalId_year_number and reads the label from the periodicals, once for a page', async () => {
    const periodicals = vi.fn(() => Promise.resolve(PERIODICALS));
    const reader = createPublicationReader(periodicals);
    const page = await reader.page({ result: [spec(1, 'BJS', '12'), spec(2, 'GDP', 'hors-serie')], resultCount: 2 });
    expect(page.resultCount).toBe(2);
    expect(page.result).toEqual([
      expect.objectContaining({ id: 1, name: 'BJS_2024_12', periodicalLabel: 'Bulletin Joly Sociétés', lastPrinterPdfProcessStatus: 'FINISHED' }),
      expect.objectContaining({ id: 2, name: 'GDP_2024_hors-serie', periodicalLabel: 'Gazette du Palais', lastPrinterPdfProcessStatus: 'FINISHED' }),
    ]);
    expect(periodicals).toHaveBeenCalledTimes(1);
    // Kept: read again only for a periodical it did not know.
    await reader.one(spec(3, 'BJS', '13'));
    expect(periodicals).toHaveBeenCalledTimes(1);
    await reader.list([spec(4, 'DEF', '1')]);
    expect(periodicals).toHaveBeenCalledTimes(2);
  });

  it('keeps the name and label the answer has, without reading the periodicals', async () => {
    const periodicals = vi.fn(() => Promise.resolve(PERIODICALS));
    const read = await createPublicationReader(periodicals).one({ ...spec(1, 'BJS', '12'), name: 'BJS_2024_12bis', periodicalLabel: 'BJS (libellé du serveur)' });
    expect(read).toMatchObject({ name: 'BJS_2024_12bis', periodicalLabel: 'BJS (libellé du serveur)' });
    expect(periodicals).not.toHaveBeenCalled();
  });

  it('takes a blank name or label for none', async () => {
    const read = await reader().one({ ...spec(1, 'BJS', '12'), name: '', periodicalLabel: '' });
    expect(read).toMatchObject({ name: 'BJS_2024_12', periodicalLabel: 'Bulletin Joly Sociétés' });
  });

  it('falls back to the periodical’s id when it is not listed or the periodicals cannot be read', async () => {
    expect(await reader().one(spec(1, 'AJU', '3'))).toMatchObject({ name: 'AJU_2024_3', periodicalLabel: 'AJU' });
    const offline = createPublicationReader(() => Promise.reject(new BridgeError('OFFLINE', 'Le serveur ne répond pas.')));
    expect(await offline.one(spec(1, 'BJS', '12'))).toMatchObject({ name: 'BJS_2024_12', periodicalLabel: 'BJS' });
  });

  it('reads the printer status under either of spec 2’s names, the client’s first', async () => {
    const { lastPrinterProcessStatus: _other, ...neither } = spec(1, 'BJS', '12');
    expect(await reader().one(neither)).toMatchObject({ lastPrinterPdfProcessStatus: null });
    expect(await reader().one(spec(1, 'BJS', '12'))).not.toHaveProperty('lastPrinterProcessStatus');
    expect(await reader().one({ ...spec(1, 'BJS', '12'), lastPrinterPdfProcessStatus: 'PENDING' })).toMatchObject({ lastPrinterPdfProcessStatus: 'PENDING' });
  });

  it('reads the detail with its plan, and passes the answer’s extensions through unchanged', async () => {
    const plan = [{ id: 'n1', name: 'Une', type: 'CONTAINER' as const, sub: [], depth: 1 }];
    const read: PublicationDetail = await reader().one<PublicationDetail>({ ...spec(1, 'BJS', '12'), plan, version: 4, charVolume: 1200, lockedBy: 'x' } as ReceivedPublication<PublicationDetail>);
    expect(read).toMatchObject({ plan, version: 4, charVolume: 1200, lockedBy: 'x', name: 'BJS_2024_12' });
  });

  it('refuses an answer whose field has the wrong type with the specs’ load error, saying which', async () => {
    const malformed = { ...spec(1, 'BJS', '12'), year: '2024' } as unknown as ReceivedPublication;
    const refusal = await reader().one(malformed).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BridgeError);
    expect(refusal).toMatchObject({ code: 'INTERNAL', message: LOAD_FAILED, reason: 'Réponse du serveur illisible : « year » : un nombre attendu.' });
    const plan = [{ id: 'n1', name: 'Une', type: 'CONTAINER', sub: {} }];
    await expect(reader().page({ result: [spec(1, 'BJS', '12'), { ...spec(2, 'BJS', '13'), plan } as ReceivedPublication], resultCount: 2 })).rejects.toMatchObject({
      reason: 'Réponse du serveur illisible : « [1].plan[0].sub » : une liste attendue.',
    });
  });
});

describe('namedPublication', () => {
  it('names the answer, its label the answer’s or its periodical’s id', () => {
    expect(namedPublication(spec(1, 'BJS', '11-12'))).toMatchObject({ id: 1, name: 'BJS_2024_11-12', periodicalLabel: 'BJS', lastPrinterPdfProcessStatus: 'FINISHED' });
  });
});
