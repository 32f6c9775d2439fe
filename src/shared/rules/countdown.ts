/**
 * The push-online countdown (spec 2 §2.9, §9 "countdown tick 1 s"): the time left until an execution date,
 * in days, hours, minutes and seconds, or "now" once elapsed. The words come from the catalogue (French,
 * singular and plural); this module only counts and assembles. Decisions: seconds are rounded up (0.4 s left
 * still reads "1 seconde"; "Maintenant" at the instant itself), and units at zero are left out ("1 jour
 * 5 secondes"), French taking the singular for 1 and the plural from 2.
 */

export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export type CountdownUnit = keyof CountdownParts;
const UNITS: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

export interface CountdownWords {
  now: string;
  /** Singular and plural of each unit: ['jour', 'jours']. */
  units: Record<CountdownUnit, readonly [string, string]>;
}

/** The time left from `nowMs` to `targetMs`, or null once it is reached. */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts | null {
  const total = Math.ceil((targetMs - nowMs) / 1000);
  if (!Number.isFinite(total) || total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** "1 jour 2 heures 1 minute 5 secondes", or the word for now. */
export function formatCountdown(parts: CountdownParts | null, words: CountdownWords): string {
  if (parts === null) return words.now;
  return UNITS.filter((unit) => parts[unit] > 0)
    .map((unit) => `${parts[unit]} ${words.units[unit][parts[unit] > 1 ? 1 : 0]}`)
    .join(' ');
}
