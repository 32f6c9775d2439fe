import { REFERENTIAL_IMPORT_MAX_BYTES, REFERENTIAL_LABELS, referentialFormats, referentialPath, type ReferentialImportResult, type ReferentialType } from '../../shared/domain/referential';
import { BridgeError } from '../../shared/errors';
import type { FileSource } from '../../shared/schemas';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { toMultipart } from '../uploads/payloads';
import { readUpload, type Upload } from '../uploads/read-upload';

type ReferentialHandlers = Pick<Handlers, 'referentials.preview' | 'referentials.import' | 'referentials.export'>;

/** Loaded at the first preview made here: its readers bring exceljs, which the app's start-up need not load. */
const onClient = () => import('./referential-preview');

/** Core's side of the referentials (issue 12): the session's REST client, files through the one download queue. */
export function createReferentialHandlers(deps: {
  rest: CoreContext['rest'];
  extensions: CoreContext['extensions'];
  startDownloads: Handlers['downloads.start'];
}): ReferentialHandlers {
  const { rest, extensions, startDownloads } = deps;
  /** Checked by size and content before it is read whole (regex: text; the others: xlsx, json or xml). */
  const read = (type: ReferentialType, source: FileSource) => readUpload(source, type === 'regex' ? 'text' : 'table', { maxBytes: REFERENTIAL_IMPORT_MAX_BYTES });
  /** The file to the server with the dry run's queries (the extension 'referential-dry-run'). */
  const send = (type: ReferentialType, upload: Upload, query: Record<string, string>) =>
    rest.request<ReferentialImportResult>('POST', referentialPath(type), { query, body: toMultipart(upload) });
  return {
    'referentials.preview': async (type, source) => {
      const upload = await read(type, source);
      // A back-office without the dry run would take `?dryRun=true` for the import itself: the preview is made here.
      if (!(await extensions.has('referential-dry-run'))) return (await onClient()).previewOnClient(rest, type, upload);
      return { ...(await send(type, upload, { dryRun: 'true' })), previewedBy: 'server' };
    },
    'referentials.import': async (type, source, { previewedBy, baseline }) => {
      const upload = await read(type, source);
      return previewedBy === 'server' ? send(type, upload, { baseline }) : (await onClient()).importPreviewedOnClient(rest, type, upload, baseline);
    },
    'referentials.export': async (type, format) => {
      if (!referentialFormats(type).includes(format)) throw new BridgeError('INVALID_ARGUMENT', `Le référentiel « ${REFERENTIAL_LABELS[type]} » ne s’exporte pas en ${format}.`);
      return startDownloads({
        label: `Référentiel « ${REFERENTIAL_LABELS[type]} » (${format})`,
        items: [{ path: `${referentialPath(type)}?format=${format}`, method: 'GET', fileName: `${type}.${format}` }],
      });
    },
  };
}
