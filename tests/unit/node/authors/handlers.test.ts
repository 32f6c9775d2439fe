import { describe, expect, it } from 'vitest';
import { createAuthorHandlers } from '../../../../src/core/authors/handlers';
import type { HttpMethod, RequestOptions, RestClient } from '../../../../src/core/http/rest-client';
import { specAuthor, specAuthorRow, specImageSearch } from '../../../support/spec-author';

/**
 * Core's author handlers over a back-office answering spec 1 §3's shapes (a fake at the REST port): contacts
 * as lists carrying their `contact`, author images formatted IMG_LARGE / IMG_THUMBNAIL and without name,
 * search rows as Authors. The same against the strict reference server: strict.test.ts.
 */

/** A back-office in spec 1 §3's shapes that offers the image edit (its extension). */
function specBackOffice() {
  const sent: { method: HttpMethod; path: string; body: unknown }[] = [];
  const [, thumbnail] = specAuthor().images;
  const rest = {
    request: (method: HttpMethod, path: string, options: RequestOptions = {}) => {
      sent.push({ method, path, body: options.body });
      if (path.startsWith('/api/author/image/')) return Promise.resolve(thumbnail);
      if (path === '/api/image/search') return Promise.resolve(specImageSearch());
      if (path === '/api/author/search') return Promise.resolve({ result: [specAuthorRow()], resultCount: 1 });
      if (path.startsWith('/api/author/search/autocomplete/')) return Promise.resolve([{ key: 'LYON', value: 'Lyon' }, 'Lyon 2e']);
      return Promise.resolve(specAuthor());
    },
  } as unknown as RestClient;
  return { sent, handlers: createAuthorHandlers({ rest, extensions: { has: (extension) => Promise.resolve(extension === 'author-image-edit') } }) };
}

describe('author handlers against spec 1 §3’s shapes', () => {
  it('authors.get answers the contacts per kind and the client’s image formats', async () => {
    const { handlers } = specBackOffice();
    const author = await handlers['authors.get'](5);
    expect(author.emails.PROFESSIONAL).toEqual([{ fav: true, mail: 'claire.lemaire@cabinet-lyon.fr' }]);
    expect(author.addresses.PERSONAL.map((a) => a.city)).toEqual(['Bruxelles']);
    expect(author.images.map((i) => i.format)).toEqual(['LARGE', 'THUMBNAIL', 'THUMBNAIL']);
  });

  it('authors.get names the images by the image search on their ids (spec 1 §3’s Author image has no name)', async () => {
    const { handlers, sent } = specBackOffice();
    const author = await handlers['authors.get'](5);
    expect(sent.slice(1)).toEqual([{ method: 'POST', path: '/api/image/search', body: { collectionFilter: ['AUTHOR'], imageFilter: [51, 52, 53], page: 0, size: 3 } }]);
    expect(author.images.map((i) => [i.name, i.version, i.enable, i.quality, i.tags])).toEqual([
      ['portrait-51.jpg', 3, true, 'BAD', ['Individu']],
      ['portrait-52.jpg', 3, true, 'BAD', ['Individu']],
      ['portrait-53.jpg', 3, false, 'BAD', ['Individu']],
    ]);
    // The author image's own fields stay its own.
    expect(author.images.map((i) => [i.fav, i.framing, i.uploadDate])).toEqual([
      [true, 'PORTRAIT', '2024-12-01T09:00:00Z'],
      [false, 'PORTRAIT', '2024-12-01T09:00:00Z'],
      [false, 'PORTRAIT', '2024-12-01T09:00:00Z'],
    ]);
  });

  it('authors.search answers the list’s rows from the Authors', async () => {
    const { handlers } = specBackOffice();
    const { result } = await handlers['authors.search']({});
    expect(result).toEqual([
      expect.objectContaining({ id: 5, displayName: 'Claire Lemaire', city: 'Bruxelles', country: 'BELGIQUE', image: { id: 51, version: null }, imageCount: 2 }),
    ]);
    expect(result[0]).not.toHaveProperty('addresses');
  });

  it('authors.update sends the contacts as maps keyed by kind, each entry carrying its kind, and reads the answer alike', async () => {
    const { handlers, sent } = specBackOffice();
    const read = await handlers['authors.get'](5);
    const saved = await handlers['authors.update'](5, { ...read, lastName: 'Lemaire-Cœur' });
    const put = sent.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ method: 'PUT', path: '/api/author/5' });
    expect(put?.body).toMatchObject({
      version: 4,
      lastName: 'Lemaire-Cœur',
      emails: {
        PROFESSIONAL: [{ fav: true, mail: 'claire.lemaire@cabinet-lyon.fr', contact: 'PROFESSIONAL' }],
        PERSONAL: [],
        OTHER: [{ fav: false, mail: 'secretariat@cabinet-lyon.fr', contact: 'OTHER' }],
      },
      phoneNumbers: { PROFESSIONAL: [{ countryCode: 'FR', number: '472000000', type: 'FIX', fav: true, contact: 'PROFESSIONAL' }], PERSONAL: [], OTHER: [] },
      addresses: {
        PROFESSIONAL: [expect.objectContaining({ city: 'Lyon', contact: 'PROFESSIONAL' })],
        PERSONAL: [expect.objectContaining({ city: 'Bruxelles', contact: 'PERSONAL' })],
        OTHER: [],
      },
    });
    expect(saved.emails.OTHER).toEqual([{ fav: false, mail: 'secretariat@cabinet-lyon.fr' }]);
  });

  it('authors.autocomplete reads items of key and value as their value, texts as they are', async () => {
    const { handlers } = specBackOffice();
    expect(await handlers['authors.autocomplete']('city', 'Lyo')).toEqual(['Lyon', 'Lyon 2e']);
  });

  it('authors.create sends the same form', async () => {
    const { handlers, sent } = specBackOffice();
    await handlers['authors.create']({ type: 'MALE', lastName: 'Durand', emails: { OTHER: [{ mail: 'durand@free.fr' }] } });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/author', body: { emails: { OTHER: [{ mail: 'durand@free.fr', contact: 'OTHER' }] } } });
  });

  it('an author image saved from the gallery comes back with the client’s format', async () => {
    const { handlers } = specBackOffice();
    const image = await handlers['authors.images.update'](52, { name: 'portrait-52.jpg', color: 'COLOR', framing: 'PORTRAIT' });
    expect(image.format).toBe('THUMBNAIL');
  });
});
