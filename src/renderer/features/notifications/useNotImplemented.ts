import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from './useNotify';

/** Raises the spec's warning toast "Cette fonctionnalité n'est pas implémentée dans ce lot.". */
export function useNotImplemented(): () => void {
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(() => {
    notify.warning(t('notImplemented'));
  }, [notify, t]);
}
