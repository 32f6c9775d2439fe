import type { ImagesDeleteResult } from '../../shared/domain/image';
import type { RestClient } from '../http/rest-client';

/**
 * Spec 1 §7 deletes one illustration or ad by `DELETE {base}/{id}` and several by `POST {base}/delete`
 * (ids); both are all or none, so one deleted is the one asked.
 */
export async function deleteImages(rest: RestClient, base: '/api/illustration' | '/api/advertisement', ids: readonly number[]): Promise<ImagesDeleteResult> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    await rest.request<void>('DELETE', `${base}/${only}`);
    return { deleted: [only] };
  }
  return rest.request<ImagesDeleteResult>('POST', `${base}/delete`, { body: { ids } });
}
