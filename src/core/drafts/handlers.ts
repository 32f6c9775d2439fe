import type { Handlers } from '../bridge/dispatcher';
import { DraftStore, type DraftStoreOptions } from './draft-store';

export { DraftStore, type DraftStoreOptions } from './draft-store';

/** Draft recovery over the bridge: the signed-in user's unsaved form changes, kept across crashes. */
export function createDraftHandlers(context: Pick<DraftStoreOptions, 'profileDir' | 'session'>): Pick<Handlers, 'drafts.save' | 'drafts.load' | 'drafts.discard'> {
  const store = new DraftStore({ profileDir: context.profileDir, session: context.session });
  return {
    'drafts.save': (key, data) => store.save(key, data),
    'drafts.load': (key) => store.load(key),
    'drafts.discard': (key) => store.discard(key),
  };
}
