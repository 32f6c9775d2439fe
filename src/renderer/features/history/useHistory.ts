import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../../bridge/BridgeContext';

export const historyKey = (documentId: number) => ['history', documentId] as const;

/** A document's history, newest first, whole (Fonto's GET /document/history pages none); read afresh each time it opens. */
export function useHistory(documentId: number) {
  const bridge = useBridge();
  return useQuery({
    queryKey: historyKey(documentId),
    queryFn: () => bridge.invoke('editor.versions', documentId),
    gcTime: 0,
    staleTime: 0,
  });
}

/** One revision's XML: a kept revision never changes. */
export function useVersionText(documentId: number, revisionId: string | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['history', documentId, 'version', revisionId],
    queryFn: () => bridge.invoke('editor.version', documentId, revisionId ?? ''),
    enabled: revisionId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
