import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridge } from '../../bridge/BridgeContext';

export const UPDATES_QUERY_KEY = ['updates'] as const;

/** Where the app's update stands: updates.getStatus once, then every updates.changed main sends. */
export function useUpdateStatus() {
  const bridge = useBridge();
  const client = useQueryClient();
  useEffect(() => bridge.on('updates.changed', (status) => client.setQueryData(UPDATES_QUERY_KEY, status)), [bridge, client]);
  return useQuery({ queryKey: UPDATES_QUERY_KEY, queryFn: () => bridge.invoke('updates.getStatus') });
}
