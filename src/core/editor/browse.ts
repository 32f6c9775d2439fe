import { EDITOR_BASE_PATH } from '../../shared/domain/editor';
import type { BrowseResult } from '../../shared/domain/editor-browse';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

/**
 * What the editor picks (issue 33; Fonto's POST {base}/browse, /work/shared/fonto-cms-contract.md §5.7): a page of
 * documents or pictures, asked with the session's context (the shared decision: its token, the document id as
 * text). Never from the offline cache: the editor works online.
 */
export function createEditorBrowseHandlers(context: Pick<CoreContext, 'rest'>): Pick<Handlers, 'editor.browse'> {
  return {
    'editor.browse': (token, documentId, { assetType, fulltext, limit, offset }) =>
      context.rest.request<BrowseResult>('POST', `${EDITOR_BASE_PATH}browse`, {
        body: {
          context: { editSessionToken: token, documentId: String(documentId) },
          assetTypes: [assetType],
          resultTypes: ['file'],
          ...(fulltext?.trim() ? { query: { fulltext: fulltext.trim() } } : {}),
          limit,
          offset,
        },
        cache: false,
      }),
  };
}
