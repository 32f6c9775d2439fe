import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isOfflineAtom } from './connectivity-atoms';

export interface OnlineOnly {
  /** True while the server cannot be reached. */
  disabled: boolean;
  /** "Indisponible hors ligne" while offline, for the action's Tooltip; undefined online. */
  tooltip: string | undefined;
}

/**
 * For every action that changes data (issue 3): disabled while offline, with the tooltip
 * "Indisponible hors ligne". OnlineOnlyButton applies it to a Fluent Button.
 */
export function useOnlineOnly(): OnlineOnly {
  const offline = useAtomValue(isOfflineAtom);
  const { t } = useTranslation();
  return { disabled: offline, tooltip: offline ? t('offline.unavailable') : undefined };
}
