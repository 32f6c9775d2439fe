import { z } from 'zod';
import { COVER_ARTICLE_AND_IMAGE_PERIODICALS, COVER_TEXT_PERIODICALS, EDITION_TYPES, type PublicationInput } from '../domain/publication';
import { parseDateOnly } from './date-only';
import { periodicalRules } from './periodical-rules';
import {
  buildPublicationNumber,
  SPECIAL_EDITION_SUFFIX_MAX_LENGTH,
  SPECIAL_EDITION_SUFFIX_PATTERN,
  STANDARD_NUMBER_MAX_DIGITS,
} from './publication-number';
import { TEXT_MAX_LENGTH } from './rich-text';

/**
 * The new-publication dialog (spec 2 §2.2, §2.8) and its rules (§5): edition type required; number
 * required unless the edition is special (then "hors-serie" and an optional suffix); periodical required,
 * fixed when editing; year exactly 4 digits; start date required, end date optional. Only DEF and GPL
 * carry an article and an image on the cover, GPL also a text; §5 makes them optional ("valid only when
 * periodicalId, year, number and startDate are non-empty"). Every rule is checked in one pass so the
 * dialog shows all its errors at once; the output is the POST/PUT /api/publication payload.
 */

/** Not given by the spec; decision: a double or triple issue is common, ten numbers is plenty. */
export const STANDARD_NUMBERS_MAX = 10;
/** Not given by the spec; decision: the GPL cover text, a short paragraph. */
export const COVER_TEXT_MAX_LENGTH = 2000;

export const PUBLICATION_FORM_MESSAGES = {
  editionTypeRequired: 'Le type d’édition est obligatoire.',
  editionTypeUnknown: 'Type d’édition inconnu : Classique ou Hors-Série attendu.',
  numberRequired: 'Le numéro est obligatoire.',
  numberInvalid: (value: string) => `Numéro invalide : « ${value.slice(0, 20)} » (nombre entier de ${STANDARD_NUMBER_MAX_DIGITS} chiffres au plus attendu).`,
  numberTwice: (value: number) => `Le numéro ${value} est saisi deux fois.`,
  tooManyNumbers: `${STANDARD_NUMBERS_MAX} numéros au plus.`,
  suffixInvalid: `Suffixe du hors-série : lettres, chiffres et tirets, ${SPECIAL_EDITION_SUFFIX_MAX_LENGTH} caractères au plus.`,
  periodicalRequired: 'La revue est obligatoire.',
  periodicalInvalid: 'Revue : identifiant invalide.',
  periodicalFixed: 'La revue d’une publication existante ne peut pas être changée.',
  yearRequired: 'L’année est obligatoire.',
  yearInvalid: 'L’année doit comporter exactement 4 chiffres.',
  startDateRequired: 'La date de début est obligatoire.',
  startDateInvalid: 'Date de début invalide (jj/mm/aaaa attendu).',
  endDateInvalid: 'Date de fin invalide (jj/mm/aaaa attendu).',
  endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
  titleTooLong: `Titre : ${TEXT_MAX_LENGTH} caractères au plus.`,
  coverArticleAndImage: `Seules les revues ${COVER_ARTICLE_AND_IMAGE_PERIODICALS.join(' et ')} ont un article et une image en couverture.`,
  coverText: `Seule la revue ${COVER_TEXT_PERIODICALS.join(', ')} a un texte en couverture.`,
  coverTextTooLong: `Texte de couverture : ${COVER_TEXT_MAX_LENGTH} caractères au plus.`,
  notAnId: 'Identifiant invalide : nombre entier positif attendu.',
} as const;
const M = PUBLICATION_FORM_MESSAGES;

const text = z.string({ error: 'Texte attendu.' }).nullish();
const id = z.number({ error: M.notAnId }).int(M.notAnId).positive(M.notAnId).nullish();

/** What the dialog holds. Missing values are allowed here and refused, with their message, by the rules. */
const formFields = z.object({
  editionType: z.enum(EDITION_TYPES, { error: M.editionTypeUnknown }).nullish(),
  /** Standard edition: the numbers, joined by a hyphen in the order given. Empty entries are ignored. */
  numbers: z.array(z.union([z.string(), z.number()]), { error: 'Numéros : liste attendue.' }).nullish(),
  /** Special edition: the optional suffix after "hors-serie". */
  suffix: text,
  periodicalId: text,
  title: text,
  year: z.union([z.string(), z.number()], { error: M.yearInvalid }).nullish(),
  /** yyyy-MM-dd or dd/MM/yyyy. */
  startDate: text,
  endDate: text,
  articleId: id,
  imageId: id,
  text,
});
export type PublicationFormValues = z.input<typeof formFields>;
type Fields = z.output<typeof formFields>;
/** Records an issue at `path`; returns null so a reader can `return report(...)`. */
type Report = (path: keyof Fields, message: string) => null;

const blank = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value.trim());

