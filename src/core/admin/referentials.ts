import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

/** Core's side of the referentials (issue 12): the session's REST client, files through the one download queue. */
export function createReferentialHandlers(deps: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): Pick<Handlers, never> {
  void deps;
  return {};
}
