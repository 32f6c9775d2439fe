import { describe, expect, it } from 'vitest';
import type { PublicationInput } from '../../../src/shared/domain/publication';
import { publicationEditFormSchema, publicationFormSchema, type PublicationFormValues } from '../../../src/shared/rules/publication-input';
import {
  buildPublicationNumber,
  parsePublicationName,
  parsePublicationNumber,
  publicationName,
  type PublicationNumberParts,
} from '../../../src/shared/rules/publication-number';

describe('publication number (spec 2 §3)', () => {
  it.each<[PublicationNumberParts, string]>([
    [{ editionType: 'STANDARD', numbers: [12] }, '12'],
    [{ editionType: 'STANDARD', numbers: [11, 12] }, '11-12'],
    [{ editionType: 'STANDARD', numbers: [3, 4, 5] }, '3-4-5'],
    [{ editionType: 'SPECIAL_EDITION', suffix: null }, 'hors-serie'],
    [{ editionType: 'SPECIAL_EDITION', suffix: '  ' }, 'hors-serie'],
    [{ editionType: 'SPECIAL_EDITION', suffix: '2' }, 'hors-serie-2'],
    [{ editionType: 'SPECIAL_EDITION', suffix: ' ete-2024 ' }, 'hors-serie-ete-2024'],
  ])('%j -> %s', (parts, number) => expect(buildPublicationNumber(parts)).toBe(number));

  it.each<[string, PublicationNumberParts | null]>([
    ['12', { editionType: 'STANDARD', numbers: [12] }],
    ['11-12', { editionType: 'STANDARD', numbers: [11, 12] }],
    ['hors-serie', { editionType: 'SPECIAL_EDITION', suffix: null }],
    ['hors-serie-2', { editionType: 'SPECIAL_EDITION', suffix: '2' }],
    ['hors-serie-ete-2024', { editionType: 'SPECIAL_EDITION', suffix: 'ete-2024' }],
    ['hors-serie-', null],
    ['12-', null],
    ['douze', null],
  ])('reads %s back', (number, parts) => expect(parsePublicationNumber(number)).toEqual(parts));

  it('names a publication periodical_year_number and reads the name back', () => {
    expect(publicationName({ periodicalId: 'BJS', year: 2024, number: '11-12' })).toBe('BJS_2024_11-12');
    expect(publicationName({ periodicalId: 'DEF', year: 2025, number: 'hors-serie-2' })).toBe('DEF_2025_hors-serie-2');
    expect(parsePublicationName('BJS_2024_11-12')).toEqual({ periodicalId: 'BJS', year: 2024, number: '11-12' });
    expect(parsePublicationName('DEF_2025_hors-serie')).toEqual({ periodicalId: 'DEF', year: 2025, number: 'hors-serie' });
    expect(parsePublicationName('BJS_24_12')).toBeNull();
    expect(parsePublicationName('BJS_2024')).toBeNull();
    expect(parsePublicationName('BJS_2024_1_2')).toBeNull();
  });
});

const VALID: PublicationFormValues = { editionType: 'STANDARD', numbers: ['11', '12'], periodicalId: 'BJS', year: '2024', startDate: '01/11/2024' };
const EXPECTED: PublicationInput = {
  periodicalId: 'BJS',
  year: 2024,
  number: '11-12',
  editionType: 'STANDARD',
  startDate: '2024-11-01',
  endDate: null,
  title: null,
  articleId: null,
  imageId: null,
  text: null,
};