function numberOf(v: Fields, report: Report): string | null {
  if (v.editionType === 'SPECIAL_EDITION') {
    const suffix = blank(v.suffix);
    if (suffix !== null && (suffix.length > SPECIAL_EDITION_SUFFIX_MAX_LENGTH || !SPECIAL_EDITION_SUFFIX_PATTERN.test(suffix))) {
      report('suffix', M.suffixInvalid);
      return null;
    }
    return buildPublicationNumber({ editionType: 'SPECIAL_EDITION', suffix });
  }
  // §5: "number required when no edition type is chosen or when standard".
  const entries = (v.numbers ?? []).map((n) => String(n).trim()).filter((n) => n !== '');
  if (entries.length === 0) return report('numbers', M.numberRequired);
  if (entries.length > STANDARD_NUMBERS_MAX) return report('numbers', M.tooManyNumbers);
  const wrong = entries.find((n) => !new RegExp(`^\\d{1,${STANDARD_NUMBER_MAX_DIGITS}}$`).test(n) || Number(n) === 0);
  if (wrong !== undefined) return report('numbers', M.numberInvalid(wrong));
  const numbers = entries.map(Number);
  const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (twice !== undefined) return report('numbers', M.numberTwice(twice));
  return v.editionType ? buildPublicationNumber({ editionType: 'STANDARD', numbers }) : null;
}

function periodicalOf(v: Fields, report: Report, fixedPeriodicalId: string | undefined): string | null {
  const periodicalId = blank(v.periodicalId);
  if (periodicalId === null) return report('periodicalId', M.periodicalRequired);
  if (!/^[A-Za-z0-9]{1,20}$/.test(periodicalId)) return report('periodicalId', M.periodicalInvalid);
  if (fixedPeriodicalId !== undefined && periodicalId !== fixedPeriodicalId) return report('periodicalId', M.periodicalFixed);
  return periodicalId;
}

function yearOf(v: Fields, report: Report): number | null {
  const year = v.year == null ? null : blank(String(v.year));
  if (year === null) return report('year', M.yearRequired);
  if (!/^\d{4}$/.test(year)) return report('year', M.yearInvalid);
  return Number(year);
}

function datesOf(v: Fields, report: Report): { startDate: string | null; endDate: string | null } {
  const startText = blank(v.startDate);
  const endText = blank(v.endDate);
  const startDate = startText === null ? null : parseDateOnly(startText);
  const endDate = endText === null ? null : parseDateOnly(endText);
  if (startText === null) report('startDate', M.startDateRequired);
  else if (startDate === null) report('startDate', M.startDateInvalid);
  if (endText !== null && endDate === null) report('endDate', M.endDateInvalid);
  else if (startDate !== null && endDate !== null && endDate < startDate) report('endDate', M.endBeforeStart);
  return { startDate, endDate };
}

/** The cover fields the periodical carries; given for another periodical, they are refused (not dropped). */
function coverOf(v: Fields, periodicalId: string | null, report: Report): Pick<PublicationInput, 'articleId' | 'imageId' | 'text'> {
  const rules = periodicalId === null ? null : periodicalRules(periodicalId);
  const coverText = blank(v.text);
  if (rules && !rules.coverArticleAndImage) {
    if (v.articleId != null) report('articleId', M.coverArticleAndImage);
    if (v.imageId != null) report('imageId', M.coverArticleAndImage);
  }
  if (rules && !rules.coverText && coverText !== null) report('text', M.coverText);
  if (coverText !== null && coverText.length > COVER_TEXT_MAX_LENGTH) report('text', M.coverTextTooLong);
  return { articleId: v.articleId ?? null, imageId: v.imageId ?? null, text: coverText };
}

function makeSchema(fixedPeriodicalId?: string) {
  return formFields.transform((v, ctx): PublicationInput => {
    let valid = true;
    const report: Report = (path, message) => {
      valid = false;
      ctx.addIssue({ code: 'custom', path: [path], message });
      return null;
    };
    if (!v.editionType) report('editionType', M.editionTypeRequired);
    const number = numberOf(v, report);
    const periodicalId = periodicalOf(v, report, fixedPeriodicalId);
    const year = yearOf(v, report);
    const { startDate, endDate } = datesOf(v, report);
    const title = blank(v.title);
    if (title !== null && title.length > TEXT_MAX_LENGTH) report('title', M.titleTooLong);
    const cover = coverOf(v, periodicalId, report);
    if (!valid || !v.editionType || number === null || periodicalId === null || year === null || startDate === null) return z.NEVER;
    return { periodicalId, year, number, editionType: v.editionType, startDate, endDate, title, ...cover };
  });
}

/** The dialog creating a publication. */
export const publicationFormSchema = makeSchema();

/** The dialog editing a publication of `periodicalId`: the periodical cannot change (§5 "fixed when editing"). */
export function publicationEditFormSchema(periodicalId: string) {
  return makeSchema(periodicalId);
}
