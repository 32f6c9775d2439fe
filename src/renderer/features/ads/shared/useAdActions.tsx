import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_IDS } from '@shared/schemas';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useNotify } from '../../notifications/useNotify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRefreshAds } from './ad-query';

export type AdChange = 'enable' | 'disable' | 'delete';

/** What an action applies to: ids known, or found when confirmed (every result of a search). */
export interface AdTarget {
  ids: readonly number[] | (() => Promise<number[]>);
  count: number;
  /** The ad's name when there is one: the dialog names it rather than counting. */
  name?: string;
}

export interface AdCommands {
  /** Asks first ("… les 3 publicités sélectionnées ?"), then applies the change to every id. */
  confirm(change: AdChange, target: AdTarget): void;
  /** Enables or disables one ad at once (a toggle, no question). */
  setStatus(ad: { id: number; name: string }, enable: boolean): Promise<boolean>;
  /** Queues the ads' files in the download queue (the caller checked the export limit). */
  exportAds(ids: readonly number[]): Promise<void>;
}

export interface AdActions {
  /** Stable while nothing they use changes: rows and tiles take them. */
  commands: AdCommands;
  /** Render it once: the confirmation. */
  dialog: ReactElement;
}

interface Pending {
  change: AdChange;
  target: AdTarget;
}

function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_BULK_IDS) out.push(ids.slice(i, i + MAX_BULK_IDS));
  return out;
}

/**
 * The ads' changes from the list, the grid and the view (spec 1 §2, §4, §6): enable, disable, delete (each
 * confirmed with the count), export. The server's refusals (an ad shown by a publication publishing or
 * published: 409) come back as its French message. `onDone` runs after a change went through.
 */
export function useAdActions(onDone?: (change: AdChange, ids: number[]) => void): AdActions {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshAds();
  const [pending, setPending] = useState<Pending | null>(null);

  const apply = useCallback(
    async ({ change, target }: Pending) => {
      try {
        const ids = typeof target.ids === 'function' ? await target.ids() : [...target.ids];
        let changed = 0;
        for (const part of chunks(ids)) {
          if (change === 'delete') changed += (await bridge.invoke('ads.delete', part)).deleted.length;
          else changed += (await bridge.invoke('ads.setStatusMany', part, change === 'enable')).updated.length;
        }
        if (changed === 0) notify.warning(t('ads.actions.unchanged'));
        else notify.success(t(`ads.actions.done.${change}`, { count: changed }));
        // A screen showing a deleted ad leaves it before its cache is forgotten.
        onDone?.(change, ids);
        await refresh(ids, change === 'delete');
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('ads.actions.failed')));
      } finally {
        setPending(null);
      }
    },
    [bridge, notify, refresh, t, onDone],
  );

  const setStatus = useCallback(
    async (ad: { id: number; name: string }, enable: boolean) => {
      try {
        await bridge.invoke('ads.setStatus', ad.id, enable);
        await refresh([ad.id]);
        notify.success(t(enable ? 'ads.actions.enabledOne' : 'ads.actions.disabledOne', { name: ad.name }));
        onDone?.(enable ? 'enable' : 'disable', [ad.id]);
        return true;
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('ads.actions.failed')));
        return false;
      }
    },
    [bridge, notify, refresh, t, onDone],
  );

  const exportAds = useCallback(
    async (ids: readonly number[]) => {
      try {
        await bridge.invoke(
          'images.export',
          ids.map((id) => ({ id, collection: 'ADVERTISEMENT' as const })),
        );
        notify.success(t('downloads.started'));
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('downloads.startFailed')));
      }
    },
    [bridge, notify, t],
  );

  const change = pending?.change ?? 'delete';
  const named = pending?.target.name !== undefined && pending.target.count === 1;
  const values = { count: pending?.target.count ?? 0, name: pending?.target.name ?? '' };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t(`ads.confirm.${change}.title`, values)}
      text={named ? t(`ads.confirm.${change}.one`, values) : t(`ads.confirm.${change}.many`, values)}
      confirmLabel={named ? t(`ads.confirm.${change}.action`) : t(`ads.confirm.${change}.actionCount`, values)}
      onConfirm={() => (pending ? apply(pending) : Promise.resolve())}
      onCancel={() => setPending(null)}
    />
  );

  const commands = useMemo<AdCommands>(
    () => ({ confirm: (c, target) => setPending({ change: c, target }), setStatus, exportAds }),
    [setStatus, exportAds],
  );
  return { commands, dialog };
}
