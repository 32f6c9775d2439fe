import type { ImageCollection } from '../domain/image';
import { can, type Ability } from './abilities';

/**
 * Spec 1 §6: who may create, edit, enable, disable and delete the images of each collection: the author's
 * gallery for author managers and image managers, illustrations for ADMIN and ADMIN_IMAGES, ads for ADMIN
 * and ADMIN_ADS. Reading and exporting are for any signed-in user.
 */
export const COLLECTION_ABILITIES: Readonly<Record<ImageCollection, Ability>> = {
  AUTHOR: 'author.manageImages',
  ILLUSTRATION: 'image.manage',
  ADVERTISEMENT: 'ad.manage',
};

export function canManageCollection(userRoles: readonly string[], collection: ImageCollection): boolean {
  return can(userRoles, COLLECTION_ABILITIES[collection]);
}

/** Image list and illustration screens: create, edit, enable toggle, delete. */
export function canManageImages(userRoles: readonly string[]): boolean {
  return canManageCollection(userRoles, 'ILLUSTRATION');
}

/** Ads screens: create, edit, enable, disable, delete. */
export function canManageAds(userRoles: readonly string[]): boolean {
  return canManageCollection(userRoles, 'ADVERTISEMENT');
}
