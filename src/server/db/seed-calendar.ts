/** Days of the demo data: fixed dates, so that a seed is the same whenever it runs. */

export const DAY_MS = 86_400_000;
export const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
/** The seed's "today": every date of the demo data is before it. */
export const SEED_NOW = day('2025-06-02');
