import { useCallback } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Author, AuthorLoadStatus } from '@shared/domain/author';
import { useBridge } from '../../../bridge/BridgeContext';

/** The cache key of one author (GET /api/author/{id}): the view, the edit screen and the gallery share it. */
export const authorQueryKey = (id: number) => ['author', id] as const;

/** Route parameter to author id: a positive integer, else null (nothing is asked). */
export function parseAuthorId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One author, from core (which answers from its offline cache when the server is unreachable). */
export function useAuthorQuery(id: number | null): UseQueryResult<Author> {
  const bridge = useBridge();
  return useQuery({
    queryKey: authorQueryKey(id ?? 0),
    queryFn: () => bridge.invoke('authors.get', id ?? 0),
    enabled: id !== null,
  });
}

/** Spec 1 §3 "Author load status": NONE (nothing asked), PENDING, LOADED, ERROR. */
export function authorLoadStatus(id: number | null, query: Pick<UseQueryResult<Author>, 'isPending' | 'isError' | 'data'>): AuthorLoadStatus {
  if (id === null) return 'NONE';
  if (query.data !== undefined) return 'LOADED';
  if (query.isError) return 'ERROR';
  return query.isPending ? 'PENDING' : 'NONE';
}

/**
 * Refreshes an author after a change (status, images, upload), and the author lists whose rows show it
 * (their keys start with 'list').
 */
export function useRefreshAuthor(): (id: number) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (id: number) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: authorQueryKey(id) }),
        client.invalidateQueries({ queryKey: ['list'] }),
      ]);
    },
    [client],
  );
}
