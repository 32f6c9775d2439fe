import { afterAll, beforeAll } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { DemoUser } from '../../../support/signed-in-core';
import { startReferenceBed, type ReferenceBed } from '../images/reference-bed';

/** A strict reference server and a full one, each with a core signed in as the same user. */
export interface SideBySide {
  strict: ReferenceBed;
  full: ReferenceBed;
  onStrict: Core;
  onFull: Core;
}

/**
 * The two back-offices a suite compares (issue 32), started before its tests and closed after them: the publisher's
 * as the specs describe it (strict) and the reference server with its extensions (full). Read its fields in tests.
 */
export function strictAndFull(user: DemoUser): SideBySide {
  const beds = {} as SideBySide;
  beforeAll(async () => {
    [beds.strict, beds.full] = await Promise.all([startReferenceBed({ strict: true }), startReferenceBed()]);
    [beds.onStrict, beds.onFull] = await Promise.all([beds.strict.core(user), beds.full.core(user)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([beds.strict?.close(), beds.full?.close()]);
  });
  return beds;
}
