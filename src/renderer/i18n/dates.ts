import { formatInTimeZone } from 'date-fns-tz';
import { fr } from 'date-fns/locale';

/** Every date of the UI is shown in Paris time with the French locale (spec 1 §1, spec 2 §1). */
export const PARIS_TIME_ZONE = 'Europe/Paris';

export const DATE_PATTERN = 'dd/MM/yyyy';
export const DATE_TIME_PATTERN = "dd/MM/yyyy 'à' HH:mm";

export type DateInput = Date | string | number;

/** Formats a date in Paris time with a date-fns pattern. */
export function formatParis(date: DateInput, pattern: string): string {
  return formatInTimeZone(date, PARIS_TIME_ZONE, pattern, { locale: fr });
}

/** 31/12/2024 */
export function formatDate(date: DateInput): string {
  return formatParis(date, DATE_PATTERN);
}

/** 31/12/2024 à 18:30 */
export function formatDateTime(date: DateInput): string {
  return formatParis(date, DATE_TIME_PATTERN);
}

/** The calendar day in Paris, as sent to the server for date-only values (yyyy-MM-dd). */
export function toParisDay(date: DateInput): string {
  return formatParis(date, 'yyyy-MM-dd');
}
