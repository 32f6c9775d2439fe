import type { AdPeriodicalConfig, AdSize, Advertisement, AdvertisementRow, AdvertisementStatusManyResult } from '../../shared/domain/advertisement';
import type { ImagesDeleteResult } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { readUpload, toImagePayload } from '../uploads';

type AdHandlers = Pick<
  Handlers,
  | 'ads.search'
  | 'ads.get'
  | 'ads.create'
  | 'ads.update'
  | 'ads.setStatus'
  | 'ads.setStatusMany'
  | 'ads.delete'
  | 'ads.sizes'
  | 'ads.config'
>;

/**
 * The advertisement calls of spec 1 §7, through the session's REST client (searches, reads and
 * referentials cached for offline use). The file of a new ad is checked before it is read or sent.
 */
export function createAdHandlers({ rest }: Pick<CoreContext, 'rest'>): AdHandlers {
  return {
    'ads.search': (request) => rest.request<SearchResult<AdvertisementRow>>('POST', '/api/advertisement/search', { body: request }),
    'ads.get': (id) => rest.request<Advertisement>('GET', `/api/advertisement/${id}`),
    'ads.create': async (form, source) => {
      const upload = await readUpload(source, 'image');
      const { data, name: fileName } = toImagePayload(upload);
      return rest.request<Advertisement>('POST', '/api/advertisement', { body: { ...form, data, fileName } });
    },
    'ads.update': (id, input) => rest.request<Advertisement>('PUT', `/api/advertisement/${id}`, { body: input }),
    'ads.setStatus': (id, enable) => rest.request<Advertisement>('PUT', `/api/advertisement/${id}/status`, { body: { disabled: !enable } }),
    'ads.setStatusMany': (ids, enable) =>
      rest.request<AdvertisementStatusManyResult>('PUT', '/api/advertisement/status/many', { body: { ids, disabled: !enable } }),
    'ads.delete': (ids) => rest.request<ImagesDeleteResult>('POST', '/api/advertisement/delete', { body: { ids } }),
    'ads.sizes': () => rest.request<AdSize[]>('GET', '/api/nomenclature/advertisement/sizes'),
    'ads.config': () => rest.request<AdPeriodicalConfig[]>('GET', '/api/nomenclature/advertisement/config'),
  };
}