/** Field -> message of every issue, or the payload when valid. */
function validate(values: PublicationFormValues, schema = publicationFormSchema): PublicationInput | Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('new-publication dialog (spec 2 §2.2, §5)', () => {
  it('yields the POST /api/publication payload with the number built and dates as yyyy-MM-dd', () => {
    expect(validate(VALID)).toEqual(EXPECTED);
    expect(validate({ ...VALID, year: 2024, numbers: [12], startDate: '2024-11-01', endDate: '30/11/2024', title: '  Novembre  ' })).toEqual({
      ...EXPECTED,
      number: '12',
      endDate: '2024-11-30',
      title: 'Novembre',
    });
    expect(validate({ ...VALID, numbers: [' 011 ', '', '12'] })).toEqual({ ...EXPECTED, number: '11-12' });
  });

  it('builds a special edition number without numbers', () => {
    expect(validate({ ...VALID, editionType: 'SPECIAL_EDITION', numbers: [], suffix: '' })).toEqual({ ...EXPECTED, editionType: 'SPECIAL_EDITION', number: 'hors-serie' });
    expect(validate({ ...VALID, editionType: 'SPECIAL_EDITION', numbers: null, suffix: '2' })).toEqual({ ...EXPECTED, editionType: 'SPECIAL_EDITION', number: 'hors-serie-2' });
  });

  it('shows every missing field at once', () => {
    expect(validate({})).toEqual({
      editionType: ['Le type d’édition est obligatoire.'],
      numbers: ['Le numéro est obligatoire.'],
      periodicalId: ['La revue est obligatoire.'],
      year: ['L’année est obligatoire.'],
      startDate: ['La date de début est obligatoire.'],
    });
    expect(validate({ editionType: null, numbers: [], periodicalId: ' ', year: '', startDate: '' })).toEqual(validate({}));
  });

  it.each<[string, PublicationFormValues, Record<string, string[]>]>([
    ['year of 2 digits', { ...VALID, year: '24' }, { year: ['L’année doit comporter exactement 4 chiffres.'] }],
    ['year of 5 digits', { ...VALID, year: '20245' }, { year: ['L’année doit comporter exactement 4 chiffres.'] }],
    ['year as a number of 3 digits', { ...VALID, year: 999 }, { year: ['L’année doit comporter exactement 4 chiffres.'] }],
    ['year with letters', { ...VALID, year: '20a4' }, { year: ['L’année doit comporter exactement 4 chiffres.'] }],
    ['number zero', { ...VALID, numbers: ['0'] }, { numbers: ['Numéro invalide : « 0 » (nombre entier de 6 chiffres au plus attendu).'] }],
    ['number with letters', { ...VALID, numbers: ['12b'] }, { numbers: ['Numéro invalide : « 12b » (nombre entier de 6 chiffres au plus attendu).'] }],
    ['number of 7 digits', { ...VALID, numbers: ['1234567'] }, { numbers: ['Numéro invalide : « 1234567 » (nombre entier de 6 chiffres au plus attendu).'] }],
    ['a number twice', { ...VALID, numbers: ['12', '012'] }, { numbers: ['Le numéro 12 est saisi deux fois.'] }],
    ['eleven numbers', { ...VALID, numbers: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] }, { numbers: ['10 numéros au plus.'] }],
    ['standard without number', { ...VALID, numbers: [] }, { numbers: ['Le numéro est obligatoire.'] }],
    [
      'special edition suffix with an accent',
      { ...VALID, editionType: 'SPECIAL_EDITION', suffix: 'été' },
      { suffix: ['Suffixe du hors-série : lettres, chiffres et tirets, 20 caractères au plus.'] },
    ],
    [
      'special edition suffix too long',
      { ...VALID, editionType: 'SPECIAL_EDITION', suffix: 'a'.repeat(21) },
      { suffix: ['Suffixe du hors-série : lettres, chiffres et tirets, 20 caractères au plus.'] },
    ],
    ['periodical id with an underscore', { ...VALID, periodicalId: 'B_JS' }, { periodicalId: ['Revue : identifiant invalide.'] }],
    ['start date not in the calendar', { ...VALID, startDate: '31/02/2024' }, { startDate: ['Date de début invalide (jj/mm/aaaa attendu).'] }],
    ['end date not a date', { ...VALID, endDate: 'demain' }, { endDate: ['Date de fin invalide (jj/mm/aaaa attendu).'] }],
    ['end before start', { ...VALID, endDate: '31/10/2024' }, { endDate: ['La date de fin ne peut pas précéder la date de début.'] }],
    ['title too long', { ...VALID, title: 'T'.repeat(401) }, { title: ['Titre : 400 caractères au plus.'] }],
    ['unknown edition type', { ...VALID, editionType: 'WEEKLY' as 'STANDARD' }, { editionType: ['Type d’édition inconnu : Classique ou Hors-Série attendu.'] }],
  ])('refuses %s', (_, values, errors) => expect(validate(values)).toEqual(errors));

  it('accepts an end date on the start date', () => {
    expect(validate({ ...VALID, endDate: '2024-11-01' })).toEqual({ ...EXPECTED, endDate: '2024-11-01' });
  });
});

describe('cover fields: DEF and GPL carry an article and an image, GPL also a text (spec 2 §2.2, §5)', () => {
  const cover = { articleId: 12, imageId: 34 };
  it.each<[string, PublicationFormValues, PublicationInput | Record<string, string[]>]>([
    ['DEF with article and image', { ...VALID, periodicalId: 'DEF', ...cover }, { ...EXPECTED, periodicalId: 'DEF', ...cover }],
    ['GPL with article, image and text', { ...VALID, periodicalId: 'GPL', ...cover, text: ' Le texte ' }, { ...EXPECTED, periodicalId: 'GPL', ...cover, text: 'Le texte' }],
    ['DEF without them (optional)', { ...VALID, periodicalId: 'DEF' }, { ...EXPECTED, periodicalId: 'DEF' }],
    [
      'BJS with article and image',
      { ...VALID, ...cover },
      {
        articleId: ['Seules les revues DEF et GPL ont un article et une image en couverture.'],
        imageId: ['Seules les revues DEF et GPL ont un article et une image en couverture.'],
      },
    ],
    ['DEF with a text', { ...VALID, periodicalId: 'DEF', text: 'Texte' }, { text: ['Seule la revue GPL a un texte en couverture.'] }],
    ['BJS with a blank text (ignored)', { ...VALID, text: '   ' }, EXPECTED],
    ['GPL with a text too long', { ...VALID, periodicalId: 'GPL', text: 'x'.repeat(2001) }, { text: ['Texte de couverture : 2000 caractères au plus.'] }],
    ['a cover id that is not one', { ...VALID, periodicalId: 'DEF', imageId: -3 }, { imageId: ['Identifiant invalide : nombre entier positif attendu.'] }],
  ])('%s', (_, values, expected) => expect(validate(values)).toEqual(expected));
});

describe('editing: the periodical is fixed (spec 2 §5)', () => {
  it('keeps the periodical and refuses another', () => {
    const schema = publicationEditFormSchema('BJS');
    expect(validate(VALID, schema)).toEqual(EXPECTED);
    expect(validate({ ...VALID, periodicalId: 'DEF' }, schema)).toEqual({ periodicalId: ['La revue d’une publication existante ne peut pas être changée.'] });
  });
});
