import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Author, AuthorInput } from '../../../../src/shared/domain/author';
import { startReferenceBed, valueOf, type ReferenceBed } from '../images/reference-bed';

/**
 * Authors through the real core on the real reference server: core sends every contact both ways (maps
 * keyed by kind, each entry carrying its `contact`), the server takes it, and what is read back is what the
 * edit screen sent.
 */

let bed: ReferenceBed;
let redaction: Core;

beforeAll(async () => {
  bed = await startReferenceBed();
  redaction = await bed.core('redaction');
}, 60_000);
afterAll(async () => {
  await bed?.close();
});

const EMAILS = { PROFESSIONAL: [{ mail: 'claire.lemaire@cabinet-lyon.fr', fav: true }], PERSONAL: [], OTHER: [{ mail: 'secretariat@cabinet-lyon.fr', fav: false }] };
const PHONES = { PROFESSIONAL: [], PERSONAL: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE' as const, fav: true }], OTHER: [] };
const ADDRESSES = {
  PROFESSIONAL: [{ street: '1 place Bellecour', complement: '', postCode: '69002', city: 'Lyon', country: 'FRANCE', fav: true }],
  PERSONAL: [],
  OTHER: [],
};

describe('author contacts through core', () => {
  it('creates, reads and saves an author with its contacts per kind, kept as sent', async () => {
    const input: AuthorInput = { type: 'FEMALE', firstName: 'Claire', lastName: 'Lemaire-Cœur', emails: EMAILS, phoneNumbers: PHONES, addresses: ADDRESSES };
    const created = valueOf<Author>(await redaction.dispatch('authors.create', [input]));
    expect(created).toMatchObject({ emails: EMAILS, phoneNumbers: PHONES, addresses: ADDRESSES, emailFav: 'claire.lemaire@cabinet-lyon.fr' });

    const read = valueOf<Author>(await redaction.dispatch('authors.get', [created.id]));
    expect(read).toMatchObject({ emails: EMAILS, phoneNumbers: PHONES, addresses: ADDRESSES });

    // What the edit screen sends back: the author read, its version, one name changed.
    const saved = valueOf<Author>(await redaction.dispatch('authors.update', [created.id, { ...read, lastName: 'Lemaire' }]));
    expect(saved).toMatchObject({ lastName: 'Lemaire', version: read.version + 1, emails: EMAILS, phoneNumbers: PHONES, addresses: ADDRESSES });
    expect(bed.apiRequests.filter((r) => r.startsWith('POST /api/author') || r.startsWith('PUT /api/author'))).toEqual([
      'POST /api/author',
      `PUT /api/author/${created.id}`,
    ]);
  });

  it('reads the seeded authors’ images with their format', async () => {
    const author = valueOf<Author>(await redaction.dispatch('authors.get', [1]));
    expect(author.images.length).toBeGreaterThan(0);
    expect(author.images.every((i) => i.format === (i.meta.width >= 300 ? 'LARGE' : 'THUMBNAIL'))).toBe(true);
  });
});
