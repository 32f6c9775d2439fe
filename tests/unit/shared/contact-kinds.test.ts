import { describe, expect, it } from 'vitest';
import { authorInputSchema, authorRequestSchema } from '../../../src/shared/rules/author-input';
import { contactEntries, contactKindOf, favouriteOf, groupContacts } from '../../../src/shared/rules/contact-kinds';
import { characteristicsOf, mimeTypeOf } from '../../../src/shared/rules/image-derived';
import { formatOfWidth, readImageFormat } from '../../../src/shared/rules/image-format';

/**
 * Spec 1 gives an author's contacts two forms — maps keyed by contact type (§2), lists of entries each
 * carrying its `contact` (§3) — and two spellings of the kinds: PROFESSIONAL (§3 email type), professional
 * (§3 contact kinds). And two spellings of an author image's format: LARGE (§3 Image), IMG_LARGE (§3 Author image).
 */

describe('contact kinds in either spelling', () => {
  it('reads professional, PROFESSIONAL and Personal alike, and nothing else', () => {
    expect(contactKindOf('professional')).toBe('PROFESSIONAL');
    expect(contactKindOf('PROFESSIONAL')).toBe('PROFESSIONAL');
    expect(contactKindOf(' Personal ')).toBe('PERSONAL');
    expect(contactKindOf('other')).toBe('OTHER');
    expect(contactKindOf('work')).toBeNull();
    expect(contactKindOf(undefined)).toBeNull();
    expect(contactKindOf(2)).toBeNull();
  });
});

describe('groupContacts', () => {
  it('groups a list by its entries’ kind, which they lose, whatever the case', () => {
    const groups = groupContacts([
      { contact: 'professional', mail: 'a@cabinet.fr', fav: true },
      { contact: 'OTHER', mail: 'b@free.fr', fav: false },
      { contact: 'Professional', mail: 'c@cabinet.fr', fav: false },
    ]);
    expect(Object.fromEntries(groups)).toEqual({
      PROFESSIONAL: [
        { mail: 'a@cabinet.fr', fav: true },
        { mail: 'c@cabinet.fr', fav: false },
      ],
      OTHER: [{ mail: 'b@free.fr', fav: false }],
    });
  });

  it('takes a map’s lists under their key, upper-cased, and keeps unknown or missing kinds for the caller', () => {
    expect(Object.fromEntries(groupContacts({ personal: [{ mail: 'a@b.fr' }], OTHER: null }))).toEqual({ PERSONAL: [{ mail: 'a@b.fr' }], OTHER: [] });
    expect(Object.fromEntries(groupContacts([{ contact: 'work', mail: 'a@b.fr' }, { mail: 'c@d.fr' }]))).toEqual({ WORK: [{ mail: 'a@b.fr' }], '': [{ mail: 'c@d.fr' }] });
  });
});

