/**
 * The answer of a rule that may refuse: allowed, or refused with the French reason the screen shows (a
 * disabled action's tooltip, a refused drop while dragging) and the server returns.
 */
export interface Refusal {
  allowed: false;
  reason: string;
}
export type Verdict = { allowed: true } | Refusal;

export const ALLOWED: Verdict = Object.freeze({ allowed: true });

export function refused(reason: string): Refusal {
  return { allowed: false, reason };
}
