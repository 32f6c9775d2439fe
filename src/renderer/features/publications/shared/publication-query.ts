import { useCallback } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { PublicationDetail } from '@shared/domain/publication';
import { isProcessInProgress } from '@shared/rules/publication-workflow';
import { useBridge } from '../../../bridge/BridgeContext';

/** The cache key of one publication (GET /api/publication/{id}): the organise page, its menu and dialogs share it. */
export const publicationQueryKey = (id: number) => ['publication', id] as const;
/** The publication list's searches (useListSearch keys them ['list', 'PUBLICATION', …]). */
export const PUBLICATION_LIST_KEY = ['list', 'PUBLICATION'] as const;

/**
 * Spec 2 leaves it open; decision: while a placard or printer PDF is being made, the pages showing it read
 * it again every 2 s, so that its progress shows without the user doing anything.
 */
export const PROCESS_REFRESH_MS = 2_000;

/** A placard or printer PDF of this publication is being made. */
export function hasProcessInProgress(publication: Pick<PublicationDetail, 'lastRequestPlacardProcessStatus' | 'lastPrinterPdfProcessStatus'>): boolean {
  return isProcessInProgress(publication.lastRequestPlacardProcessStatus) || isProcessInProgress(publication.lastPrinterPdfProcessStatus);
}

/** One publication with its plan, read again every PROCESS_REFRESH_MS while one of its processes runs. */
export function usePublicationQuery(id: number | null): UseQueryResult<PublicationDetail> {
  const bridge = useBridge();
  return useQuery({
    queryKey: publicationQueryKey(id ?? 0),
    queryFn: () => bridge.invoke('publications.get', id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && hasProcessInProgress(query.state.data) ? PROCESS_REFRESH_MS : false),
  });
}

/**
 * After a change: the publication as the server answered it (when known) goes in the cache, and the
 * publication lists and that publication are read again.
 */
export function useRefreshPublications(): (id: number | null, fresh?: PublicationDetail) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (id, fresh) => {
      if (id !== null && fresh) client.setQueryData(publicationQueryKey(id), fresh);
      await Promise.all([
        client.invalidateQueries({ queryKey: PUBLICATION_LIST_KEY }),
        id === null || fresh ? Promise.resolve() : client.invalidateQueries({ queryKey: publicationQueryKey(id) }),
      ]);
    },
    [client],
  );
}
