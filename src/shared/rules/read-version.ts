import { z } from 'zod';

const NOT_A_VERSION = 'Version : nombre entier attendu.';

/**
 * The version a save sends back when the answer read carried one (stale: 409). Optional: it is an extension
 * of the reference server, absent from spec 2 §3, so a save without it is sent as is and the last write wins.
 */
export const readVersion = z.number({ error: NOT_A_VERSION }).int(NOT_A_VERSION).nonnegative(NOT_A_VERSION).optional();

/** A save's version field: the version read when there was one, left out otherwise (the save then has none). */
export function sentVersion<K extends 'version' | 'planVersion'>(key: K, version: number | undefined): Partial<Record<K, number>> {
  const field: Partial<Record<K, number>> = {};
  if (version !== undefined) field[key] = version;
  return field;
}
