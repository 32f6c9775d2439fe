import { useEffect } from 'react';
import { useBridge } from '../../bridge/BridgeContext';

/**
 * The web host's openExternal port: core asks the page to open a URL (the login page) in a new tab.
 * Only http(s) URLs are opened.
 */
export function useOpenUrlEvents(): void {
  const bridge = useBridge();
  useEffect(
    () =>
      bridge.on('app.openUrl', ({ url }) => {
        if (!/^https?:\/\//i.test(url)) return;
        window.open(url, '_blank', 'noopener');
      }),
    [bridge],
  );
}
