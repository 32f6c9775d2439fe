import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useBridge } from '../../bridge/BridgeContext';
import { downloadsAtom } from './downloads-atoms';

/**
 * Feeds the downloads atom while signed in: downloads.list once, then every downloads.changed (an event that
 * arrives before the first answer wins over it).
 */
export function useDownloadsSync(): void {
  const bridge = useBridge();
  const setDownloads = useSetAtom(downloadsAtom);

  useEffect(() => {
    let active = true;
    let changed = false;
    const unsubscribe = bridge.on('downloads.changed', (state) => {
      changed = true;
      if (active) setDownloads(state);
    });
    bridge.invoke('downloads.list').then(
      (state) => {
        if (active && !changed && state) setDownloads(state);
      },
      () => undefined,
    );
    return () => {
      active = false;
      unsubscribe();
      // Signed out: the next user must not glimpse this one's files.
      setDownloads(null);
    };
  }, [bridge, setDownloads]);
}
