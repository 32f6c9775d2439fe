import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Periodical } from '@shared/domain/periodical';
import { useBridge } from '../../bridge/BridgeContext';

/** The periodicals change rarely: read once per five minutes. */
const PERIODICALS_STALE_MS = 5 * 60_000;

/** GET /api/periodical, once for every screen that lists or filters by periodical. */
export function usePeriodicals(): UseQueryResult<Periodical[]> {
  const bridge = useBridge();
  return useQuery({ queryKey: ['periodicals'], queryFn: () => bridge.invoke('periodicals.list'), staleTime: PERIODICALS_STALE_MS });
}
