import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { writeClipboardText } from '../clipboard';
import { useNotify } from '../../features/notifications/useNotify';

/**
 * Copies an image's or an item's name to the clipboard, then the success toast "Copié" (spec 1 §8); an error
 * toast when the clipboard refused. Resolves whether it was copied.
 *
 *   const copyName = useCopyName();
 *   <MenuItem onClick={() => void copyName(ad.name)}>Copier le nom</MenuItem>
 */
export function useCopyName(): (name: string) => Promise<boolean> {
  const { t } = useTranslation();
  const notify = useNotify();
  return useCallback(
    async (name: string) => {
      const copied = await writeClipboardText(name);
      if (copied) notify.success(t('common.copied'));
      else notify.error(t('media.copyFailed'));
      return copied;
    },
    [notify, t],
  );
}
