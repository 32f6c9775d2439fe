import type { SearchCounts, SearchProposal } from '../../shared/domain/search';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { requireExtension } from '../http/extensions';

const NO_COUNTS: SearchCounts = { author: 0, image: 0, ad: 0, parution: 0, article: 0 };

/**
 * Quick search (spec 1 §2): proposals and the count search by type. Empty text asks nothing. The count search
 * has no path in spec 1 §7: only a back-office with the 'search-count' extension is asked, any other refuses here
 * (the result header then names the other sections without counts).
 */
export function createSearchHandlers({ rest, extensions }: Pick<CoreContext, 'rest' | 'extensions'>): Pick<Handlers, 'search.proposals' | 'search.counts'> {
  return {
    'search.proposals': async (text) => {
      const query = text.trim();
      if (query === '') return [];
      return rest.request<SearchProposal[]>('GET', '/api/search', { query: { query } });
    },
    'search.counts': async (text) => {
      await requireExtension(extensions, 'search-count', 'Ce serveur ne compte pas les résultats par rubrique.');
      const query = text.trim();
      if (query === '') return NO_COUNTS;
      return rest.request<SearchCounts>('GET', '/api/search/count', { query: { query } });
    },
  };
}
