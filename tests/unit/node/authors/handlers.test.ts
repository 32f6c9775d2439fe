import { describe, expect, it } from 'vitest';
import { createAuthorHandlers } from '../../../../src/core/authors/handlers';
import type { HttpMethod, RequestOptions, RestClient } from '../../../../src/core/http/rest-client';
import { specAuthor } from '../../../support/spec-author';

/**
 * Core's author handlers over a back-office answering spec 1 §3's shapes (a fake at the REST port): contacts
 * as lists carrying their `contact`, author images formatted IMG_LARGE / IMG_THUMBNAIL.
 */

/** A back-office in spec 1 §3's shapes that offers the image edit (its extension). */
function specBackOffice() {
  const sent: { method: HttpMethod; path: string; body: unknown }[] = [];
  const [, thumbnail] = specAuthor().images;
  const rest = {
    request: (method: HttpMethod, path: string, options: RequestOptions = {}) => {
      sent.push({ method, path, body: options.body });
      if (path.startsWith('/api/author/image/')) return Promise.resolve(thumbnail);
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
    expect(author.images.map((i) => i.format)).toEqual(['LARGE', 'THUMBNAIL']);
  });

  it('authors.update sends the contacts as maps keyed by kind, each entry carrying its kind, and reads the answer alike', async () => {
    const { handlers, sent } = specBackOffice();
    const read = await handlers['authors.get'](5);
    const saved = await handlers['authors.update'](5, { ...read, lastName: 'Lemaire-Cœur' });
    expect(sent[1]).toMatchObject({ method: 'PUT', path: '/api/author/5' });
    expect(sent[1]?.body).toMatchObject({
      version: 4,
      lastName: 'Lemaire-Cœur',
      emails: {
        PROFESSIONAL: [{ fav: true, mail: 'claire.lemaire@cabinet-lyon.fr', contact: 'PROFESSIONAL' }],
        PERSONAL: [],
        OTHER: [{ fav: false, mail: 'secretariat@cabinet-lyon.fr', contact: 'OTHER' }],
      },
      phoneNumbers: { PROFESSIONAL: [{ countryCode: 'FR', number: '472000000', type: 'FIX', fav: true, contact: 'PROFESSIONAL' }], PERSONAL: [], OTHER: [] },
      addresses: { PROFESSIONAL: [], PERSONAL: [expect.objectContaining({ city: 'Bruxelles', contact: 'PERSONAL' })], OTHER: [] },
    });
    expect(saved.emails.OTHER).toEqual([{ fav: false, mail: 'secretariat@cabinet-lyon.fr' }]);
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
