import { DATE_FILTER_MAX, DATE_FILTER_MIN } from './date-bounds';

/**
 * Dates without a time (an ad's deadline, spec 1 §3, §5): shown dd/MM/yyyy, sent and stored yyyy-MM-dd,
 * bounded by the date pickers' 2000-01-01..2025-01-01.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** yyyy-MM-dd from yyyy-MM-dd or dd/MM/yyyy; null when it is not a day of the calendar (31/02/2024). */
export function parseDateOnly(value: string): string | null {
  const text = value.trim();
  const iso = ISO_DAY.exec(text);
  const french = iso ? null : FRENCH_DAY.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : french ? [french[3], french[2], french[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const same = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return same ? `${year}-${month}-${day}` : null;
}

/** dd/MM/yyyy of a yyyy-MM-dd day. */
export function formatDateOnly(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/** Inside the date pickers' bounds, both included. */
export function isWithinDateBounds(isoDay: string, min = DATE_FILTER_MIN, max = DATE_FILTER_MAX): boolean {
  return isoDay >= min && isoDay <= max;
}
