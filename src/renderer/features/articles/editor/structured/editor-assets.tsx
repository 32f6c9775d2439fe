import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssetVariant, BrowseAssetType, BrowseResult, EditorBrowseRequest, UploadedAsset } from '@shared/domain/editor-browse';
import type { FileSource } from '@shared/schemas';
import { useBridge } from '../../../../bridge/BridgeContext';
import { editorAssetSrcFor, type EditorAssetSession } from '../../../../components/media/editorAssetSrc';
import { useDebouncedValue } from '../../../../components/list/useDebouncedValue';
import { useMediaHost } from '../../../../components/media/imageSrc';

/**
 * What the editor picks from the back-office for its document (issue 33): a page of documents or pictures
 * (editor.browse), a picture's address (the hosts' media address, served by GET {base}/asset/preview), a new picture.
 * Null while no session is open: the renvoi's search and the picture command then wait.
 */
export interface EditorAssets {
  /** The session's token: what a cached page of results belongs to. */
  session: string;
  browse(request: EditorBrowseRequest): Promise<BrowseResult>;
  previewSrc(id: string, variant: AssetVariant): string;
  /** A new picture of the bank from a picked or dropped file (editor.uploadAsset, POST {base}/asset). */
  upload(source: FileSource): Promise<UploadedAsset>;
}

const EditorAssetsContext = createContext<EditorAssets | null>(null);

export function useEditorAssets(): EditorAssets | null {
  return useContext(EditorAssetsContext);
}

/** The assets of the page's editor session. */
export function EditorAssetsProvider({ session, children }: { session: EditorAssetSession | null; children: ReactNode }) {
  const bridge = useBridge();
  const host = useMediaHost();
  const token = session?.token ?? null;
  const documentId = session?.documentId ?? null;
  const assets = useMemo<EditorAssets | null>(
    () =>
      token === null || documentId === null
        ? null
        : {
            session: token,
            browse: (request) => bridge.invoke('editor.browse', token, documentId, request),
            previewSrc: (id, variant) => editorAssetSrcFor(host, { token, documentId }, id, variant),
            upload: (source) => bridge.invoke('editor.uploadAsset', token, documentId, source),
          },
    [bridge, host, token, documentId],
  );
  return <EditorAssetsContext.Provider value={assets}>{children}</EditorAssetsContext.Provider>;
}

/** A search's pages (the contract's limit and offset), the query typed settling for 300 ms first. */
export function useBrowse(assets: EditorAssets | null, assetType: BrowseAssetType, pageSize: number) {
  const [text, setTextNow] = useState('');
  const [page, setPage] = useState(0);
  const fulltext = useDebouncedValue(text.trim(), 300);
  const query = useQuery({
    queryKey: ['editor', 'browse', assets?.session ?? null, assetType, fulltext, page, pageSize],
    queryFn: () => (assets as EditorAssets).browse({ assetType, ...(fulltext ? { fulltext } : {}), limit: pageSize, offset: page * pageSize }),
    enabled: assets !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  const total = query.data?.totalItemCount ?? 0;
  return {
    text,
    /** A new query starts at its first page. */
    setText: (value: string) => {
      setTextNow(value);
      setPage(0);
    },
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    result: query.data ?? null,
    loading: query.isFetching,
    error: query.error,
  };
}
export type BrowseState = ReturnType<typeof useBrowse>;
