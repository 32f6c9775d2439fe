import type { DocumentUnit, KyriellePublication, KyrielleTree, KyrielleTreeSummary, PagedResult } from '../../shared/domain/kyrielle';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

type KyrielleHandlers = Pick<
  Handlers,
  'kyrielle.trees' | 'kyrielle.tree' | 'kyrielle.save' | 'kyrielle.adminSave' | 'kyrielle.publish' | 'kyrielle.search' | 'kyrielle.thematics' | 'kyrielle.actTypes'
>;

/** The layout tool's calls (spec 2 §7 Layout tool) through the session's REST client; trees are never read from the offline cache. */
export function createKyrielleHandlers({ rest }: Pick<CoreContext, 'rest'>): KyrielleHandlers {
  return {
    'kyrielle.trees': () => rest.request<KyrielleTreeSummary[]>('GET', '/api/kyrielle/tree'),
    'kyrielle.tree': (id) => rest.request<KyrielleTree>('GET', `/api/kyrielle/tree/${id}`, { cache: false }),
    'kyrielle.save': (id, save) => rest.request<KyrielleTree>('POST', `/api/kyrielle/tree/${id}/save`, { body: save }),
    'kyrielle.adminSave': (id, save) => rest.request<KyrielleTree>('POST', `/api/kyrielle/tree/${id}/admin/save`, { body: save }),
    'kyrielle.publish': (id, delivery) => rest.request<KyriellePublication>('GET', `/api/kyrielle/tree/${id}/publish`, { query: { delivery: String(delivery) }, cache: false }),
    'kyrielle.search': (request, { page, size }) => rest.request<PagedResult<DocumentUnit>>('POST', '/api/kyrielle/document/search', { query: { page, size }, body: request }),
    'kyrielle.thematics': (text) => rest.request<string[]>('POST', '/api/kyrielle/oxygen/thematics', { body: { text } }),
    'kyrielle.actTypes': (text) => rest.request<string[]>('POST', '/api/kyrielle/oxygen/type-acte', { body: { text } }),
  };
}
