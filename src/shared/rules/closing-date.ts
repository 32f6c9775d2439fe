import { fromZonedTime } from 'date-fns-tz';

/**
 * The date of a scheduled closing (spec 2 §7 POST /api/publication/schedule: ISO without offset, Paris time).
 * One still to come is scheduled; one already passed (the dialog stayed open past it) is refused by the
 * dialog when it sends and by the server, never taken for "close now" (issue 22).
 */

export const CLOSING_DATE_PASSED = 'La date de clôture est passée : choisissez une date et une heure à venir, ou clôturez maintenant.';

/** A Paris wall-clock date-time (yyyy-MM-ddTHH:mm[:ss]) as the instant it names. */
export function parisInstant(localDateTime: string): Date {
  return fromZonedTime(localDateTime, 'Europe/Paris');
}

/** Why a closing at `at` cannot be scheduled at `now` (ms since the epoch), or null when it is to come. */
export function closingDateRefusal(at: Date, now: number): string | null {
  return at.getTime() > now ? null : CLOSING_DATE_PASSED;
}
