import { EXTENSIONS_PATH, offeredExtensions, type Extension } from '../../shared/domain/extensions';
import { BridgeError } from '../../shared/errors';
import type { RestClient } from './rest-client';

/** What the back-office offers beyond the specs (shared/domain/extensions.ts), asked once per run of the app. */
export interface BackOfficeExtensions {
  has(extension: Extension): Promise<boolean>;
}

/**
 * Asks EXTENSIONS_PATH at the first question and keeps the answer. A 404 (a back-office that has no such list)
 * means none, for good; another refusal means none for now and is asked again next time; a back-office out of
 * reach or a session that ended fails the question as it fails the call that asked.
 */
export function createExtensions(rest: Pick<RestClient, 'request'>): BackOfficeExtensions {
  let known: Promise<ReadonlySet<Extension>> | undefined;
  const ask = async (): Promise<ReadonlySet<Extension>> => {
    try {
      return offeredExtensions(await rest.request<unknown>('GET', EXTENSIONS_PATH));
    } catch (error) {
      if (error instanceof BridgeError && error.status === 404) return new Set();
      known = undefined;
      if (error instanceof BridgeError && error.code === 'HTTP') return new Set();
      throw error;
    }
  };
  return { has: async (extension) => (await (known ??= ask())).has(extension) };
}
