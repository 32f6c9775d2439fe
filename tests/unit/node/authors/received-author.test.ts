import { describe, expect, it } from 'vitest';
import { receivedAuthor, receivedImage } from '../../../../src/core/authors/received-author';
import { authorBody } from '../../../../src/core/authors/sent-author';
import { BridgeError } from '../../../../src/shared/errors';
import { specAuthor } from '../../../support/spec-author';

/**
 * Core reads an author in either of spec 1's forms (issue 32): the reference server's maps keyed by kind, or
 * spec 1 §3's lists of entries carrying their `contact`; kinds and image formats in either spelling.
 */

describe('receivedAuthor', () => {
  it('groups spec 1 §3’s lists by kind (professional, personal, other), every kind present', () => {
    const author = receivedAuthor(specAuthor());
    expect(author.emails).toEqual({
      PROFESSIONAL: [{ fav: true, mail: 'claire.lemaire@cabinet-lyon.fr' }],
      PERSONAL: [],
      OTHER: [{ fav: false, mail: 'secretariat@cabinet-lyon.fr' }],
    });
    expect(author.phoneNumbers).toEqual({ PROFESSIONAL: [{ fav: true, countryCode: 'FR', number: '472000000', type: 'FIX' }], PERSONAL: [], OTHER: [] });
    expect(author.addresses).toEqual({
      PROFESSIONAL: [],
      PERSONAL: [{ fav: false, postCode: '1050', country: 'BELGIQUE', complement: '', city: 'Bruxelles', street: '27 avenue Louise' }],
      OTHER: [],
    });
    // The rest as it came.
    expect(author).toMatchObject({ id: 5, lastName: 'Lemaire', version: 4, emailFav: 'claire.lemaire@cabinet-lyon.fr', imageAuthorId: 51 });
  });

  it('takes a map keyed by kind as it is, in either case, and fills the kinds it lacks', () => {
    const author = receivedAuthor({
      ...specAuthor(),
      emails: { PROFESSIONAL: [{ mail: 'a@b.fr', fav: false }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { personal: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE', fav: true }] },
      addresses: null,
    });
    expect(author.emails).toEqual({ PROFESSIONAL: [{ mail: 'a@b.fr', fav: false }], PERSONAL: [], OTHER: [] });
    expect(author.phoneNumbers).toEqual({ PROFESSIONAL: [], PERSONAL: [{ countryCode: 'BE', number: '470123456', type: 'MOBILE', fav: true }], OTHER: [] });
    expect(author.addresses).toEqual({ PROFESSIONAL: [], PERSONAL: [], OTHER: [] });
  });

  it('reads upper-case kinds in a list as well', () => {
    const author = receivedAuthor({ ...specAuthor(), emails: [{ contact: 'PERSONAL', mail: 'a@b.fr', fav: false }] });
    expect(author.emails.PERSONAL).toEqual([{ mail: 'a@b.fr', fav: false }]);
  });

  it('refuses an unknown or missing kind that has entries (the next save would erase them), not an empty one', () => {
    const refusal = (emails: unknown) => {
      try {
        receivedAuthor({ ...specAuthor(), emails: emails as never });
        return null;
      } catch (error) {
        return error;
      }
    };
    const work = refusal([{ contact: 'work', mail: 'a@b.fr', fav: false }]);
    expect(work).toBeInstanceOf(BridgeError);
    expect((work as BridgeError).message).toBe(
      'Le serveur a répondu des courriels d’un type de contact inconnu (WORK) : l’auteur n’est pas affiché, pour qu’un enregistrement ne les efface pas.',
    );
    expect((refusal([{ mail: 'a@b.fr', fav: false }]) as BridgeError).message).toMatch(/type de contact inconnu \(sans type\)/);
    expect(refusal({ WORK: [{ mail: 'a@b.fr', fav: false }] })).toBeInstanceOf(BridgeError);
    expect(refusal({ WORK: [], PROFESSIONAL: [] })).toBeNull();
  });

  it('gives its images the client’s format, IMG_LARGE and IMG_THUMBNAIL included', () => {
    expect(receivedAuthor(specAuthor()).images.map((i) => [i.id, i.format])).toEqual([
      [51, 'LARGE'],
      [52, 'THUMBNAIL'],
    ]);
    const [first] = specAuthor().images;
    if (!first) throw new Error('no image');
    expect(receivedImage({ ...first, format: 'THUMBNAIL' }).format).toBe('THUMBNAIL');
    expect(receivedImage({ ...first, format: undefined }).format).toBe('LARGE');
  });
});

describe('authorBody', () => {
  it('sends maps keyed by kind, every entry also carrying its kind, upper case', () => {
    const body = authorBody({
      type: 'MALE',
      lastName: 'Durand',
      version: 3,
      emails: { PROFESSIONAL: [{ mail: 'durand@cabinet.fr', fav: true }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { PERSONAL: [{ countryCode: 'FR', number: '612345678', type: null, fav: false }] },
    });
    expect(body).toEqual({
      type: 'MALE',
      lastName: 'Durand',
      version: 3,
      emails: { PROFESSIONAL: [{ mail: 'durand@cabinet.fr', fav: true, contact: 'PROFESSIONAL' }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { PERSONAL: [{ countryCode: 'FR', number: '612345678', type: null, fav: false, contact: 'PERSONAL' }] },
      addresses: undefined,
    });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('addresses');
  });
});
