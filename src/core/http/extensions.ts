import { EXTENSIONS, EXTENSIONS_PATH, offeredExtensions, type Extension } from '../../shared/domain/extensions';
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

/** The extensions offered, in EXTENSIONS' order: what app.extensions tells the renderer. */
export async function offeredList(extensions: BackOfficeExtensions): Promise<Extension[]> {
  const offered = await Promise.all(EXTENSIONS.map((extension) => extensions.has(extension)));
  return EXTENSIONS.filter((_, index) => offered[index]);
}

/**
 * Refuses, before anything is sent, a call beyond the specs that the back-office has not said it offers: the
 * renderer does not offer it then (useExtension), so a call that comes all the same gets a reason, not a 404.
 */
export async function requireExtension(extensions: BackOfficeExtensions, extension: Extension, refusal: string): Promise<void> {
  if (!(await extensions.has(extension))) throw new BridgeError('NOT_ALLOWED', refusal);
}
