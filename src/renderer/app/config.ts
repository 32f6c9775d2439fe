import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import type { AppConfig } from '@shared/contract';
import { useBridge } from '../bridge/BridgeContext';

/** The host's configuration (help site, host kind, version); null until app.getConfig answers. */
export const appConfigAtom = atom<AppConfig | null>(null);

export function useAppConfig(): AppConfig | null {
  return useAtomValue(appConfigAtom);
}

/** Loads the configuration once. Without it the help link is simply not offered. */
export function useAppConfigSync(): void {
  const bridge = useBridge();
  const setConfig = useSetAtom(appConfigAtom);
  useEffect(() => {
    let active = true;
    bridge.invoke('app.getConfig').then(
      (config) => {
        if (active) setConfig(config);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [bridge, setConfig]);
}
