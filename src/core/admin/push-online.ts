import { pushExportFileName, type AdminOnlinePush, type ListedPush } from '../../shared/domain/online-push';
import { BridgeError } from '../../shared/errors';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { isPublicationPush, pushTarget } from './push-target';

type PushOnlineHandlers = Pick<Handlers, 'pushOnline.list' | 'pushOnline.pushNow' | 'pushOnline.cancel' | 'pushOnline.download'>;

/** Core's side of the push-online administration (spec 2 §7 Admin): the session's REST client, the zip through the one download queue. */
export function createPushOnlineHandlers({ rest, startDownloads }: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): PushOnlineHandlers {
  // What the actions know of a push: its row in the list (spec 2 §7 has no call for one push), read fresh.
  const listed = async (id: number) => (await rest.request<ListedPush[]>('GET', '/api/admin/publish-online', { cache: false })).find((p) => p.id === id) ?? null;
  return {
    'pushOnline.list': () => rest.request<ListedPush[]>('GET', '/api/admin/publish-online'),
    'pushOnline.pushNow': async (id) => {
      const row = await listed(id);
      if (row === null) throw new BridgeError('HTTP', `La mise en ligne ${id} n’est plus programmée (déjà exécutée ou annulée) ; rien n’a été envoyé.`);
      const target = pushTarget(row);
      if ('publicationId' in target) await rest.request<void>('PUT', `/api/admin/publication/${target.publicationId}/publish`);
      else await rest.request<AdminOnlinePush>('PUT', `/api/admin/publish-online/${id}`, { body: { articleIds: target.articleIds } });
    },
    'pushOnline.cancel': async (id) => {
      await rest.request<void>('DELETE', `/api/admin/publish-online/${id}`);
    },
    'pushOnline.download': async (id) => {
      // The zip is of a publication or of articles: its failure is told keyed by that entity (spec 2 §8). A push
      // the list does not give (or cannot) is still asked for: the download's own answer says why.
      const row = await listed(id).catch(() => null);
      const entity = row === null ? {} : { entity: isPublicationPush(row) ? ('PUBLICATION' as const) : ('ARTICLE' as const) };
      return startDownloads({ label: `Mise en ligne ${id}`, items: [{ path: `/api/admin/publish-online/${id}/download`, method: 'GET', fileName: pushExportFileName(id), ...entity }] });
    },
  };
}
