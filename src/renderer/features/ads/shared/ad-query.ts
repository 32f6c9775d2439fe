import { useCallback } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { AdPeriodicalConfig, AdSize, Advertisement } from '@shared/domain/advertisement';
import { useBridge } from '../../../bridge/BridgeContext';

/** The cache key of one ad (GET /api/advertisement/{id}): view, edit screen and list actions share it. */
export const adQueryKey = (id: number) => ['ad', id] as const;

/** Referentials change rarely: read once per five minutes. */
const REFERENTIAL_STALE_MS = 5 * 60_000;

export function useAdQuery(id: number | null): UseQueryResult<Advertisement> {
  const bridge = useBridge();
  return useQuery({ queryKey: adQueryKey(id ?? 0), queryFn: () => bridge.invoke('ads.get', id ?? 0), enabled: id !== null });
}

/** GET /api/nomenclature/advertisement/sizes: the sizes an ad may have (the list's size filter). */
export function useAdSizes(): UseQueryResult<AdSize[]> {
  const bridge = useBridge();
  return useQuery({ queryKey: ['ads', 'sizes'], queryFn: () => bridge.invoke('ads.sizes'), staleTime: REFERENTIAL_STALE_MS });
}

/** GET /api/nomenclature/advertisement/config: what each periodical prints (the compatibility rule). */
export function useAdConfig(): UseQueryResult<AdPeriodicalConfig[]> {
  const bridge = useBridge();
  return useQuery({ queryKey: ['ads', 'config'], queryFn: () => bridge.invoke('ads.config'), staleTime: REFERENTIAL_STALE_MS });
}

/**
 * After a change: the ads read (view, edit) and every list (their keys start with 'list') are read again;
 * deleted ads are forgotten instead, so that no screen asks for them again.
 */
export function useRefreshAds(): (ids: readonly number[], deleted?: boolean) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (ids, deleted = false) => {
      if (deleted) for (const id of ids) client.removeQueries({ queryKey: adQueryKey(id) });
      await Promise.all([
        ...(deleted ? [] : ids.map((id) => client.invalidateQueries({ queryKey: adQueryKey(id) }))),
        client.invalidateQueries({ queryKey: ['list'] }),
      ]);
    },
    [client],
  );
}
