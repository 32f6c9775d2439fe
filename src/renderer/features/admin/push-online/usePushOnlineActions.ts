import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PUSH_ONLINE_REFRESH_DELAY_MS, type ListedPush } from '@shared/domain/online-push';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useNotify } from '../../notifications/useNotify';

export const PUSH_ONLINE_LIST_KEY = ['pushOnline', 'list'] as const;

/** A row's name: its name, or its id when it has none (spec 2 §2.9). */
export const pushName = (push: ListedPush): string => push.name || String(push.id);

/**
 * The row actions of the push-online page: push now, cancel delivery (the list read again 2 s after the
 * change, spec 2 §4 Push online, §9), download the zip through the download queue.
 */
export function usePushOnlineActions() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const client = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const refreshLater = useCallback(() => {
    timers.current.push(setTimeout(() => void client.invalidateQueries({ queryKey: PUSH_ONLINE_LIST_KEY }), PUSH_ONLINE_REFRESH_DELAY_MS));
  }, [client]);

  const pushNow = useCallback(
    async (push: ListedPush): Promise<boolean> => {
      try {
        await bridge.invoke('pushOnline.pushNow', push.id);
        notify.success(t('pushOnline.done.pushed', { name: pushName(push) }));
        return true;
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('pushOnline.errors.pushNow')));
        return false;
      } finally {
        refreshLater();
      }
    },
    [bridge, notify, refreshLater, t],
  );

  const cancel = useCallback(
    async (push: ListedPush): Promise<boolean> => {
      try {
        await bridge.invoke('pushOnline.cancel', push.id);
        notify.success(t('pushOnline.done.cancelled', { name: pushName(push) }));
        return true;
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('pushOnline.errors.cancel')));
        return false;
      } finally {
        refreshLater();
      }
    },
    [bridge, notify, refreshLater, t],
  );

  const download = useCallback(
    async (push: ListedPush) => {
      try {
        await bridge.invoke('pushOnline.download', push.id);
        notify.success(t('downloads.started'));
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('downloads.startFailed')));
      }
    },
    [bridge, notify, t],
  );

  return { pushNow, cancel, download };
}
