import type { PublicationStatus } from '../domain/image';

/**
 * Spec 1 §4: the disable and delete buttons of an ad are inactive when a rule forbids them. The rule: an ad
 * shown by a publication that is publishing or published cannot be disabled or deleted (the printed issue
 * must keep it). The server enforces it; the reference server tells, per ad, what is allowed (canDisable,
 * canDelete, not in spec 1 §3), and without them core applies this rule to the statuses of the publications
 * the ad lists (received-ad.ts).
 */

export const AD_LOCKING_STATUSES = ['PUBLISHING', 'PUBLISHED'] as const satisfies readonly PublicationStatus[];

/** `null`: a status not known, which locks nothing (the server, which knows it, refuses what it forbids). */
export function locksAd(status: PublicationStatus | null): boolean {
  return status !== null && (AD_LOCKING_STATUSES as readonly PublicationStatus[]).includes(status);
}

export interface AdActions {
  canDisable: boolean;
  canDelete: boolean;
}

/** `publicationStatuses`: the statuses of the publications that show the ad. */
export function adActions(ad: { enable: boolean }, publicationStatuses: readonly (PublicationStatus | null)[]): AdActions {
  const locked = publicationStatuses.some(locksAd);
  return { canDisable: ad.enable && !locked, canDelete: !locked };
}
