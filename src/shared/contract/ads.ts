import { z } from 'zod';
import type { AdPeriodicalConfig, AdSize, Advertisement, AdvertisementRow, AdvertisementStatusManyResult } from '../domain/advertisement';
import type { ImagesDeleteResult } from '../domain/image';
import type { SearchResult } from '../domain/search-result';
import { advertisementFormSchema, advertisementInputSchema } from '../rules/ad-input';
import { adSearchRequest, bulkIds, entityId, fileSource } from '../schemas';
import { method } from './define';

/**
 * The form's rules (ad-input.ts) with two bridge-side touches: the deadline is bounded in length before it
 * is read as a date, and both optional fields are optional on the outside, so that an absent one stays
 * absent (the server reads it as no deadline, NON-PRIORITY) and the contract's fuzz can sample them.
 */
const bridgeFields = {
  deadline: z.string().max(40).nullish().pipe(advertisementFormSchema.shape.deadline).optional(),
  priority: advertisementFormSchema.shape.priority.optional(),
};
const adForm = advertisementFormSchema.extend(bridgeFields);
const adInput = advertisementInputSchema.extend(bridgeFields);

/** Advertisements and their referentials (spec 1 §2 ad screens, §7 Advertisements). */
export const adMethods = {
  'ads.search': method<SearchResult<AdvertisementRow>>()(z.tuple([adSearchRequest])),
  'ads.get': method<Advertisement>()(z.tuple([entityId])),
  /** The create form and its file (checked before reading: JPEG or PNG, 10,000,000 bytes); the size is read from the file. */
  'ads.create': method<Advertisement>()(z.tuple([adForm, fileSource])),
  /** The edit form with the version read (409 when stale); the periodicals must take the ad's size and colour. */
  'ads.update': method<Advertisement>()(z.tuple([entityId, adInput])),
  /** true enables, false disables; an ad shown by a publication publishing or published stays enabled (409). */
  'ads.setStatus': method<Advertisement>()(z.tuple([entityId, z.boolean()])),
  /** Bulk enable or disable, all or none; answers the ads whose state changed. */
  'ads.setStatusMany': method<AdvertisementStatusManyResult>()(z.tuple([bulkIds, z.boolean()])),
  /** One or several (bulk); all or none. */
  'ads.delete': method<ImagesDeleteResult>()(z.tuple([bulkIds])),
  'ads.sizes': method<AdSize[]>()(z.tuple([])),
  /** What each periodical prints (sizes and colours): the compatibility rule's configuration. */
  'ads.config': method<AdPeriodicalConfig[]>()(z.tuple([])),
} as const;
