import { useQuery } from '@tanstack/react-query';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../../bridge/BridgeContext';

export const bundleKey = (id: number | null) => ['bundle', id] as const;

/** GET /api/bundle/{id}: the bundle with its plan and planVersion. */
export function useBundleQuery(id: number | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: bundleKey(id),
    queryFn: () => bridge.invoke('bundles.get', id ?? 0),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof BridgeError && (error.status === 404 || error.status === 403)) && count < 2,
  });
}
