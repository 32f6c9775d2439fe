import { z } from 'zod';
import type { SearchCounts, SearchProposal } from '../domain/search';
import { method } from './define';

/** Quick search (spec 1 §2). */
export const searchMethods = {
  /** Quick-search proposals per type; an empty text asks nothing. */
  'search.proposals': method<SearchProposal[]>()(z.tuple([z.string().max(400)])),
  /** Counts per section for the result header's badges. */
  'search.counts': method<SearchCounts>()(z.tuple([z.string().max(400)])),
} as const;
