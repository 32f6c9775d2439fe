import { EDITOR_BASE_PATH } from '../../shared/domain/editor';
import type { BrowseResult, UploadedAsset } from '../../shared/domain/editor-browse';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { readUpload, toMultipart } from '../uploads';

const contextOf = (token: string, documentId: number) => ({ editSessionToken: token, documentId: String(documentId) });

/**
 * What the editor picks (issue 33; Fonto's POST {base}/browse, /work/shared/fonto-cms-contract.md §5.7): a page of
 * documents or pictures, asked with the session's context (the shared decision: its token, the document id as
 * text). Never from the offline cache: the editor works online. And a new picture (POST {base}/asset, §5.10),
 * checked as every image upload is (JPEG or PNG by its content, 10,000,000 bytes at most) before it is sent.
 */
export function createEditorBrowseHandlers(context: Pick<CoreContext, 'rest'>): Pick<Handlers, 'editor.browse' | 'editor.uploadAsset'> {
  return {
    'editor.browse': (token, documentId, { assetType, fulltext, limit, offset }) =>
      context.rest.request<BrowseResult>('POST', `${EDITOR_BASE_PATH}browse`, {
        body: {
          context: contextOf(token, documentId),
          assetTypes: [assetType],
          resultTypes: ['file'],
          ...(fulltext?.trim() ? { query: { fulltext: fulltext.trim() } } : {}),
          limit,
          offset,
        },
        cache: false,
      }),
    'editor.uploadAsset': async (token, documentId, source) => {
      const upload = await readUpload(source, 'image');
      const request = JSON.stringify({ context: contextOf(token, documentId), type: 'image' });
      return context.rest.request<UploadedAsset>('POST', `${EDITOR_BASE_PATH}asset`, { body: toMultipart(upload, { request }) });
    },
  };
}
