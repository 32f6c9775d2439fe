import { describe, expect, it } from 'vitest';
import { receivedAuthorRow, type ReceivedAuthorRow } from '../../../../src/core/authors/received-author-row';
import { specAuthorRow } from '../../../support/spec-author';

/**
 * The author list's rows (issue 32): POST /api/author/search answers spec 1 §3 Authors; the reference server
 * adds displayName, city, country, image and imageCount, which core derives when the answer lacks them.
 */

describe('receivedAuthorRow', () => {
  it('derives the name, the place, the thumbnail and the count from spec 1 §3’s Author', () => {
    expect(receivedAuthorRow(specAuthorRow())).toEqual({
      id: 5,
      knkId: null,
      type: 'FEMALE',
      firstName: 'Claire',
      particle: null,
      lastName: 'Lemaire',
      displayName: 'Claire Lemaire',
      functions: ['Avocate au barreau de Lyon'],
      emailFav: 'claire.lemaire@cabinet-lyon.fr',
      phoneNumberFav: { countryCode: 'FR', number: '472000000', type: 'FIX', fav: true },
      // The favourite address, a personal one, before the first (professional) one.
      city: 'Bruxelles',
      country: 'BELGIQUE',
      enable: true,
      used: false,
      creationDate: '2020-02-03T09:00:00Z',
      modificationDate: '2025-01-15T10:00:00Z',
      // spec 1 §3's Author image has no version: the URL goes without.
      image: { id: 51, version: null },
      // 53 is disabled.
      imageCount: 2,
    });
  });

  it('takes the first address, kinds in order, when none is the favourite', () => {
    const row: ReceivedAuthorRow = {
      ...specAuthorRow(),
      addresses: [
        { contact: 'other', fav: false, postCode: '', country: 'SUISSE', complement: '', city: 'Genève', street: '' },
        { contact: 'personal', fav: false, postCode: '', country: 'FRANCE', complement: '', city: 'Nantes', street: '' },
      ],
    };
    expect(receivedAuthorRow(row)).toMatchObject({ city: 'Nantes', country: 'FRANCE' });
    expect(receivedAuthorRow({ ...row, addresses: [] })).toMatchObject({ city: null, country: null });
  });

  it('names an organisation by its name, a person with an elided particle without a space', () => {
    expect(receivedAuthorRow({ ...specAuthorRow(), type: 'ORGANISATION', firstName: null, lastName: 'Conseil supérieur du notariat' }).displayName).toBe(
      'Conseil supérieur du notariat',
    );
    expect(receivedAuthorRow({ ...specAuthorRow(), firstName: 'Hélène', particle: 'd’', lastName: 'Aubigné' }).displayName).toBe('Hélène d’Aubigné');
  });

  it('has no thumbnail without imageAuthorId; takes the version its image carries', () => {
    expect(receivedAuthorRow({ ...specAuthorRow(), imageAuthorId: null }).image).toBeNull();
    const [first] = specAuthorRow().images ?? [];
    if (!first) throw new Error('no image');
    expect(receivedAuthorRow({ ...specAuthorRow(), images: [{ ...first, version: 7 }] }).image).toEqual({ id: 51, version: 7 });
  });

  it('keeps the reference server’s extras as they came, null ones included, and nothing of the Author beyond the row', () => {
    const row = receivedAuthorRow({
      ...specAuthorRow(),
      displayName: 'Maître Claire Lemaire',
      city: null,
      country: null,
      image: { id: 52, version: 2 },
      imageCount: 9,
    });
    expect(row).toMatchObject({ displayName: 'Maître Claire Lemaire', city: null, country: null, image: { id: 52, version: 2 }, imageCount: 9 });
    expect(row).not.toHaveProperty('addresses');
    expect(row).not.toHaveProperty('images');
    expect(row).not.toHaveProperty('imageAuthorId');
  });
});
