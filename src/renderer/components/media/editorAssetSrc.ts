import type { AssetVariant } from '@shared/domain/editor-browse';
import type { MediaHost } from './imageSrc';

/** The editor session a picture preview is asked for (Fonto's context: its token and document). */
export interface EditorAssetSession {
  token: string;
  documentId: number;
}

/**
 * Where the page reads an editor's picture preview (issue 33: Fonto's GET {base}/asset/preview): through core, as
 * every image (imageSrc.ts), `pupitre-media://asset/{id}` in Electron, `/media/asset/{id}` in the web host, with the
 * session's token and document (the token tells editor instances apart, it is no credential) and the variant.
 */
export function editorAssetSrcFor(host: MediaHost, session: EditorAssetSession, id: string, variant: AssetVariant): string {
  const query = new URLSearchParams({ token: session.token, document: String(session.documentId), variant }).toString();
  const path = encodeURIComponent(id);
  return host === 'electron' ? `pupitre-media://asset/${path}?${query}` : `/media/asset/${path}?${query}`;
}
