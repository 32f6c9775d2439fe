import type { AdSize, AdvertisementStatusManyResult } from '../../shared/domain/advertisement';
import { UPLOAD_FAILED } from '../../shared/domain/files';
import type { Image } from '../../shared/domain/image';
import { BridgeError } from '../../shared/errors';
import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { deleteImages } from '../images/delete-images';
import { readUpload, toImagePayload } from '../uploads';
import { adReader, readAdConfigs, type AnsweredAd } from './received-ad';

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
 * referentials cached for offline use). The file of a new ad is checked before it is read or sent. Every
 * ad answered is completed by the reader (received-ad.ts), whichever back-office answered.
 */
export function createAdHandlers({ rest }: Pick<CoreContext, 'rest'>): AdHandlers {
  const reader = adReader(rest);
  const read = async (answer: Promise<AnsweredAd>) => reader.one(await answer);
  return {
    // Spec 1 §7: the ad list is the image search with the list's default filter collectionFilter ADVERTISEMENT.
    'ads.search': async (request) =>
      reader.page(await rest.request<SearchResult<AnsweredAd>>('POST', '/api/image/search', { body: { ...request, collectionFilter: ['ADVERTISEMENT'] } })),
    'ads.get': (id) => read(rest.request<AnsweredAd>('GET', `/api/advertisement/${id}`)),
    'ads.create': async (form, source) => {
      const upload = await readUpload(source, 'image');
      // Spec 1 §7 gives the upload (file and name) and the edit (the form): an ad is both, in that order.
      const image = await rest.request<Image>('POST', '/api/image/ADVERTISEMENT', { body: toImagePayload(upload) }).catch((error: unknown) => {
        // The file's send failed, not the form: said so, so the page can name the file and its type (spec 2 §8).
        if (error instanceof BridgeError && (error.code === 'HTTP' || error.code === 'OFFLINE' || error.code === 'SLOW')) throw new BridgeError(error.code, error.message, error.status, UPLOAD_FAILED);
        throw error;
      });
      let saved: AnsweredAd;
      try {
        saved = await rest.request<AnsweredAd>('PUT', `/api/advertisement/${image.id}`, { body: { ...form, version: image.version } });
      } catch (error) {
        // A form the server refuses (periodicals that do not take the ad) leaves no ad behind it.
        await rest.request<void>('DELETE', `/api/advertisement/${image.id}`).catch(() => undefined);
        throw error;
      }
      return reader.one(saved);
    },
    'ads.update': (id, input) => read(rest.request<AnsweredAd>('PUT', `/api/advertisement/${id}`, { body: input })),
    'ads.setStatus': (id, enable) => read(rest.request<AnsweredAd>('PUT', `/api/advertisement/${id}/status`, { body: { disabled: !enable } })),
    'ads.setStatusMany': (ids, enable) =>
      rest.request<AdvertisementStatusManyResult>('PUT', '/api/advertisement/status/many', { body: { ids, disabled: !enable } }),
    'ads.delete': (ids) => deleteImages(rest, '/api/advertisement', ids),
    'ads.sizes': () => rest.request<AdSize[]>('GET', '/api/nomenclature/advertisement/sizes'),
    'ads.config': () => readAdConfigs(rest),
  };
}
