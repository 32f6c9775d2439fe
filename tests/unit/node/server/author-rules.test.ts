import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../../../src/shared/rules/phone';
import { toIsoDay } from '../../../../src/server/text/dates';
import { authorDisplayName, isDefaultAddress, normaliseAuthorInput } from '../../../../src/shared/rules/author-input';
import { richTextLength, richTextToPlain, sanitizeRichText } from '../../../../src/shared/rules/rich-text';

describe('rich text (spec 1 §5)', () => {
  it('keeps italic, superscript and subscript; bold only where allowed', () => {
    expect(sanitizeRichText('La <i>Cour</i>, 1<sup>re</sup> civ., H<sub>2</sub>O, <em>sic</em>')).toBe('La <i>Cour</i>, 1<sup>re</sup> civ., H<sub>2</sub>O, <em>sic</em>');
    expect(sanitizeRichText('<b>gras</b> et <strong>fort</strong>')).toBe('gras et fort');
    expect(sanitizeRichText('<B>gras</B> et <strong>fort</strong>', { bold: true })).toBe('<b>gras</b> et <strong>fort</strong>');
  });

  it('drops paragraphs, line breaks, other tags, attributes, scripts; collapses spaces', () => {
    expect(sanitizeRichText('<p>Un</p><p>deux</p>\n\n trois  <br/>quatre')).toBe('Un deux trois quatre');
    expect(sanitizeRichText('<i class="x" onclick="y()">a</i> <span style="c">b</span> <a href="z">c</a>')).toBe('<i>a</i> b c');
    expect(sanitizeRichText('x<script>alert("<i>")</script>y<style>p{}</style>z<!-- note -->')).toBe('xyz');
    expect(sanitizeRichText('  <p>  </p> ')).toBe('');
    expect(sanitizeRichText('<i></i>a<sup> </sup>b')).toBe('a b');
  });

  it('keeps the markup well nested and escapes stray characters', () => {
    expect(sanitizeRichText('<i>a<sup>b</i>c</sup>')).toBe('<i>a<sup>b</sup></i><sup>c</sup>');
    expect(sanitizeRichText('<i>non fermé')).toBe('<i>non fermé</i>');
    expect(sanitizeRichText('</i>x')).toBe('x');
    expect(sanitizeRichText('1 < 2 & 3 > 2 &amp; &eacute; &#233;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &eacute; &#233;');
  });

  it('counts the text, not the markup', () => {
    expect(richTextToPlain('<i>L&apos;arrêt</i>&nbsp;n<sup>o</sup> 3 &amp; &#x41;')).toBe('L\'arrêt\u00a0no 3 & A');
    expect(richTextLength(`<i>${'a'.repeat(500)}</i>`)).toBe(500);
  });
});

describe('author form rules (spec 1 §2)', () => {
  it('drops first name and particle of an organisation, and empty entries', () => {
    const data = normaliseAuthorInput({
      type: 'ORGANISATION',
      firstName: 'Jean',
      particle: 'de',
      lastName: ' Cabinet ',
      functions: ['', '<p> </p>', 'Cabinet d’affaires'],
      emails: { PROFESSIONAL: [{ mail: ' ' }, { mail: 'a@b.fr' }] },
      phoneNumbers: { PERSONAL: [{ number: '--' }, { number: '06.12.34.56.78', type: 'MOBILE' }] },
      addresses: { OTHER: [{ country: 'France' }, { country: '' }, { city: 'Genève', country: 'Suisse' }] },
      profiles: [{ type: 'ISNI' }, { value: 'x' }, { type: 'TWITTER', value: ' @a ' }],
      notes: '',
    });
    expect(data).toEqual({
      knkId: null,
      type: 'ORGANISATION',
      firstName: null,
      particle: null,
      lastName: 'Cabinet',
      functions: ['Cabinet d’affaires'],
      emails: { PROFESSIONAL: [{ mail: 'a@b.fr', fav: false }], PERSONAL: [], OTHER: [] },
      phoneNumbers: { PROFESSIONAL: [], PERSONAL: [{ countryCode: 'FR', number: '0612345678', type: 'MOBILE', fav: false }], OTHER: [] },
      addresses: { PROFESSIONAL: [], PERSONAL: [], OTHER: [{ street: '', complement: '', postCode: '', city: 'Genève', country: 'SUISSE', fav: false }] },
      profiles: [{ type: 'TWITTER', value: '@a' }],
      notes: null,
    });
  });

  it('keeps one favourite per list, across contact kinds', () => {
    const data = normaliseAuthorInput({
      type: 'MALE',
      lastName: 'X',
      emails: { PROFESSIONAL: [{ mail: 'a@x.fr' }, { mail: 'b@x.fr', fav: true }], OTHER: [{ mail: 'c@x.fr', fav: true }] },
    });
    expect(Object.values(data.emails).flat().map((e) => e.fav)).toEqual([false, true, false]);
  });

  it('knows a default address and writes names', () => {
    expect(isDefaultAddress({ country: 'FRANCE' })).toBe(true);
    expect(isDefaultAddress({})).toBe(true);
    expect(isDefaultAddress({ country: 'BELGIQUE' })).toBe(false);
    expect(isDefaultAddress({ postCode: '75001', country: 'FRANCE' })).toBe(false);
    expect(authorDisplayName({ type: 'FEMALE', firstName: 'Hélène', particle: 'd’', lastName: 'Aubigné' })).toBe('Hélène d’Aubigné');
    expect(authorDisplayName({ type: 'MALE', firstName: null, particle: 'de', lastName: 'Villeneuve' })).toBe('de Villeneuve');
    expect(authorDisplayName({ type: 'ORGANISATION', firstName: 'x', particle: 'y', lastName: 'Conseil' })).toBe('Conseil');
  });

  it('formats phone numbers for the CSV with their country code', () => {
    expect(formatPhoneNumber({ countryCode: 'FR', number: '612345678' })).toBe('+33 6 12 34 56 78');
    expect(formatPhoneNumber({ countryCode: 'BE', number: '25123456' })).toBe('+32 2 512 34 56');
    expect(formatPhoneNumber({ countryCode: 'CH', number: '12' })).toBe('+41 12');
    expect(formatPhoneNumber({ countryCode: 'ZZ', number: '12' })).toBe('12');
  });

  it('reads a date filter bound as a Paris day', () => {
    expect(toIsoDay('2003-05-01')).toBe('2003-05-01');
    expect(toIsoDay('2003-04-30T22:00:00.000Z')).toBe('2003-05-01');
    expect(toIsoDay('01/05/2003')).toBeNull();
    expect(toIsoDay('2003-13-45')).toBeNull();
  });
});

describe('demo data of the authors', () => {
  it('is deterministic, scales, and covers every kind of author, contact, profile and image state', async () => {
    const { authorSeedData } = await import('../../../../src/server/db/seed-authors');
    const { ILLUSTRATIONS, PORTRAITS, loadPool } = await import('../../../../src/server/db/seed-images');
    const { PROFILE_TYPES, CONTACT_KINDS } = await import('../../../../src/shared/domain/author');
    const pool = await loadPool([...PORTRAITS, ...ILLUSTRATIONS]);
    const seed = authorSeedData(1, pool);
    const summary = (s: typeof seed) => JSON.stringify({ ...s, images: s.images.map((i) => ({ ...i, file: i.file.sha256 })) });
    expect(summary(authorSeedData(1, pool))).toBe(summary(seed));
    expect(seed.authors).toHaveLength(60);
    expect(authorSeedData(3, pool).authors).toHaveLength(6 + 54 * 3);

    expect(new Set(seed.authors.map((a) => a.type))).toEqual(new Set(['MALE', 'FEMALE', 'ORGANISATION', 'UNKNOWN']));
    expect(seed.authors.some((a) => a.particle)).toBe(true);
    expect(seed.authors.filter((a) => !a.enable).length).toBeGreaterThan(1);
    for (const kind of CONTACT_KINDS) {
      expect(seed.authors.filter((a) => a.emails[kind].length && a.phoneNumbers[kind].length && a.addresses[kind].length).length).toBeGreaterThan(0);
    }
    expect(new Set(seed.authors.flatMap((a) => a.profiles.map((p) => p.type)))).toEqual(new Set(PROFILE_TYPES));
    const countries = new Set(seed.authors.flatMap((a) => Object.values(a.addresses).flat().map((ad) => ad.country)));
    expect([...countries]).toEqual(expect.arrayContaining(['FRANCE', 'BELGIQUE', 'SUISSE', 'ALLEMAGNE']));

    const perAuthor = new Map<number, number>();
    for (const image of seed.images) if (image.authorId) perAuthor.set(image.authorId, (perAuthor.get(image.authorId) ?? 0) + 1);
    expect(Math.max(...perAuthor.values())).toBe(6);
    expect(seed.authors.length - perAuthor.size).toBeGreaterThan(5);
    expect(seed.images.filter((i) => !i.enable && i.collection === 'AUTHOR').length).toBeGreaterThan(2);
    expect(seed.images.filter((i) => i.collection === 'ILLUSTRATION').length).toBe(12);
    expect(seed.images.filter((i) => i.collection === 'ILLUSTRATION' && !i.enable).length).toBe(2);
    for (const id of perAuthor.keys()) expect(seed.images.filter((i) => i.authorId === id && i.fav).length).toBeLessThanOrEqual(1);

    expect(new Set(seed.articles.map((a) => a.periodicalId))).toEqual(new Set(['BJS', 'DEF', 'GDP', 'GPL']));
    const years = seed.articles.map((a) => Number(a.publicationDate.slice(0, 4)));
    expect(Math.min(...years)).toBe(2000);
    expect(Math.max(...years)).toBe(2024);
    expect(seed.articles.some((a) => a.type === 'BUNDLE')).toBe(true);
    expect(seed.articles.some((a) => a.authorIds.includes(5))).toBe(false);
  });
});
