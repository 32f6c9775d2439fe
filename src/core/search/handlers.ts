import type { SearchCounts, SearchProposal } from '../../shared/domain/search';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

const NO_COUNTS: SearchCounts = { author: 0, image: 0, ad: 0, parution: 0, article: 0 };

/** Quick search (spec 1 §2): proposals and the count search by type. Empty text asks nothing. */
export function createSearchHandlers({ rest }: Pick<CoreContext, 'rest'>): Pick<Handlers, 'search.proposals' | 'search.counts'> {
  return {
    'search.proposals': async (text) => {
      const query = text.trim();
      if (query === '') return [];
      return rest.request<SearchProposal[]>('GET', '/api/search', { query: { query } });
    },
    'search.counts': async (text) => {
      const query = text.trim();
      if (query === '') return NO_COUNTS;
      return rest.request<SearchCounts>('GET', '/api/search/count', { query: { query } });
    },
  };
}
