import type { PhoneType } from '../domain/author';

/**
 * The French labels of the phone types (spec 1 §3 MOBILE, FIX, FAX), apart from rules/phone.ts: the French
 * catalogue of the first screen needs them, not libphonenumber-js and the country list phone.ts brings.
 */
export const PHONE_TYPE_LABELS: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobile',
  FIX: 'Fixe',
  FAX: 'Fax',
};
