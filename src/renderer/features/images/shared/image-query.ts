import { useCallback } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Illustration } from '@shared/domain/image';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../../bridge/BridgeContext';

/** The cache key of one illustration (GET /api/illustration/{id}): the view, the edit screen and the list's confirmations share it. */
export const illustrationQueryKey = (id: number) => ['illustration', id] as const;

export function isNotFound(error: unknown): boolean {
  return error instanceof BridgeError && ((error.code === 'HTTP' && error.status === 404) || error.code === 'NOT_FOUND');
}

/** One illustration with its uses, from core (which answers from its offline cache when the server is unreachable). */
export function useIllustrationQuery(id: number | null, enabled = true): UseQueryResult<Illustration> {
  const bridge = useBridge();
  return useQuery({
    queryKey: illustrationQueryKey(id ?? 0),
    queryFn: () => bridge.invoke('illustrations.get', id ?? 0),
    enabled: enabled && id !== null,
  });
}

/**
 * After a change: the illustration as the server answered it (when known) goes in the cache, and the image
 * lists (keys starting with 'list') and the illustration are read again.
 */
export function useRefreshImages(): (id: number | null, fresh?: Illustration) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (id, fresh) => {
      if (id !== null && fresh) client.setQueryData(illustrationQueryKey(id), fresh);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', 'IMAGE'] }),
        id === null || fresh ? Promise.resolve() : client.invalidateQueries({ queryKey: illustrationQueryKey(id) }),
      ]);
    },
    [client],
  );
}
