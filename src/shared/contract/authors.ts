import { z } from 'zod';
import type { Author, AuthorRow } from '../domain/author';
import type { AuthorImage, AuthorImagesDeleteResult } from '../domain/image';
import type { SearchResult } from '../domain/search-result';
import { authorInputSchema } from '../rules/author-input';
import { authorImageInputSchema } from '../rules/image-input';
import { authorSearchRequest, entityId, fileSource } from '../schemas';
import { method } from './define';

/** Authors and their images (spec 1 §2 author screens, §7 author calls). */
export const authorMethods = {
  'authors.search': method<SearchResult<AuthorRow>>()(z.tuple([authorSearchRequest])),
  'authors.get': method<Author>()(z.tuple([entityId])),
  'authors.create': method<Author>()(z.tuple([authorInputSchema])),
  'authors.update': method<Author>()(z.tuple([entityId, authorInputSchema])),
  'authors.delete': method<void>()(z.tuple([entityId])),
  'authors.setStatus': method<void>()(z.tuple([entityId, z.boolean()])),
  /** City and country suggestions (page 0, size 20); empty text asks nothing. */
  'authors.autocomplete': method<string[]>()(z.tuple([z.enum(['city', 'country']), z.string().max(400)])),
  /** Reads a dropped or picked file (checked before reading: JPEG or PNG, 10,000,000 bytes) and adds it to the author. */
  'authors.images.upload': method<AuthorImage>()(z.tuple([entityId, fileSource])),
  'authors.images.update': method<AuthorImage>()(z.tuple([entityId, authorImageInputSchema])),
  'authors.images.delete': method<AuthorImagesDeleteResult>()(z.tuple([z.array(entityId).min(1).max(500)])),
  'authors.images.enable': method<void>()(z.tuple([entityId])),
} as const;
