import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { useNotify } from '../notifications/useNotify';

export interface DownloadActions {
  open(itemId: string): void;
  showInFolder(itemId: string): void;
  /** Desktop only: hands the file to the system's drag and drop, out of the window. */
  startDrag(itemId: string): void;
  retry(itemId: string): void;
  cancel(batchId: string): void;
  clearFinished(): void;
}

/** The panel's actions: each goes to core, a failure is told in French (the panel follows downloads.changed). */
export function useDownloadActions(): DownloadActions {
  const bridge = useBridge();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMemo(() => {
    const report = (fallback: string) => (error: unknown) => {
      notify.error(bridgeErrorMessage(error, t, fallback));
    };
    return {
      open: (id) => void bridge.invoke('downloads.open', id).catch(report(t('downloads.openFailed'))),
      showInFolder: (id) => void bridge.invoke('downloads.showInFolder', id).catch(report(t('downloads.openFailed'))),
      // Core says in French why this file may not leave (its kind, its folder, gone): shown as said.
      startDrag: (id) =>
        void bridge
          .invoke('downloads.startDrag', id)
          .catch((error: unknown) => notify.error(error instanceof BridgeError ? error.message : t('downloads.dragFailed'))),
      retry: (id) => void bridge.invoke('downloads.retry', id).catch(report(t('downloads.actionFailed'))),
      cancel: (id) => void bridge.invoke('downloads.cancel', id).catch(report(t('downloads.actionFailed'))),
      clearFinished: () => void bridge.invoke('downloads.clearFinished').catch(report(t('downloads.actionFailed'))),
    };
  }, [bridge, notify, t]);
}
