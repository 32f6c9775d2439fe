import { DATE_FILTER_MAX, DATE_FILTER_MIN } from '@shared/rules/date-bounds';

/**
 * Dates typed as dd/MM/yyyy (spec 1 §5 "Date picker"), bounded by default to 2000-01-01..2025-01-01, and kept
 * as ISO days (yyyy-MM-dd) in the URL and the requests.
 */

export { DATE_FILTER_MAX, DATE_FILTER_MIN };

/** Digits typed become dd/MM/yyyy as they come: "1203" -> "12/03". */
export function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** 31/12/2024 -> 2024-12-31; null for an impossible or incomplete date. */
export function parseFrenchDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** 2024-12-31 -> 31/12/2024 */
export function formatIsoDay(iso: string): string {
  const [yyyy = '', mm = '', dd = ''] = iso.split('-');
  return `${dd}/${mm}/${yyyy}`;
}

export type DateCheck = { ok: true; value: string | null } | { ok: false; error: 'format' | 'range' };

/** What a typed text means: no date, a date within the bounds, or why not. */
export function checkDate(text: string, min = DATE_FILTER_MIN, max = DATE_FILTER_MAX): DateCheck {
  if (text.trim() === '') return { ok: true, value: null };
  const iso = parseFrenchDate(text);
  if (!iso) return { ok: false, error: 'format' };
  if (iso < min || iso > max) return { ok: false, error: 'range' };
  return { ok: true, value: iso };
}
