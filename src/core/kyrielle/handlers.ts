import type { DocumentUnit, KyriellePublication, KyrielleTree, KyrielleTreeSummary, PagedResult } from '../../shared/domain/kyrielle';
import { REFERENTIAL_IMPORT_MAX_BYTES, type ReferentialImportResult } from '../../shared/domain/referential';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { toMultipart } from '../uploads/payloads';
import { readUpload } from '../uploads/read-upload';

type KyrielleHandlers = Pick<
  Handlers,
  | 'kyrielle.trees'
  | 'kyrielle.tree'
  | 'kyrielle.save'
  | 'kyrielle.adminSave'
  | 'kyrielle.publish'
  | 'kyrielle.search'
  | 'kyrielle.exportReferential'
  | 'kyrielle.importReferential'
  | 'kyrielle.thematics'
  | 'kyrielle.actTypes'
>;

/** The layout tool's calls (spec 2 §7 Layout tool) through the session's REST client; trees are never read from the offline cache. */
export function createKyrielleHandlers({ rest, startDownloads }: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): KyrielleHandlers {
  return {
    'kyrielle.trees': () => rest.request<KyrielleTreeSummary[]>('GET', '/api/kyrielle/tree'),
    'kyrielle.tree': (id) => rest.request<KyrielleTree>('GET', `/api/kyrielle/tree/${id}`, { cache: false }),
    'kyrielle.save': (id, save) => rest.request<KyrielleTree>('POST', `/api/kyrielle/tree/${id}/save`, { body: save }),
    'kyrielle.adminSave': (id, save) => rest.request<KyrielleTree>('POST', `/api/kyrielle/tree/${id}/admin/save`, { body: save }),
    'kyrielle.publish': (id, delivery) => rest.request<KyriellePublication>('GET', `/api/kyrielle/tree/${id}/publish`, { query: { delivery: String(delivery) }, cache: false, write: true }),
    'kyrielle.search': (request, { page, size }) => rest.request<PagedResult<DocumentUnit>>('POST', '/api/kyrielle/document/search', { query: { page, size }, body: request }),
    'kyrielle.exportReferential': () =>
      startDownloads({ label: 'Référentiel des ouvrages (xlsx)', items: [{ path: '/api/kyrielle/document/export', method: 'GET', fileName: 'ouvrages.xlsx' }] }),
    'kyrielle.importReferential': async (source) => {
      const upload = await readUpload(source, 'table', { maxBytes: REFERENTIAL_IMPORT_MAX_BYTES });
      return rest.request<ReferentialImportResult>('POST', '/api/kyrielle/document/import', { body: toMultipart(upload) });
    },
    'kyrielle.thematics': (text) => rest.request<string[]>('POST', '/api/kyrielle/oxygen/thematics', { body: { text } }),
    'kyrielle.actTypes': (text) => rest.request<string[]>('POST', '/api/kyrielle/oxygen/type-acte', { body: { text } }),
  };
}