describe('authorRequestSchema: the reference server takes both forms of spec 1', () => {
  const base = { type: 'MALE', lastName: 'Durand' };

  it('takes lists of entries carrying their kind, in either case, as maps keyed by kind', () => {
    const parsed = authorRequestSchema.parse({
      ...base,
      emails: [{ contact: 'professional', mail: 'durand@cabinet.fr', fav: true }],
      phoneNumbers: [{ contact: 'PERSONAL', countryCode: 'FR', number: '0612345678', type: 'MOBILE', fav: false }],
      addresses: [{ contact: 'other', street: '', complement: '', postCode: '1050', city: 'Bruxelles', country: 'BELGIQUE', fav: false }],
    });
    expect(parsed.emails).toEqual({ PROFESSIONAL: [{ mail: 'durand@cabinet.fr', fav: true }] });
    expect(parsed.phoneNumbers).toEqual({ PERSONAL: [{ countryCode: 'FR', number: '0612345678', type: 'MOBILE', fav: false }] });
    expect(parsed.addresses).toEqual({ OTHER: [{ street: '', complement: '', postCode: '1050', city: 'Bruxelles', country: 'BELGIQUE', fav: false }] });
  });

  it('takes maps keyed by kind, in either case, their entries’ `contact` left out', () => {
    const parsed = authorRequestSchema.parse({ ...base, emails: { professional: [{ contact: 'PROFESSIONAL', mail: 'durand@cabinet.fr' }], OTHER: [] } });
    expect(parsed.emails).toEqual({ PROFESSIONAL: [{ mail: 'durand@cabinet.fr' }], OTHER: [] });
  });

  it('refuses an unknown or missing kind, and what is neither form, with its message', () => {
    const message = (emails: unknown) => authorRequestSchema.safeParse({ ...base, emails }).error?.issues[0]?.message;
    expect(message([{ contact: 'work', mail: 'a@b.fr' }])).toBe('Courriels : types de contact PROFESSIONAL, PERSONAL ou OTHER attendus.');
    expect(message([{ mail: 'a@b.fr' }])).toBe('Courriels : types de contact PROFESSIONAL, PERSONAL ou OTHER attendus.');
    expect(message({ WORK: [] })).toBe('Courriels : types de contact PROFESSIONAL, PERSONAL ou OTHER attendus.');
    expect(message('a@b.fr')).toBe('Courriels : types de contact PROFESSIONAL, PERSONAL ou OTHER attendus.');
    expect(message({ PROFESSIONAL: 'a@b.fr' })).toBe('Courriels : liste attendue.');
    expect(message([{ contact: 'professional', mail: 'pas-un-courriel' }])).toBe('Courriel : adresse invalide.');
    expect(message({ PROFESSIONAL: null })).toBe('Courriels : liste attendue.');
  });

  it('leaves the bridge and the form to maps keyed by kind, the form the client sends', () => {
    expect(authorInputSchema.safeParse({ ...base, emails: [{ contact: 'PROFESSIONAL', mail: 'a@b.fr' }] }).success).toBe(false);
    expect(authorInputSchema.safeParse({ ...base, emails: { professional: [] } }).success).toBe(false);
  });
});

describe('image format in either spelling', () => {
  it('reads LARGE, IMG_LARGE, THUMBNAIL, IMG_THUMBNAIL in any case', () => {
    expect(readImageFormat('IMG_LARGE', 10)).toBe('LARGE');
    expect(readImageFormat('img_thumbnail', 1000)).toBe('THUMBNAIL');
    expect(readImageFormat('LARGE', 10)).toBe('LARGE');
    expect(readImageFormat('Thumbnail', 1000)).toBe('THUMBNAIL');
  });

  it('reads one it does not name from the width, as the reference server sets it', () => {
    expect(readImageFormat('IMG_MEDIUM', 300)).toBe('LARGE');
    expect(readImageFormat(null, 299)).toBe('THUMBNAIL');
    expect(formatOfWidth(300)).toBe('LARGE');
    expect(formatOfWidth(299)).toBe('THUMBNAIL');
  });
});

describe('the favourite contact of either form', () => {
  const entry = (mail: string, fav = false) => ({ mail, fav });

  it('lists the entries by kind in CONTACT_KINDS’ order, whatever order and spelling they came in, others last', () => {
    expect(contactEntries([{ contact: 'other', ...entry('o') }, { contact: 'WORK', ...entry('w') }, { contact: 'personal', ...entry('p') }]).map((e) => e.mail)).toEqual(['p', 'o', 'w']);
    expect(contactEntries({ OTHER: [entry('o')], PROFESSIONAL: [entry('a'), entry('b')] }).map((e) => e.mail)).toEqual(['a', 'b', 'o']);
    expect(contactEntries(null)).toEqual([]);
  });

  it('takes the favourite, else the first, else none', () => {
    expect(favouriteOf([entry('a'), entry('b', true)])?.mail).toBe('b');
    expect(favouriteOf([entry('a'), entry('b')])?.mail).toBe('a');
    expect(favouriteOf([])).toBeNull();
  });
});

describe('what an image’s own fields say of it', () => {
  it('characteristics: format, colour but N_AND_ONE_COLOR, framing, bad quality', () => {
    expect(characteristicsOf({ format: 'LARGE', color: 'COLOR', framing: 'PORTRAIT', quality: 'OK' })).toEqual(['LARGE', 'COLOR', 'PORTRAIT']);
    expect(characteristicsOf({ format: 'THUMBNAIL', color: 'N_AND_ONE_COLOR', framing: null, quality: 'BAD' })).toEqual(['THUMBNAIL', 'BAD_QUALITY']);
  });

  it('file type: PNG for image/png in any case, else JPG', () => {
    expect(mimeTypeOf('IMAGE/PNG')).toBe('PNG');
    expect(mimeTypeOf('image/jpeg')).toBe('JPG');
  });
});
