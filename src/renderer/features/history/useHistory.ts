import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useBridge } from '../../bridge/BridgeContext';

export const historyKey = (documentId: number) => ['history', documentId] as const;

/** A document's history, page after page (HISTORY_PAGE_SIZE versions a page, newest first); read afresh each time it opens. */
export function useHistory(documentId: number) {
  const bridge = useBridge();
  return useInfiniteQuery({
    queryKey: historyKey(documentId),
    // The first page names no version (an undefined argument would cross a JSON transport as null).
    queryFn: ({ pageParam }) => (pageParam === undefined ? bridge.invoke('editor.versions', documentId) : bridge.invoke('editor.versions', documentId, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.versions.at(-1)?.version : undefined),
    gcTime: 0,
    staleTime: 0,
  });
}

/** One version's XML: a kept version never changes. */
export function useVersionText(documentId: number, version: number | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['history', documentId, 'version', version],
    queryFn: () => bridge.invoke('editor.version', documentId, version ?? 0),
    enabled: version !== null,
    staleTime: Infinity,
    retry: false,
  });
}
