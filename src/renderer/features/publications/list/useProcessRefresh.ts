import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PublicationRow } from '@shared/domain/publication';
import { PROCESS_REFRESH_MS, hasProcessInProgress } from '../shared/publication-query';

/**
 * While a row on screen has a placard or printer PDF being made, its search is read again every
 * PROCESS_REFRESH_MS, so that the progress shows without the user doing anything; it stops once none runs.
 */
export function useProcessRefresh(rows: readonly PublicationRow[], queryKey: QueryKey): void {
  const client = useQueryClient();
  const running = rows.some(hasProcessInProgress);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey, exact: true }), PROCESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, key, client]);
}
