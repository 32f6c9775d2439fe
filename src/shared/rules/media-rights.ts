import { AD_MANAGEMENT_ROLES } from '../domain/advertisement';
import { AUTHOR_IMAGE_ROLES } from '../domain/author';
import { IMAGE_MANAGEMENT_ROLES, type ImageCollection } from '../domain/image';
import type { Role } from '../domain/roles';
import { hasRole } from './permissions';

/**
 * Spec 1 §6: who may create, edit, enable, disable and delete the images of each collection: the author's
 * gallery for author managers and image managers, illustrations for ADMIN and ADMIN_IMAGES, ads for ADMIN
 * and ADMIN_ADS. Reading and exporting are for any signed-in user.
 */
export const COLLECTION_MANAGEMENT_ROLES: Readonly<Record<ImageCollection, readonly Role[]>> = {
  AUTHOR: AUTHOR_IMAGE_ROLES,
  ILLUSTRATION: IMAGE_MANAGEMENT_ROLES,
  ADVERTISEMENT: AD_MANAGEMENT_ROLES,
};

export function canManageCollection(userRoles: readonly string[], collection: ImageCollection): boolean {
  return hasRole(userRoles, COLLECTION_MANAGEMENT_ROLES[collection]);
}

/** Image list and illustration screens: create, edit, enable toggle, delete. */
export function canManageImages(userRoles: readonly string[]): boolean {
  return canManageCollection(userRoles, 'ILLUSTRATION');
}

/** Ads screens: create, edit, enable, disable, delete. */
export function canManageAds(userRoles: readonly string[]): boolean {
  return canManageCollection(userRoles, 'ADVERTISEMENT');
}
