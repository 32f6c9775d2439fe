import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadBatchRequest } from '@shared/schemas';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { useNotify } from '../notifications/useNotify';

/**
 * What every screen calls to download (placards, PDFs, XML, zips, CSV, xlsx):
 *
 *   const download = useDownload();
 *   await download({ label: 'Placard BJS 2024-3', items: [{ path: '/api/...', fileName: '42.pdf' }] });
 *
 * Queues the batch in core (downloads.start), says "Téléchargement lancé" or the French error, and answers the
 * batch id (null when it was not queued). Progress shows in the downloads panel of the top bar. A save dialog
 * the user cancelled (CANCELLED) says nothing.
 */
export function useDownload(): (request: DownloadBatchRequest) => Promise<string | null> {
  const bridge = useBridge();
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    async (request) => {
      try {
        const { batchId } = await bridge.invoke('downloads.start', request);
        notify.success(t('downloads.started'));
        return batchId;
      } catch (error) {
        if (!(error instanceof BridgeError && error.code === 'CANCELLED'))
          notify.error(bridgeErrorMessage(error, t, t('downloads.startFailed')));
        return null;
      }
    },
    [bridge, notify, t],
  );
}
