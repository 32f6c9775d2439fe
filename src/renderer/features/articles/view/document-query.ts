import { useQuery } from '@tanstack/react-query';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../../bridge/BridgeContext';

/** One article or bundle (GET /api/article/{id}): the view pages of both read it. */
export function useDocumentQuery(id: number | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['article', id],
    queryFn: () => bridge.invoke('articles.get', id ?? 0),
    enabled: id !== null,
    // 404 and 403 are answers, not hiccups: asking again changes nothing.
    retry: (count, error) => !(error instanceof BridgeError && (error.status === 404 || error.status === 403)) && count < 2,
  });
}

/** The preview frame's HTML (GET /api/article/{id}/preview), sanitised by the server. */
export function usePreviewQuery(id: number) {
  const bridge = useBridge();
  return useQuery({ queryKey: ['articlePreview', id], queryFn: () => bridge.invoke('articles.preview', id) });
}

/** Why a document cannot be shown: missing (404 or a malformed id), refused (403), or another failure. */
export type DocumentFailure = 'notFound' | 'refused' | 'failed';

export function documentFailure(id: number | null, error: Error | null): DocumentFailure | null {
  if (id === null) return 'notFound';
  if (!error) return null;
  if (error instanceof BridgeError && error.status === 404) return 'notFound';
  if (error instanceof BridgeError && error.status === 403) return 'refused';
  return 'failed';
}
