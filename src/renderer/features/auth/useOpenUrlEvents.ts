import { useEffect } from 'react';
import { useBridge } from '../../bridge/BridgeContext';

/**
 * The web host's openExternal port: core asks the page to open a URL in a new tab: the login page, or a
 * downloaded file as a path of the web host (`/files/{id}`), resolved against the page's own origin.
 * Only http(s) URLs are opened.
 */
export function useOpenUrlEvents(): void {
  const bridge = useBridge();
  useEffect(
    () =>
      bridge.on('app.openUrl', ({ url }) => {
        const target = URL.parse(url, window.location.href);
        if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return;
        window.open(target.href, '_blank', 'noopener');
      }),
    [bridge],
  );
}
