import { boundedZip, type ZipLimits } from '../../../../src/shared/zip-bounds';

/** Why boundedZip refuses `zip` (in French), or null when it hands its reader an archive. */
export function refusalOf(zip: Uint8Array, limits: ZipLimits): string | null {
  const bounded = boundedZip(zip, limits);
  return bounded.ok ? null : bounded.reason;
}
