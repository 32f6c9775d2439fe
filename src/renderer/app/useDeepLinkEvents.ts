import { useEffect } from 'react';
import { useBridge } from '../bridge/BridgeContext';
import { DEEP_LINK_PARAM, deepLinkTarget } from './deep-link';

/**
 * A pupitre:// link handed to the running desktop app (app.deepLink, from main): the page goes to the path it
 * opens. Signed out, the sign-in screen stays in front, and the record opens once signed in. Only a path of
 * this app is followed, whatever main sends.
 */
export function useDeepLinkEvents(navigate: (path: string) => void): void {
  const bridge = useBridge();
  useEffect(
    () =>
      bridge.on('app.deepLink', ({ path }) => {
        const target = deepLinkTarget(new URLSearchParams({ [DEEP_LINK_PARAM]: path }).toString());
        if (target) navigate(target);
      }),
    [bridge, navigate],
  );
}
