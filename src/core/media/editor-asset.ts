import { z } from 'zod';
import { editorToken } from '../../shared/contract/editor';
import { EDITOR_BASE_PATH } from '../../shared/domain/editor';
import { ASSET_VARIANTS, assetId } from '../../shared/domain/editor-browse';

/**
 * The page's address of an editor's picture preview (…/asset/{id}?token=&document=&variant=, see the renderer's
 * editorAssetSrc) read back: only a well-formed request reaches the back-office, as Fonto's GET {base}/asset/preview.
 */
const editorAsset = z.object({
  id: assetId,
  token: editorToken,
  document: assetId,
  variant: z.enum(ASSET_VARIANTS),
});
export type EditorAssetRequest = z.output<typeof editorAsset>;

export function editorAssetOf(id: string, params: URLSearchParams): EditorAssetRequest | null {
  const parsed = editorAsset.safeParse({ id, token: params.get('token'), document: params.get('document'), variant: params.get('variant') });
  return parsed.success ? parsed.data : null;
}

/** GET {base}/asset/preview with the contract's context as JSON (the decision of issue 33 for every GET). */
export function editorAssetUrl(apiUrl: string, asset: EditorAssetRequest): URL {
  const url = new URL(`${EDITOR_BASE_PATH}asset/preview`, apiUrl);
  url.searchParams.set('context', JSON.stringify({ editSessionToken: asset.token, documentId: asset.document }));
  url.searchParams.set('id', asset.id);
  url.searchParams.set('variant', asset.variant);
  return url;
}
