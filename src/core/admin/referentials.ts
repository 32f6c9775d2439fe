import { REFERENTIAL_IMPORT_MAX_BYTES, REFERENTIAL_LABELS, referentialFormats, type ReferentialImportResult, type ReferentialType } from '../../shared/domain/referential';
import { BridgeError } from '../../shared/errors';
import type { FileSource } from '../../shared/schemas';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { toMultipart } from '../uploads/payloads';
import { readUpload } from '../uploads/read-upload';

type ReferentialHandlers = Pick<Handlers, 'referentials.preview' | 'referentials.import' | 'referentials.export'>;

/** Core's side of the referentials (issue 12): the session's REST client, files through the one download queue. */
export function createReferentialHandlers(deps: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): ReferentialHandlers {
  const { rest, startDownloads } = deps;
  /** Checked by size and content before it is read whole and sent (regex: text; the others: xlsx, json or xml). */
  const send = async (type: ReferentialType, source: FileSource, query: Record<string, string>) => {
    const upload = await readUpload(source, type === 'regex' ? 'text' : 'table', { maxBytes: REFERENTIAL_IMPORT_MAX_BYTES });
    return rest.request<ReferentialImportResult>('POST', `/api/admin/referential/${type}`, { query, body: toMultipart(upload) });
  };
  return {
    'referentials.preview': (type, source) => send(type, source, { dryRun: 'true' }),
    'referentials.import': (type, source, baseline) => send(type, source, { baseline }),
    'referentials.export': async (type, format) => {
      if (!referentialFormats(type).includes(format)) throw new BridgeError('INVALID_ARGUMENT', `Le référentiel « ${REFERENTIAL_LABELS[type]} » ne s’exporte pas en ${format}.`);
      return startDownloads({
        label: `Référentiel « ${REFERENTIAL_LABELS[type]} » (${format})`,
        items: [{ path: `/api/admin/referential/${type}?format=${format}`, method: 'GET', fileName: `${type}.${format}` }],
      });
    },
  };
}
