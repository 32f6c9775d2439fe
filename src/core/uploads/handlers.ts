import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { checkImage } from './read-upload';
import { assertSourceAllowed } from './source-policy';

/** The bridge side of uploads: a dropped image is checked (size, then type by content) before anything is sent. */
export function createUploadHandlers(context: Pick<CoreContext, 'host'>): Pick<Handlers, 'uploads.checkImage'> {
  return {
    'uploads.checkImage': (source) => {
      assertSourceAllowed(source, context.host);
      return checkImage(source);
    },
  };
}
