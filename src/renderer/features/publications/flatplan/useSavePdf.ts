import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../bridge/BridgeContext';
import { useNotify } from '../../notifications/useNotify';

/** The desktop app's « Enregistrer les planches en PDF »: main prints the page (A3 landscape) and asks where to save it. */
export function useSavePdf(name: string): () => Promise<void> {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  return useCallback(async () => {
    try {
      const path = await bridge.invoke('app.savePdf', `planches-${name}.pdf`);
      if (path !== null) notify.success(t('publications.flatplan.print.saved', { path }));
    } catch (error) {
      notify.error(t('publications.flatplan.print.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  }, [bridge, name, notify, t]);
}
