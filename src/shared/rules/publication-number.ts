import type { EditionType, Publication } from '../domain/publication';

/**
 * A publication's number and identifier (spec 2 §3): "standard numbers joined by a hyphen; special edition
 * is "hors-serie" plus an optional suffix"; the identifier is periodicalId_year_number (BJS_2024_11-12).
 */

export const SPECIAL_EDITION_NUMBER = 'hors-serie';
/** Not given by the spec; decision: a standard number is a whole number of 1 to 6 digits, 1 or more. */
export const STANDARD_NUMBER_MAX_DIGITS = 6;
/** Not given by the spec; decision: letters, digits and inner hyphens, 20 characters at most. */
export const SPECIAL_EDITION_SUFFIX_MAX_LENGTH = 20;
export const SPECIAL_EDITION_SUFFIX_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export type PublicationNumberParts =
  | { editionType: Extract<EditionType, 'STANDARD'>; numbers: readonly number[] }
  | { editionType: Extract<EditionType, 'SPECIAL_EDITION'>; suffix: string | null };

/** [11, 12] -> "11-12"; hors-série with suffix "2" -> "hors-serie-2", without -> "hors-serie". */
export function buildPublicationNumber(parts: PublicationNumberParts): string {
  if (parts.editionType === 'STANDARD') return parts.numbers.join('-');
  const suffix = parts.suffix?.trim();
  return suffix ? `${SPECIAL_EDITION_NUMBER}-${suffix}` : SPECIAL_EDITION_NUMBER;
}

/** The parts of a built number (to fill the dialog when editing); null for a number it cannot have built. */
export function parsePublicationNumber(number: string): PublicationNumberParts | null {
  if (number === SPECIAL_EDITION_NUMBER) return { editionType: 'SPECIAL_EDITION', suffix: null };
  if (number.startsWith(`${SPECIAL_EDITION_NUMBER}-`)) {
    const suffix = number.slice(SPECIAL_EDITION_NUMBER.length + 1);
    return SPECIAL_EDITION_SUFFIX_PATTERN.test(suffix) ? { editionType: 'SPECIAL_EDITION', suffix } : null;
  }
  if (!/^\d+(?:-\d+)*$/.test(number)) return null;
  return { editionType: 'STANDARD', numbers: number.split('-').map(Number) };
}

/** The identifier of lists, filters and breadcrumbs: BJS_2024_12. */
export function publicationName(publication: Pick<Publication, 'periodicalId' | 'year' | 'number'>): string {
  return `${publication.periodicalId}_${publication.year}_${publication.number}`;
}

/** BJS_2024_11-12 -> { periodicalId: 'BJS', year: 2024, number: '11-12' }; null when it is not one. */
export function parsePublicationName(name: string): Pick<Publication, 'periodicalId' | 'year' | 'number'> | null {
  const match = /^([A-Za-z0-9]+)_(\d{4})_([^_]+)$/.exec(name.trim());
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { periodicalId: match[1], year: Number(match[2]), number: match[3] };
}
