import isoCountries from 'i18n-iso-countries';
import frenchCountryNames from 'i18n-iso-countries/langs/fr.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { DEFAULT_COUNTRY, DEFAULT_PHONE_COUNTRY } from '../domain/author';

/**
 * The country list of spec 1 §2 "Author create and edit" (about 250 entries: code, label, dialling code,
 * a display mask for some, some suggested), built from maintained libraries rather than typed by hand:
 * ISO 3166 codes and French names from i18n-iso-countries (only its French locale is registered, imported
 * statically so that it bundles), dialling codes from libphonenumber-js. Only the masks and the suggested
 * countries are decisions of ours.
 */

isoCountries.registerLocale(frenchCountryNames);

export interface Country {
  /** ISO 3166-1 alpha-2 (FR, BE...): what a phone number stores as its countryCode. */
  code: string;
  /** The French name upper-cased, as the server stores an address's country (FRANCE, BELGIQUE, ÉTATS-UNIS D'AMÉRIQUE). */
  label: string;
  /** The French name as written (France, Belgique, États-Unis d'Amérique): what pickers show. */
  name: string;
  /** Digits of the international dialling code without '+' (33 for France); null where none exists (Antarctique). */
  dialCode: string | null;
  /** Display mask of a national number, '#' standing for a digit (spec 1 §2: France, Germany, UK, Spain, Belgium). */
  mask: string | null;
  /** Every mask of the country, the usual one first; a number takes the one of its length, else the first. */
  masks: readonly string[];
  /** Listed first in the pickers. */
  suggested: boolean;
}

/**
 * Masks of the national number without its trunk prefix (what AuthorPhoneNumber.number holds), the first
 * one the country's usual mask, the others for numbers of another length: +33 6 12 34 56 78,
 * +49 151 23456789, +44 7911 123456, +34 612 345 678, +32 470 12 34 56 and +32 2 555 01 00.
 */
export const PHONE_MASKS: Readonly<Record<string, readonly string[]>> = {
  FR: ['# ## ## ## ##'],
  DE: ['### ########'],
  GB: ['#### ######'],
  ES: ['### ### ###'],
  BE: ['### ## ## ##', '# ### ## ##'],
};

/** Suggested countries, in this order, before all the others (sorted by French name). */
export const SUGGESTED_COUNTRY_CODES = ['FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'ES', 'IT', 'GB', 'CA', 'US'] as const;

const upper = (value: string): string => value.toLocaleUpperCase('fr');

function dialCodeOf(code: string): string | null {
  return isSupportedCountry(code) ? getCountryCallingCode(code) : null;
}

function buildCountries(): readonly Country[] {
  const names = isoCountries.getNames('fr', { select: 'official' });
  const suggested: readonly string[] = SUGGESTED_COUNTRY_CODES;
  const all = Object.entries(names).map(
    ([code, name]): Country => ({
      code,
      label: upper(name),
      name,
      dialCode: dialCodeOf(code),
      mask: PHONE_MASKS[code]?.[0] ?? null,
      masks: PHONE_MASKS[code] ?? [],
      suggested: suggested.includes(code),
    }),
  );
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  const first = SUGGESTED_COUNTRY_CODES.map((code) => all.find((c) => c.code === code)).filter((c): c is Country => c !== undefined);
  const rest = all.filter((c) => !c.suggested).sort((a, b) => collator.compare(a.name, b.name));
  return Object.freeze([...first, ...rest]);
}

/** Every country: the suggested ones first (SUGGESTED_COUNTRY_CODES order), then the others by French name. */
export const COUNTRIES: readonly Country[] = buildCountries();

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));
const BY_LABEL = new Map(COUNTRIES.map((c) => [foldLabel(c.label), c]));

/** Case and accents ignored: "etats-unis d'amerique" finds ÉTATS-UNIS D'AMÉRIQUE. */
function foldLabel(value: string): string {
  return upper(value.trim())
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'");
}

/** The country of an ISO alpha-2 code, any case (fr finds FRANCE); undefined when unknown. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  return code ? BY_CODE.get(code.trim().toUpperCase()) : undefined;
}

/** The country of a label as stored on an address (case and accents ignored); undefined when unknown. */
export function countryByLabel(label: string | null | undefined): Country | undefined {
  return label ? BY_LABEL.get(foldLabel(label)) : undefined;
}

/** The default address country (FRANCE) and default phone country (FR) of spec 1 §2, as list entries. */
export const DEFAULT_ADDRESS_COUNTRY: Country = requireCountry(countryByLabel(DEFAULT_COUNTRY), DEFAULT_COUNTRY);
export const DEFAULT_PHONE_COUNTRY_ENTRY: Country = requireCountry(countryByCode(DEFAULT_PHONE_COUNTRY), DEFAULT_PHONE_COUNTRY);

function requireCountry(country: Country | undefined, key: string): Country {
  if (!country) throw new Error(`Pays par défaut absent de la liste : ${key}`);
  return country;
}

/**
 * Countries whose French name or label matches a text (case and accents ignored; a name starting with the
 * text comes before one merely containing it), in list order otherwise. An empty text gives the whole list.
 */
export function searchCountries(text: string, countries: readonly Country[] = COUNTRIES): Country[] {
  const query = foldLabel(text);
  if (query === '') return [...countries];
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const country of countries) {
    const folded = foldLabel(country.name);
    if (folded.startsWith(query) || country.code === query || country.dialCode === query.replace(/^\+/, '')) starts.push(country);
    else if (folded.includes(query)) contains.push(country);
  }
  return [...starts, ...contains];
}
