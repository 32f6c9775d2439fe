import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DesktopSettings } from '@shared/domain/files';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { useNotify } from '../notifications/useNotify';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** The desktop settings as core keeps them (settings.get). */
export function useSettings() {
  const bridge = useBridge();
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => bridge.invoke('settings.get') });
}

/**
 * One way to change settings (a patch, or a folder from the native dialog): the answer, the settings as
 * stored, replaces the cached ones; a refusal is told in French and the page keeps showing what is stored.
 */
export function useSettingsChange<Input>(change: (input: Input) => Promise<DesktopSettings>) {
  const client = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => client.setQueryData(SETTINGS_QUERY_KEY, settings),
    onError: (error) => notify.error(bridgeErrorMessage(error, t, t('settings.saveFailed'))),
  });
}
