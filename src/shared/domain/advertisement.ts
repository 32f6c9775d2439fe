import type { DateRange, Sort } from '../rules/list-query';
import type { ImageColor, ImageMeta, ImageMimeType, PublicationRef } from './image';
import { rolesOf } from '../rules/abilities';

/**
 * Advertisements (spec 1 §3 Advertisement): an image of the ADVERTISEMENT collection with what the ads
 * screens need: its size (read from the file), the periodicals it is meant for, a deadline and a priority.
 */

/** Spec 1 §6: ad create, edit, enable, disable, delete. */
export const AD_MANAGEMENT_ROLES = rolesOf('ad.manage');

/** What the list and the form show when the file matches no known size. */
export const UNKNOWN_AD_SIZE_LABEL = 'Taille non reconnue';
/** formatFilter value of the ads whose size is unknown. */
export const UNKNOWN_AD_SIZE = 'UNKNOWN';

/** The form's priority choice; saved as a boolean (`priority: true` = PRIORITY). */
export const AD_PRIORITIES = ['PRIORITY', 'NON-PRIORITY'] as const;
export type AdPriority = (typeof AD_PRIORITIES)[number];

/** GET /api/nomenclature/advertisement/sizes: a size an ad may have, in millimetres. */
export interface AdSize {
  key: string;
  /** With the dimensions: "Pleine page (210 × 297 mm)". */
  label: string;
  widthMm: number;
  heightMm: number;
}

/**
 * GET /api/nomenclature/advertisement/config: what a periodical prints. An ad suits a periodical when its
 * size is among `sizes` and its colour among `colors`; a periodical without an entry takes any ad.
 */
export interface AdPeriodicalConfig {
  periodicalId: string;
  sizes: string[];
  colors: ImageColor[];
}

export interface Advertisement {
  id: number;
  name: string;
  collection: 'ADVERTISEMENT';
  /** Grows on every change: the `version` of GET /api/image/{id} and the optimistic lock. */
  version: number;
  enable: boolean;
  /** Always !enable. */
  disabled: boolean;
  /** Placed in at least one publication. */
  used: boolean;
  /** Size key read from the file (pixels and resolution); null when it matches no known size. */
  format: string | null;
  /** The size's label with its millimetres, or UNKNOWN_AD_SIZE_LABEL. */
  formatLabel: string;
  color: ImageColor | null;
  /** Periodical ids, in the publisher's order. */
  periodicals: string[];
  /** true: PRIORITY; false: NON-PRIORITY. */
  priority: boolean;
  /** A date only, yyyy-MM-dd; null: "Non renseignée". */
  deadline: string | null;
  comments: string;
  mimeType: ImageMimeType;
  meta: ImageMeta;
  /** ISO date-times. */
  modificationDate: string;
  modificationUser: string | null;
  /** null: not known (spec 1 §3 Advertisement has no upload date). */
  uploadDate: string | null;
  /** The publications where the ad appears, most recently modified first. */
  lastPublicationsModified: PublicationRef[];
  /** How many publications show it in all; null: not known (spec 1 §3 Advertisement counts nothing). */
  publicationCount: number | null;
  /** false when a publication publishing or published shows it (and it is enabled): the disable button is inactive. */
  canDisable: boolean;
  /** false when a publication publishing or published shows it: the delete button is inactive. */
  canDelete: boolean;
  /** Its periodicals that do not take its size or colour (after a file replacement, or old data). */
  incompatiblePeriodicals: string[];
}

/** A row of POST /api/advertisement/search: the ad itself (its uses limited to the most recent). */
export type AdvertisementRow = Advertisement;

/** PUT /api/advertisement/{id}: the ad form (spec 1 §2, §5). Size and id are read-only. */
export interface AdvertisementInput {
  /** The version read; 409 when stale. */
  version: number;
  name: string;
  color: ImageColor;
  /** At least one, each compatible with the ad's size and colour. */
  periodicals: string[];
  /** yyyy-MM-dd (dd/MM/yyyy accepted), between 2000-01-01 and 2025-01-01; null or absent: none. */
  deadline?: string | null;
  /** A boolean, or the form's choice. */
  priority?: boolean | AdPriority;
  comments?: string;
  enable?: boolean;
}

/**
 * POST /api/advertisement: an ad created with its file in one request (the form and the dropped file).
 * POST /api/image/ADVERTISEMENT creates one from the file alone, with default fields, to be completed by PUT.
 */
export interface AdvertisementCreate extends Omit<AdvertisementInput, 'version'> {
  /** Data URL (data:image/jpeg;base64,...) or bare base64. */
  data: string;
  /** The dropped file's name, for messages. */
  fileName?: string | null;
}

export const AD_SORT_ATTRIBUTES = ['ID', 'NAME', 'DEADLINE', 'UPDATE'] as const;
export type AdSortAttribute = (typeof AD_SORT_ATTRIBUTES)[number];
/** Lists default to the last updated first (spec 1 §9). */
export const DEFAULT_AD_SORT: { attr: AdSortAttribute; order: Sort['order'] } = { attr: 'UPDATE', order: 'DESC' };

/** POST /api/advertisement/search. Every filter is optional; an empty list means no filter. */
export interface AdvertisementSearchRequest {
  query?: string;
  page?: number;
  size?: number;
  sort?: { attr: AdSortAttribute; order: Sort['order'] } | null;
  /** The ads list sends ['ADVERTISEMENT'] (its default filter); nothing else is accepted. */
  collectionFilter?: 'ADVERTISEMENT'[];
  /** true: enabled only; false: disabled only. */
  enableFilter?: boolean | null;
  /** Ads meant for one of these periodicals. */
  periodicalFilter?: string[];
  /** Ads placed in a publication of one of these periodicals. */
  publicationPeriodicalFilter?: string[];
  /** true: PRIORITY only; false: NON-PRIORITY only. */
  priorityFilter?: boolean | null;
  /** Size keys, UNKNOWN_AD_SIZE for the unknown ones. */
  formatFilter?: string[];
  colorFilter?: ImageColor[];
  mimeTypeFilter?: ImageMimeType[];
  modificationDateFilter?: Partial<DateRange> | null;
  /** Deadline range. */
  endDateFilter?: Partial<DateRange> | null;
}

/** PUT /api/advertisement/status/many. */
export interface AdvertisementStatusManyRequest {
  ids: number[];
  disabled: boolean;
}
/** The ads whose state changed (those already in that state are left out). */
export interface AdvertisementStatusManyResult {
  updated: number[];
}
