import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * While `running` (a row on screen has a placard or printer PDF being made), the search keyed `queryKey` is
 * read again every `everyMs`, so that the progress shows without the user doing anything; it stops once
 * none runs. The publication and article lists share it.
 */
export function useProcessRefresh(running: boolean, queryKey: QueryKey, everyMs: number): void {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey, exact: true }), everyMs);
    return () => clearInterval(timer);
  }, [running, key, client, everyMs]);
}
