import type { AdminOnlinePush } from '../../shared/domain/online-push';
import { pushExportFileName } from '../../shared/domain/online-push';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

type PushOnlineHandlers = Pick<Handlers, 'pushOnline.list' | 'pushOnline.get' | 'pushOnline.pushNow' | 'pushOnline.cancel' | 'pushOnline.download'>;

/** Core's side of the push-online administration (spec 2 §7 Admin): the session's REST client, the zip through the one download queue. */
export function createPushOnlineHandlers({ rest, startDownloads }: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): PushOnlineHandlers {
  const get = (id: number) => rest.request<AdminOnlinePush>('GET', `/api/admin/publish-online/${id}`);
  return {
    'pushOnline.list': () => rest.request<AdminOnlinePush[]>('GET', '/api/admin/publish-online'),
    'pushOnline.get': get,
    'pushOnline.pushNow': async (id) => {
      const push = await get(id);
      if (push.publicationId !== null) await rest.request<void>('PUT', `/api/admin/publication/${push.publicationId}/publish`);
      else await rest.request<AdminOnlinePush>('PUT', `/api/admin/publish-online/${id}`, { body: { articleIds: push.articleIds } });
    },
    'pushOnline.cancel': async (id) => {
      await rest.request<void>('DELETE', `/api/admin/publish-online/${id}`);
    },
    'pushOnline.download': async (id) => {
      // The zip is of a publication or of articles: its failure is told keyed by that entity (spec 2 §8). A push
      // that cannot be read is still asked for: the download's own answer says why.
      const push = await get(id).catch(() => null);
      const entity = push === null ? {} : { entity: push.publicationId !== null ? ('PUBLICATION' as const) : ('ARTICLE' as const) };
      return startDownloads({ label: `Mise en ligne ${id}`, items: [{ path: `/api/admin/publish-online/${id}/download`, method: 'GET', fileName: pushExportFileName(id), ...entity }] });
    },
  };
}
