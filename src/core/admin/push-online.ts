import { pushExportFileName, type AdminOnlinePush, type ListedPush } from '../../shared/domain/online-push';
import type { Publication } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { BridgeError } from '../../shared/errors';
import { publicationName } from '../../shared/rules/publication-number';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { isPublicationPush, pushTarget, type PublicationNamed } from './push-target';

type PushOnlineHandlers = Pick<Handlers, 'pushOnline.list' | 'pushOnline.pushNow' | 'pushOnline.cancel' | 'pushOnline.download'>;

/** Core's side of the push-online administration (spec 2 §7 Admin): the session's REST client, the zip through the one download queue. */
export function createPushOnlineHandlers({ rest, startDownloads }: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): PushOnlineHandlers {
  // What the actions know of a push: its row in the list (spec 2 §7 has no call for one push), read fresh.
  const listed = async (id: number) => (await rest.request<ListedPush[]>('GET', '/api/admin/publish-online', { cache: false })).find((p) => p.id === id) ?? null;
  // POST /api/publication/search by identifier (spec 2 §3 "a publication identifier in filters"): the one it names.
  const publicationNamed: PublicationNamed = async (name) => {
    const found = await rest.request<SearchResult<Pick<Publication, 'id' | 'periodicalId' | 'year' | 'number'>>>('POST', '/api/publication/search', {
      body: { publicationFilter: [name], page: 0, size: 2 },
    });
    const named = found.result.filter((p) => publicationName(p) === name);
    return named.length === 1 && named[0] ? named[0].id : null;
  };
  return {
    'pushOnline.list': () => rest.request<ListedPush[]>('GET', '/api/admin/publish-online'),
    'pushOnline.pushNow': async (id) => {
      const row = await listed(id);
      if (row === null) throw new BridgeError('HTTP', `La mise en ligne ${id} n’est plus programmée (déjà exécutée ou annulée) ; rien n’a été envoyé.`);
      const target = await pushTarget(row, publicationNamed);
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
