import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WatchFolderStatus } from '@shared/domain/watch-folder';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { useNotify } from '../notifications/useNotify';

export const WATCH_FOLDER_QUERY_KEY = ['watchFolder'] as const;

/** The watched folder's status as core keeps it, followed live ('watchFolder.changed'). */
export function useWatchFolderStatus() {
  const bridge = useBridge();
  const client = useQueryClient();
  useEffect(() => bridge.on('watchFolder.changed', (status) => client.setQueryData(WATCH_FOLDER_QUERY_KEY, status)), [bridge, client]);
  return useQuery({ queryKey: WATCH_FOLDER_QUERY_KEY, queryFn: () => bridge.invoke('watchFolder.status') });
}

/** Choosing or stopping the folder: the answer replaces the status shown; a refusal is told in French. */
export function useWatchFolderChange(change: () => Promise<WatchFolderStatus>) {
  const client = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: change,
    onSuccess: (status) => client.setQueryData(WATCH_FOLDER_QUERY_KEY, status),
    onError: (error) => notify.error(bridgeErrorMessage(error, t, t('settings.saveFailed'))),
  });
}
