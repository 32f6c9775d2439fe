import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, type AuthorPhoneNumber, type PhoneType } from '../domain/author';
import { countryByCode } from './countries';
import { PHONE_TYPE_LABELS } from './phone-types';

/**
 * Phone display of spec 1 §2: digits only, formatted with the country's mask if it has one, shown as
 * '+{code} {number}' with an optional phone type label: "+33 6 12 34 56 78 (Mobile)".
 */

/** Digits only: every other character goes ('06 12-34.56 78' gives '0612345678'). */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Digits laid out on a mask ('#' per digit, other characters kept between digits): no trailing separator
 * while the number is incomplete, and digits beyond the mask appended to its last group.
 * applyPhoneMask('612345678', '# ## ## ## ##') gives '6 12 34 56 78'; applyPhoneMask('6123', ...) gives '6 12 3'.
 */
export function applyPhoneMask(digits: string, mask: string): string {
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '#') out += digits[next++];
    else out += char;
  }
  return out + digits.slice(next);
}

const maskLength = (mask: string) => mask.split('#').length - 1;

/**
 * The national number as shown: its digits on the country's mask (the mask of its length where the country
 * has several, else its usual one), or the bare digits for a country without a mask.
 */
export function formatNationalNumber(number: string | null | undefined, countryCode: string | null | undefined): string {
  const digits = phoneDigits(number);
  const masks = countryByCode(countryCode || DEFAULT_PHONE_COUNTRY)?.masks ?? [];
  const mask = masks.find((m) => maskLength(m) === digits.length) ?? masks[0];
  return mask ? applyPhoneMask(digits, mask) : digits;
}

export interface PhoneDisplayOptions {
  /** Appends the type label in brackets: "+33 6 12 34 56 78 (Mobile)". */
  withType?: boolean;
}

/**
 * '+{code} {number}' (the country's dialling code, the number on its mask): "+33 6 12 34 56 78". A country
 * without a dialling code shows the number alone; no digits give ''. The country defaults to FR.
 */
export function formatPhoneNumber(
  phone: Pick<AuthorPhoneNumber, 'number'> & { countryCode?: string | null; type?: PhoneType | null },
  options: PhoneDisplayOptions = {},
): string {
  const digits = phoneDigits(phone.number);
  if (digits === '') return '';
  const countryCode = phone.countryCode || DEFAULT_PHONE_COUNTRY;
  const dialCode = countryByCode(countryCode)?.dialCode;
  const national = formatNationalNumber(digits, countryCode);
  const shown = dialCode ? `+${dialCode} ${national}` : national;
  return options.withType && phone.type ? `${shown} (${PHONE_TYPE_LABELS[phone.type]})` : shown;
}

/**
 * What the user typed in a number field, as stored: the national number's digits without the trunk prefix
 * ('06 12 34 56 78' in France gives '612345678'), read by libphonenumber-js. A number written
 * internationally ('+32 470 12 34 56', '0032...') also gives its country. When the text cannot be read as a
 * number of the country (too short, say), its digits are kept as they are.
 */
export function normalisePhoneInput(value: string, countryCode: string | null | undefined): { countryCode: string; number: string } {
  const country = (countryCode || DEFAULT_PHONE_COUNTRY).toUpperCase();
  const trimmed = value.trim();
  const international = trimmed.startsWith('+') ? trimmed : trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : null;
  const parsed = international
    ? parsePhoneNumberFromString(international)
    : countryByCode(country)?.dialCode
      ? parsePhoneNumberFromString(trimmed, country as CountryCode)
      : undefined;
  if (parsed && parsed.isPossible()) {
    return { countryCode: parsed.country ?? country, number: parsed.nationalNumber };
  }
  return { countryCode: country, number: phoneDigits(trimmed) };
}
