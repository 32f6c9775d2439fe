import { createContext, useContext, type ReactNode } from 'react';
import type { Bridge } from '@shared/contract';

const BridgeContext = createContext<Bridge | null>(null);

/** Provides the bridge to the tree: the real one in main.tsx, a fake one in tests. */
export function BridgeProvider({ bridge, children }: { bridge: Bridge; children: ReactNode }) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

/** The typed bridge of the contract (`useBridge().invoke('auth.login')`). */
export function useBridge(): Bridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge must be used inside a BridgeProvider');
  return bridge;
}
