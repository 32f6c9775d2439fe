import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectivityState } from '@shared/domain/files';
import { useBridge } from '../../bridge/BridgeContext';
import { connectivityAtom, reconnectedAtAtom } from './connectivity-atoms';

/**
 * Feeds the connectivity atom: connectivity.get once, then every connectivity.changed (an event that arrives
 * before the first answer wins over it). Going from offline to online refreshes what the screens show:
 * every query is invalidated and reconnectedAtAtom moves.
 */
export function useConnectivitySync(): void {
  const bridge = useBridge();
  const store = useStore();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    let changed = false;
    const apply = (next: ConnectivityState | null | undefined) => {
      if (!active || !next) return;
      const previous = store.get(connectivityAtom);
      store.set(connectivityAtom, next);
      if (previous?.online === false && next.online) {
        store.set(reconnectedAtAtom, Date.now());
        void queryClient.invalidateQueries();
      }
    };
    const unsubscribe = bridge.on('connectivity.changed', (state) => {
      changed = true;
      apply(state);
    });
    bridge.invoke('connectivity.get').then(
      (state) => {
        if (!changed) apply(state);
      },
      () => undefined,
    );
    return () => {
      active = false;
      unsubscribe();
      store.set(connectivityAtom, null);
    };
  }, [bridge, store, queryClient]);
}
