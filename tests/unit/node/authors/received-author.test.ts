import { describe, expect, it } from 'vitest';
import { readAuthor, receivedAuthor, type ReceivedAuthor } from '../../../../src/core/authors/received-author';
import { imageDescriptions, receivedImage } from '../../../../src/core/authors/received-image';
import type { RestClient } from '../../../../src/core/http/rest-client';
import { authorBody } from '../../../../src/core/authors/sent-author';
import { BridgeError } from '../../../../src/shared/errors';
import { LOAD_FAILED } from '../../../../src/shared/messages';
import { specAuthor, specImageSearch } from '../../../support/spec-author';

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
      PROFESSIONAL: [{ fav: false, postCode: '69002', country: 'FRANCE', complement: '', city: 'Lyon', street: '3 quai Saint-Antoine' }],
      PERSONAL: [{ fav: true, postCode: '1050', country: 'BELGIQUE', complement: '', city: 'Bruxelles', street: '27 avenue Louise' }],
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
      [53, 'THUMBNAIL'],
    ]);
    const [first] = specAuthor().images;
    if (!first) throw new Error('no image');
    expect(receivedImage({ ...first, format: 'THUMBNAIL' }, 5).format).toBe('THUMBNAIL');
    expect(receivedImage({ ...first, format: undefined }, 5).format).toBe('LARGE');
  });
});

describe('readAuthor', () => {
  /** A back-office whose image search describes the author's images. */
  const rest = { request: () => Promise.resolve(specImageSearch()) } as unknown as RestClient;
  const refusal = (answer: unknown) => readAuthor(rest, answer as ReceivedAuthor).then(() => null, (error: unknown) => error);

  it('reads an answer with spec 1 §3’s fields only, and passes a field outside them through unchanged', async () => {
    const author = await readAuthor(rest, { ...specAuthor(), rank: 'A' } as ReceivedAuthor);
    expect(author).toMatchObject({ id: 5, lastName: 'Lemaire', rank: 'A', emails: { PERSONAL: [] } });
    expect(author.images.map((image) => image.name)).toEqual(['portrait-51.jpg', 'portrait-52.jpg', 'portrait-53.jpg']);
  });

  it('refuses a field of the wrong type with the specs’ load error, in either form of the contacts', async () => {
    expect(await refusal({ ...specAuthor(), functions: 'Avocate' })).toMatchObject({
      code: 'INTERNAL',
      message: LOAD_FAILED,
      reason: 'Réponse du serveur illisible : « functions » : une liste attendue.',
    });
    expect(await refusal({ ...specAuthor(), emails: [{ contact: 'professional', fav: 'oui', mail: 'a@b.fr' }] })).toMatchObject({
      reason: 'Réponse du serveur illisible : « emails[0].fav » : un booléen (true ou false) attendu.',
    });
    expect(await refusal({ ...specAuthor(), addresses: { PROFESSIONAL: [{ fav: false, city: 75 }] } })).toMatchObject({
      reason: 'Réponse du serveur illisible : « addresses.PROFESSIONAL[0].city » : un texte attendu.',
    });
    expect(await refusal({ ...specAuthor(), images: [{ id: '51', meta: {} }] })).toMatchObject({ reason: 'Réponse du serveur illisible : « images[0].id » : un nombre attendu.' });
  });
});

describe('receivedImage', () => {
  const [favourite, , disabled] = specAuthor().images;
  if (!favourite || !disabled) throw new Error('no image');

  it('derives from spec 1 §3’s Author image what it lacks: enabled unless disabled, named after its id, no version', () => {
    expect(receivedImage(favourite, 5)).toEqual({
      id: 51,
      name: 'image-51',
      collection: 'AUTHOR',
      version: null,
      enable: true,
      disabled: false,
      authorId: 5,
      fav: true,
      used: false,
      format: 'LARGE',
      color: 'COLOR',
      framing: 'PORTRAIT',
      credits: '',
      sources: '',
      tags: [],
      quality: 'OK',
      comments: '',
      characteristics: ['LARGE', 'COLOR', 'PORTRAIT'],
      mimeType: 'JPG',
      meta: favourite.meta,
      modificationDate: '2025-01-15T10:00:00Z',
      modificationUser: null,
      uploadDate: '2024-12-01T09:00:00Z',
      lastArticlesModified: [],
    });
    expect(receivedImage(disabled, 5)).toMatchObject({ enable: false, disabled: true });
    expect(receivedImage({ ...favourite, meta: { ...favourite.meta, contentType: 'image/png' } }, 5).mimeType).toBe('PNG');
  });

  it('takes what spec 1 §3’s Image adds from the image’s description, its own fields first', () => {
    const description = specImageSearch().result.find((d) => d.id === 53);
    expect(receivedImage(disabled, 5, description)).toMatchObject({
      name: 'portrait-53.jpg',
      version: 3,
      enable: false,
      quality: 'BAD',
      tags: ['Individu'],
      characteristics: ['THUMBNAIL', 'COLOR', 'PORTRAIT', 'BAD_QUALITY'],
      fav: false,
      framing: 'PORTRAIT',
    });
    expect(receivedImage({ ...disabled, name: 'à moi.jpg' }, 5, description).name).toBe('à moi.jpg');
  });
});

describe('imageDescriptions', () => {
  const backOffice = (answer: () => Promise<unknown>) => {
    const sent: unknown[] = [];
    const request = (_method: string, _path: string, options: { body?: unknown }) => {
      sent.push(options.body);
      return answer();
    };
    const rest = { request } as unknown as RestClient;
    return { sent, rest };
  };

  it('asks nothing when every image is named (the reference server’s answer)', async () => {
    const { sent, rest } = backOffice(() => Promise.resolve(specImageSearch()));
    const named = specAuthor().images.map((image) => ({ ...image, name: `n-${image.id}` }));
    expect((await imageDescriptions(rest, named)).size).toBe(0);
    expect(sent).toEqual([]);
  });

  it('asks the unnamed ones by id, and gives none when the search fails (the images are then derived)', async () => {
    const { sent, rest } = backOffice(() => Promise.resolve(specImageSearch()));
    expect([...(await imageDescriptions(rest, specAuthor().images)).keys()]).toEqual([51, 52, 53]);
    expect(sent).toEqual([{ collectionFilter: ['AUTHOR'], imageFilter: [51, 52, 53], page: 0, size: 3 }]);
    const failing = backOffice(() => Promise.reject(new Error('hors ligne')));
    expect((await imageDescriptions(failing.rest, specAuthor().images)).size).toBe(0);
  });

  it('asks 100 ids at most per search', async () => {
    const { sent, rest } = backOffice(() => Promise.resolve({ result: [], resultCount: 0 }));
    const [image] = specAuthor().images;
    if (!image) throw new Error('no image');
    await imageDescriptions(rest, Array.from({ length: 150 }, (_, i) => ({ ...image, id: i + 1 })));
    expect(sent.map((body) => (body as { size: number }).size)).toEqual([100, 50]);
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
