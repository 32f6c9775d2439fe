import type { DocumentUnit, KyriellePublication, KyrielleTreeSummary, PagedResult } from '../../shared/domain/kyrielle';
import { REFERENTIAL_IMPORT_MAX_BYTES, type ReferentialImportResult } from '../../shared/domain/referential';
import type { Handlers } from '../bridge/dispatcher';
import { PlainText } from '../http/rest-client';
import { toMultipart } from '../uploads/payloads';
import { readUpload } from '../uploads/read-upload';
import { readTree, saveTree, type KyrielleRest } from './trees';

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
export function createKyrielleHandlers({ rest, startDownloads }: { rest: KyrielleRest; startDownloads: Handlers['downloads.start'] }): KyrielleHandlers {
  return {
    'kyrielle.trees': () => rest.request<KyrielleTreeSummary[]>('GET', '/api/kyrielle/tree'),
    'kyrielle.tree': (id) => readTree(rest, id),
    'kyrielle.save': (id, save) => saveTree(rest, id, 'save', save),
    'kyrielle.adminSave': (id, save) => saveTree(rest, id, 'admin/save', save),
    'kyrielle.publish': (id, delivery) => rest.request<KyriellePublication>('GET', `/api/kyrielle/tree/${id}/publish`, { query: { delivery: String(delivery) }, cache: false, write: true }),
    'kyrielle.search': (request, { page, size }) => rest.request<PagedResult<DocumentUnit>>('POST', '/api/kyrielle/document/search', { query: { page, size }, body: request }),
    'kyrielle.exportReferential': () =>
      // Its failure is the tool's own notification (KYRIELLE_EXPORT, spec 2 §8), told by the renderer from the entity.
      startDownloads({
        label: 'Référentiel des ouvrages (xlsx)',
        items: [{ path: '/api/kyrielle/document/export', method: 'GET', fileName: 'ouvrages.xlsx', entity: 'KYRIELLE_REFERENTIAL' }],
      }),
    'kyrielle.importReferential': async (source) => {
      const upload = await readUpload(source, 'table', { maxBytes: REFERENTIAL_IMPORT_MAX_BYTES });
      return rest.request<ReferentialImportResult>('POST', '/api/kyrielle/document/import', { body: toMultipart(upload) });
    },
    // Spec 2 §7: "body the typed text", the text itself.
    'kyrielle.thematics': (text) => rest.request<string[]>('POST', '/api/kyrielle/oxygen/thematics', { body: new PlainText(text) }),
    'kyrielle.actTypes': (text) => rest.request<string[]>('POST', '/api/kyrielle/oxygen/type-acte', { body: new PlainText(text) }),
  };
}
