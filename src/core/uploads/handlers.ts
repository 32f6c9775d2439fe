import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { checkImage } from './read-upload';

/** The bridge side of uploads: a dropped image is checked (size, then type by content) before anything is sent. */
export function createUploadHandlers(_context?: CoreContext): Pick<Handlers, 'uploads.checkImage'> {
  return {
    'uploads.checkImage': (source) => checkImage(source),
  };
}
