import type { UpdateStatus } from '../../shared/domain/updates';
import { BridgeError } from '../../shared/errors';
import type { Handlers } from '../bridge/dispatcher';
import type { UpdaterPort } from '../ports';

const NO_UPDATER: UpdateStatus = { state: 'unavailable', reason: 'web' };

/** updates.install with nothing downloaded (the desktop updater says the same). */
export const nothingToInstall = (): BridgeError => new BridgeError('NOT_ALLOWED', 'Aucune mise à jour n’est téléchargée.');

/** The contract's updates.* over the host's updater; without one (the browser) they say so and do nothing. */
export function createUpdateHandlers(updater: UpdaterPort | undefined): Pick<Handlers, 'updates.getStatus' | 'updates.getFeed' | 'updates.check' | 'updates.install'> {
  return {
    'updates.getStatus': () => updater?.status() ?? NO_UPDATER,
    'updates.getFeed': () => updater?.feed() ?? { from: 'none' },
    'updates.check': () => updater?.check() ?? NO_UPDATER,
    'updates.install': () => {
      if (!updater) throw nothingToInstall();
      updater.install();
    },
  };
}
