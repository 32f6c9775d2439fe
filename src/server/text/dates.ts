/** Dates as French users read them: Europe/Paris, French formats (design.md). */

const PARIS = 'Europe/Paris';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS, day: '2-digit', month: '2-digit', year: 'numeric' });

/** 02/06/2025 */
export function parisDay(date: Date): string {
  return dayFormat.format(date);
}

/** 02/06/2025 14:03 */
export function parisDayTime(date: Date): string {
  return `${dayFormat.format(date)} ${timeFormat.format(date)}`;
}

/** 02/06/2025 à 14:03 */
export function parisDayAtTime(date: Date): string {
  return `${dayFormat.format(date)} à ${timeFormat.format(date)}`;
}

/** 2025-06-02: the Paris calendar day of an instant. */
export function parisIsoDay(date: Date): string {
  return isoDayFormat.format(date);
}

/**
 * A calendar day from what a client sends: yyyy-MM-dd as is; a full ISO date-time (a date picker's Paris
 * midnight sent as UTC, 2019-12-31T23:00:00.000Z) as its Paris day. null when it is not a date.
 */
export function toIsoDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : parisIsoDay(new Date(time));
}
