import { useQuery } from '@tanstack/react-query';
import type { Extension } from '@shared/domain/extensions';
import { useBridge } from '../../bridge/BridgeContext';

/**
 * Whether the back-office offers a call beyond the specs (app.extensions): false until it has said so, and
 * when it could not be asked. Asked once for every screen (core keeps the back-office's answer for the run).
 */
export function useExtension(extension: Extension): boolean {
  const bridge = useBridge();
  const offered = useQuery({ queryKey: ['extensions'], queryFn: () => bridge.invoke('app.extensions'), staleTime: Infinity });
  return offered.data?.includes(extension) ?? false;
}
