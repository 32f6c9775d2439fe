import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useBridge } from '../../bridge/BridgeContext';

export const historyKey = (documentId: number) => ['history', documentId] as const;

/**
 * A document's history, newest first: whole (Fonto's GET /document/history pages none), or page after page where
 * the back-office pages it (history-pages); read afresh each time it opens.
 */
export function useHistory(documentId: number) {
  const bridge = useBridge();
  return useInfiniteQuery({
    queryKey: historyKey(documentId),
    // The first page names no revision (an undefined argument would cross a JSON transport as null).
    queryFn: ({ pageParam }) => (pageParam === undefined ? bridge.invoke('editor.versions', documentId) : bridge.invoke('editor.versions', documentId, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.versions.at(-1)?.revisionId : undefined),
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
