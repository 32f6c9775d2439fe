import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Illustration } from '@shared/domain/image';
import { checkExportSelection, type Selection } from '@shared/rules/selection';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useNotify } from '../../notifications/useNotify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { parseImageKey } from '../list/image-search';
import { useRefreshImages } from './image-query';
import { useDisableConfirmation } from './useDisableConfirmation';

/** What the actions need of an image: a list row and an illustration both have it. */
export type ActionTarget = { id: number; name: string; used: boolean; enable: boolean };

export interface ImageCommands {
  /** Enables, or disables after asking when the image is used; resolves the illustration saved, or null. */
  setStatus(image: ActionTarget, enable: boolean): Promise<Illustration | null>;
  /**
   * An author image's toggle (the gallery's calls of spec 1 §7 Authors): PUT /api/author/image/{id}/enable
   * reactivates it, POST /api/author/images/delete disables it (kept, not erased).
   */
  setAuthorImageStatus(image: ActionTarget, enable: boolean): Promise<void>;
  /** Asks "Supprimer N images ?" then deletes; `onDeleted` runs once they are gone. */
  askDelete(ids: readonly number[], onDeleted?: () => void): void;
  /**
   * Exports the selected images ({id, collection}; keys as imageKey): the shared export check first — more than
   * 20, or the all-results selection, gives 'limit download size' and nothing is sent — then one batch queued.
   */
  exportSelection(selection: Selection): Promise<void>;
  /** The ask-first dialog, for the image form's confirmDisable. */
  confirmDisable(image: ActionTarget): Promise<boolean>;
}

export interface ImageActions {
  /** Stable while the screen lives: safe in the dependencies of columns and callbacks. */
  commands: ImageCommands;
  /** Render them in the screen: the disable and delete confirmations. */
  dialogs: ReactElement;
}

/**
 * What the image screens do to illustrations (spec 1 §2, §4): enable and disable (a used image asks first,
 * listing its uses), delete with the count, export through the download queue. Each change shows its toast,
 * a failure the server's message; the lists and the illustration are read again.
 */
export function useImageActions(): ImageActions {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshImages();
  const { confirm: confirmDisable, dialog: disableDialog } = useDisableConfirmation();
  const [toDelete, setToDelete] = useState<readonly number[]>([]);
  const [deleting, setDeleting] = useState(false);
  const afterDelete = useRef<(() => void) | undefined>(undefined);

  const fail = useCallback((error: unknown) => notify.error(bridgeErrorMessage(error, t, t('images.actions.failed'))), [notify, t]);

  const setStatus = useCallback(
    async (image: ActionTarget, enable: boolean) => {
      if (!enable && !(await confirmDisable(image))) return null;
      try {
        const saved = await bridge.invoke('illustrations.setStatus', image.id, enable);
        notify.success(t(enable ? 'images.actions.enabled' : 'images.actions.disabled', { name: saved.name }));
        await refresh(image.id, saved);
        return saved;
      } catch (error) {
        fail(error);
        await refresh(image.id);
        return null;
      }
    },
    [bridge, confirmDisable, fail, notify, refresh, t],
  );

  const setAuthorImageStatus = useCallback(
    async (image: ActionTarget, enable: boolean) => {
      try {
        if (enable) await bridge.invoke('authors.images.enable', image.id);
        else await bridge.invoke('authors.images.delete', [image.id]);
        notify.success(t(enable ? 'images.actions.enabled' : 'images.actions.disabled', { name: image.name }));
      } catch (error) {
        fail(error);
      } finally {
        await refresh(null);
      }
    },
    [bridge, fail, notify, refresh, t],
  );

  const confirmDelete = async () => {
    const ids = [...toDelete];
    try {
      const { deleted } = await bridge.invoke('illustrations.delete', ids);
      notify.success(t('images.actions.deleted', { count: deleted.length }));
      afterDelete.current?.();
    } catch (error) {
      fail(error);
    } finally {
      setDeleting(false);
      await refresh(null);
    }
  };

  const exportSelection = useCallback(
    async (selection: Selection) => {
      const check = checkExportSelection(selection);
      if (!check.ok) {
        if (check.reason === 'limit download size') notify.error(t('errors.limit_download_size'));
        return;
      }
      const items = selection.selectedIds.map(parseImageKey).filter((item) => item !== null);
      try {
        const { files } = await bridge.invoke('images.export', items);
        notify.success(t('images.list.exportStarted', { count: files.length }));
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('images.list.exportFailed')));
      }
    },
    [bridge, notify, t],
  );

  const askDelete = useCallback((ids: readonly number[], onDeleted?: () => void) => {
    afterDelete.current = onDeleted;
    setToDelete(ids);
    setDeleting(true);
  }, []);

  const dialogs = (
    <>
      {disableDialog}
      <ConfirmDialog
        open={deleting}
        title={t('images.confirmDelete.title', { count: toDelete.length })}
        text={t('images.confirmDelete.text')}
        confirmLabel={t('images.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
    </>
  );

  const commands = useMemo<ImageCommands>(
    () => ({ setStatus, setAuthorImageStatus, askDelete, exportSelection, confirmDisable }),
    [setStatus, setAuthorImageStatus, askDelete, exportSelection, confirmDisable],
  );
  return { commands, dialogs };
}
