import { DATE_FILTER_MAX, DATE_FILTER_MIN } from '@shared/rules/date-bounds';

/**
 * Dates typed as dd/MM/yyyy or picked (spec 1 §5 "Date picker", the one DateField), bounded by default to
 * 2000-01-01..2025-01-01, and kept as ISO days (yyyy-MM-dd) in the URL and the requests.
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

/**
 * What the date field reads from what was typed: dd/MM/yyyy, d/M/yyyy (1-digit day or month), the eight
 * digits alone (31122024), with /, . or - between the parts; yyyy-MM-dd, or null when it is no day.
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const digits = /^\d{8}$/.test(trimmed) ? maskDate(trimmed) : trimmed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(digits);
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  return parseFrenchDate(`${dd.padStart(2, '0')}/${mm.padStart(2, '0')}/${yyyy}`);
}

/** The calendar's day (local midnight) of a yyyy-MM-dd day: a date only, with no time zone to shift it. */
export function dayToDate(iso: string): Date {
  const [yyyy = 0, mm = 1, dd = 1] = iso.split('-').map(Number);
  return new Date(yyyy, mm - 1, dd);
}

/** yyyy-MM-dd of a calendar day (its local date). */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The month the calendar opens on: the chosen day, else today kept within the bounds. */
export function pickerStartDay(value: string | null, today: string, min: string, max: string): string {
  if (value) return value;
  if (today < min) return min;
  return today > max ? max : today;
}
