import type { PublicationStatus } from '../domain/image';

/**
 * Spec 1 §4: the disable and delete buttons of an ad are inactive when a rule forbids them. The rule: an ad
 * shown by a publication that is publishing or published cannot be disabled or deleted (the printed issue
 * must keep it). The server enforces it and tells, per ad, what is allowed.
 */

export const AD_LOCKING_STATUSES = ['PUBLISHING', 'PUBLISHED'] as const satisfies readonly PublicationStatus[];

export function locksAd(status: PublicationStatus): boolean {
  return (AD_LOCKING_STATUSES as readonly PublicationStatus[]).includes(status);
}

export interface AdActions {
  canDisable: boolean;
  canDelete: boolean;
}

/** `publicationStatuses`: the statuses of the publications that show the ad. */
export function adActions(ad: { enable: boolean }, publicationStatuses: readonly PublicationStatus[]): AdActions {
  const locked = publicationStatuses.some(locksAd);
  return { canDisable: ad.enable && !locked, canDelete: !locked };
}
