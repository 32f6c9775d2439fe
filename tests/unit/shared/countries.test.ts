import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, DEFAULT_PHONE_COUNTRY } from '../../../src/shared/domain/author';
import {
  COUNTRIES,
  DEFAULT_ADDRESS_COUNTRY,
  DEFAULT_PHONE_COUNTRY_ENTRY,
  PHONE_MASKS,
  SUGGESTED_COUNTRY_CODES,
  countryByCode,
  countryByLabel,
  searchCountries,
} from '../../../src/shared/rules/countries';

describe('the country list of spec 1 §2', () => {
  it('has about 250 entries, each with an ISO code and an upper-case French label, no duplicates', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.label)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.label).toBe(country.name.toLocaleUpperCase('fr'));
    }
  });

  it('labels countries as the server stores them', () => {
    expect(countryByCode('FR')?.label).toBe('FRANCE');
    expect(countryByCode('BE')?.label).toBe('BELGIQUE');
    expect(countryByCode('DE')?.label).toBe('ALLEMAGNE');
    expect(countryByCode('CH')?.label).toBe('SUISSE');
    expect(countryByCode('ES')?.label).toBe('ESPAGNE');
    expect(countryByCode('GB')?.label).toBe('ROYAUME-UNI');
    expect(countryByCode('US')?.label).toBe("ÉTATS-UNIS D'AMÉRIQUE");
  });

  it('gives dialling codes from libphonenumber-js, none where there is none', () => {
    expect(countryByCode('FR')?.dialCode).toBe('33');
    expect(countryByCode('BE')?.dialCode).toBe('32');
    expect(countryByCode('CH')?.dialCode).toBe('41');
    expect(countryByCode('DE')?.dialCode).toBe('49');
    expect(countryByCode('GB')?.dialCode).toBe('44');
    expect(countryByCode('ES')?.dialCode).toBe('34');
    expect(countryByCode('CA')?.dialCode).toBe('1');
    expect(countryByCode('LU')?.dialCode).toBe('352');
    expect(countryByCode('AQ')?.dialCode).toBeNull();
    expect(COUNTRIES.filter((c) => c.dialCode !== null).length).toBeGreaterThan(235);
  });

  it('has a display mask for France, Germany, the UK, Spain and Belgium only', () => {
    expect(COUNTRIES.filter((c) => c.mask !== null).map((c) => c.code).sort()).toEqual(['BE', 'DE', 'ES', 'FR', 'GB']);
    expect(countryByCode('FR')?.mask).toBe('# ## ## ## ##');
    expect(countryByCode('FR')?.masks).toEqual(PHONE_MASKS['FR']);
    expect(countryByCode('BE')?.masks).toEqual(['### ## ## ##', '# ### ## ##']);
    expect(countryByCode('CH')?.masks).toEqual([]);
  });

  it('lists the suggested countries first, then the others in French alphabetical order', () => {
    const suggested = COUNTRIES.filter((c) => c.suggested).map((c) => c.code);
    expect(suggested).toEqual([...SUGGESTED_COUNTRY_CODES]);
    expect(COUNTRIES.slice(0, suggested.length).map((c) => c.code)).toEqual(suggested);
    expect(COUNTRIES.slice(0, 6).map((c) => c.label)).toEqual(['FRANCE', 'BELGIQUE', 'SUISSE', 'LUXEMBOURG', 'MONACO', 'ALLEMAGNE']);
    const rest = COUNTRIES.slice(suggested.length).map((c) => c.name);
    expect(rest[0]).toBe('Afghanistan');
    expect(rest.indexOf('Égypte')).toBeLessThan(rest.indexOf('Érythrée'));
    expect(rest.indexOf('Égypte')).toBeGreaterThan(rest.indexOf('Djibouti'));
  });

  it('defaults to FRANCE for addresses and FR for phones', () => {
    expect(DEFAULT_ADDRESS_COUNTRY.label).toBe(DEFAULT_COUNTRY);
    expect(DEFAULT_PHONE_COUNTRY_ENTRY.code).toBe(DEFAULT_PHONE_COUNTRY);
  });

  it('finds a country by code or label, ignoring case and accents', () => {
    expect(countryByCode('fr')?.label).toBe('FRANCE');
    expect(countryByLabel('belgique')?.code).toBe('BE');
    expect(countryByLabel("etats-unis d'amerique")?.code).toBe('US');
    expect(countryByLabel('Atlantide')).toBeUndefined();
    expect(countryByCode(null)).toBeUndefined();
  });

  it('searches names, starting matches first, and dialling codes', () => {
    expect(searchCountries('').length).toBe(COUNTRIES.length);
    expect(searchCountries('bel')[0]?.code).toBe('BE');
    expect(searchCountries('suisse').map((c) => c.code)).toEqual(['CH']);
    expect(searchCountries('+352').map((c) => c.code)).toContain('LU');
    const uni = searchCountries('uni').map((c) => c.code);
    expect(uni).toContain('GB');
    expect(uni).toContain('US');
  });
});
