import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DownloadItem } from '@shared/domain/files';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { useNotify } from '../notifications/useNotify';
import { downloadsAtom } from './downloads-atoms';

/** The statuses with wording of their own (spec 2 §8 "keyed by HTTP status"); null: no answer (the network). */
function statusKey(httpStatus: number | null): '403' | '404' | 'server' | 'network' | 'other' {
  if (httpStatus === null) return 'network';
  if (httpStatus === 403 || httpStatus === 404) return String(httpStatus) as '403' | '404';
  return httpStatus >= 500 ? 'server' : 'other';
}

/**
 * The French sentence of a download that failed after it started (spec 2 §8: "generic error notification keyed
 * by HTTP status and entity type"), followed by the server's own reason when it gave one. The layout tool's
 * referential is told by the tool's own key (spec 2 §8: "Layout tool: any 4xx or 5xx raises a notification
 * with key … KYRIELLE_EXPORT").
 */
export function downloadFailureMessage(item: Pick<DownloadItem, 'label' | 'fileName' | 'entity' | 'httpStatus' | 'error'>, t: TFunction): string {
  const entity = item.entity === 'KYRIELLE_REFERENTIAL' ? 'FILE' : (item.entity ?? 'FILE');
  const message = t(`downloads.failure.${entity}.${statusKey(item.httpStatus)}`, { file: item.fileName ?? item.label });
  const told = item.error ? t('downloads.failure.withReason', { message, reason: item.error }) : message;
  return item.entity === 'KYRIELLE_REFERENTIAL' ? t('kyrielleTool.errors.KYRIELLE_EXPORT', { message: told }) : told;
}

/**
 * Mounted once while signed in: each file that fails for good (the queue's automatic retry spent) is told in
 * an error notification that stays, with "Réessayer" (downloads.retry), whatever page the user is on. Files
 * already failed when the list first arrives (a previous run's) are not told again.
 */
export function useDownloadFailureNotices(): void {
  const downloads = useAtomValue(downloadsAtom);
  const bridge = useBridge();
  const notify = useNotify();
  const { t } = useTranslation();
  /** Failures already told: item id and attempt. Null until the first list arrives. */
  const told = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!downloads) return;
    const failed = downloads.items.filter((item) => item.status === 'failed');
    const keyOf = (item: DownloadItem) => `${item.id}:${item.attempts}`;
    if (told.current === null) {
      told.current = new Set(failed.map(keyOf));
      return;
    }
    for (const item of failed) {
      const key = keyOf(item);
      if (told.current.has(key)) continue;
      told.current.add(key);
      notify.error(downloadFailureMessage(item, t), {
        key: `download-failed-${key}`,
        title: t('downloads.failure.title'),
        persist: true,
        action: {
          label: t('downloads.retry'),
          run: () => void bridge.invoke('downloads.retry', item.id).catch((error: unknown) => notify.error(bridgeErrorMessage(error, t, t('downloads.actionFailed')))),
        },
      });
    }
  }, [downloads, bridge, notify, t]);
}
