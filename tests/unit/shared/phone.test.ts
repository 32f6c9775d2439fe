import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_COUNTRY } from '../../../src/shared/domain/author';
import {
  applyPhoneMask,
  formatNationalNumber,
  formatPhoneNumber,
  normalisePhoneInput,
  phoneDigits,
} from '../../../src/shared/rules/phone';
import { PHONE_TYPE_LABELS } from '../../../src/shared/rules/phone-types';

describe('phone display (spec 1 §2)', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('06 12-34.56 78')).toBe('0612345678');
    expect(phoneDigits('+33 (0)6 12')).toBe('330612');
    expect(phoneDigits(null)).toBe('');
  });

  it('lays digits on a mask, without trailing separators, extra digits on the last group', () => {
    expect(applyPhoneMask('612345678', '# ## ## ## ##')).toBe('6 12 34 56 78');
    expect(applyPhoneMask('6123', '# ## ## ## ##')).toBe('6 12 3');
    expect(applyPhoneMask('61', '# ## ## ## ##')).toBe('6 1');
    expect(applyPhoneMask('6123456789', '# ## ## ## ##')).toBe('6 12 34 56 789');
    expect(applyPhoneMask('', '# ## ## ## ##')).toBe('');
  });

  it('formats with the mask of each masked country', () => {
    expect(formatPhoneNumber({ countryCode: 'FR', number: '612345678' })).toBe('+33 6 12 34 56 78');
    expect(formatPhoneNumber({ countryCode: 'DE', number: '15123456789' })).toBe('+49 151 23456789');
    expect(formatPhoneNumber({ countryCode: 'GB', number: '7911123456' })).toBe('+44 7911 123456');
    expect(formatPhoneNumber({ countryCode: 'ES', number: '612345678' })).toBe('+34 612 345 678');
    expect(formatPhoneNumber({ countryCode: 'BE', number: '470123456' })).toBe('+32 470 12 34 56');
  });

  it('takes the mask of the number length where the country has several', () => {
    expect(formatPhoneNumber({ countryCode: 'BE', number: '25550100' })).toBe('+32 2 555 01 00');
    expect(formatPhoneNumber({ countryCode: 'BE', number: '470123' })).toBe('+32 470 12 3');
    expect(formatNationalNumber('61234567', 'FR')).toBe('6 12 34 56 7');
  });

  it('shows the bare digits for a country without a mask', () => {
    expect(formatPhoneNumber({ countryCode: 'CH', number: '22 345 67 89' })).toBe('+41 223456789');
    expect(formatNationalNumber('223456789', 'CH')).toBe('223456789');
    expect(formatPhoneNumber({ countryCode: 'AQ', number: '1234' })).toBe('1234');
  });

  it('defaults to the FR country, and shows nothing without digits', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('FR');
    expect(formatPhoneNumber({ countryCode: '', number: '612345678' })).toBe('+33 6 12 34 56 78');
    expect(formatPhoneNumber({ number: '1 45 67 89 00' })).toBe('+33 1 45 67 89 00');
    expect(formatPhoneNumber({ countryCode: 'FR', number: ' - ' })).toBe('');
  });

  it('adds the phone type label on demand', () => {
    expect(PHONE_TYPE_LABELS).toEqual({ MOBILE: 'Mobile', FIX: 'Fixe', FAX: 'Fax' });
    const phone = { countryCode: 'FR', number: '612345678', type: 'MOBILE' as const };
    expect(formatPhoneNumber(phone)).toBe('+33 6 12 34 56 78');
    expect(formatPhoneNumber(phone, { withType: true })).toBe('+33 6 12 34 56 78 (Mobile)');
    expect(formatPhoneNumber({ ...phone, type: 'FIX' }, { withType: true })).toBe('+33 6 12 34 56 78 (Fixe)');
    expect(formatPhoneNumber({ ...phone, type: null }, { withType: true })).toBe('+33 6 12 34 56 78');
  });

  it('stores what was typed as the national number, trunk prefix and dialling code removed', () => {
    expect(normalisePhoneInput('06 12 34 56 78', 'FR')).toEqual({ countryCode: 'FR', number: '612345678' });
    expect(normalisePhoneInput('6 12 34 56 78', 'FR')).toEqual({ countryCode: 'FR', number: '612345678' });
    expect(normalisePhoneInput('+33 6 12 34 56 78', 'FR')).toEqual({ countryCode: 'FR', number: '612345678' });
    expect(normalisePhoneInput('+32 470 12 34 56', 'FR')).toEqual({ countryCode: 'BE', number: '470123456' });
    expect(normalisePhoneInput('0032 470 12 34 56', '')).toEqual({ countryCode: 'BE', number: '470123456' });
    expect(normalisePhoneInput('0612', 'FR')).toEqual({ countryCode: 'FR', number: '0612' });
    expect(normalisePhoneInput('12-34', 'AQ')).toEqual({ countryCode: 'AQ', number: '1234' });
  });
});
