import { useTranslation } from 'react-i18next';
import { ArrowDownloadRegular, DeleteRegular, ToggleLeftRegular, ToggleRightRegular } from '@fluentui/react-icons';
import { checkExportSelection, selectedCount, type Selection } from '@shared/rules/selection';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import type { AdChange, AdCommands } from '../shared/useAdActions';

export interface AdBulkActionsProps {
  selection: Selection;
  total: number;
  canManage: boolean;
  actions: AdCommands;
  /** Every id of the search, for the all-results selection. */
  allIds(): Promise<number[]>;
}

/**
 * The selection's actions (spec 1 §2, §6): "Exporter" for everyone (20 at most, never all results: else the
 * 'limit download size' toast); "Activer", "Désactiver", "Supprimer" for the ad managers, each confirmed
 * with the count.
 */
export function AdBulkActions({ selection, total, canManage, actions, allIds }: AdBulkActionsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const count = selectedCount(selection, total);
  const ids = selection.selectedIds.map(Number);

  const exportSelection = () => {
    const check = checkExportSelection(selection);
    if (check.ok) void actions.exportAds(ids);
    else if (check.reason === 'limit download size') notify.error(t('errors.limit_download_size'));
  };
  const bulk = (change: AdChange) => actions.confirm(change, { ids: selection.allSelected ? allIds : ids, count });

  return (
    <>
      <OnlineOnlyButton appearance="subtle" icon={<ArrowDownloadRegular />} onClick={exportSelection}>
        {t('ads.bulk.export')}
      </OnlineOnlyButton>
      {canManage && (
        <>
          <OnlineOnlyButton appearance="subtle" icon={<ToggleLeftRegular />} onClick={() => bulk('enable')}>
            {t('ads.bulk.enable')}
          </OnlineOnlyButton>
          <OnlineOnlyButton appearance="subtle" icon={<ToggleRightRegular />} onClick={() => bulk('disable')}>
            {t('ads.bulk.disable')}
          </OnlineOnlyButton>
          <OnlineOnlyButton appearance="subtle" icon={<DeleteRegular />} onClick={() => bulk('delete')}>
            {t('ads.bulk.delete')}
          </OnlineOnlyButton>
        </>
      )}
    </>
  );
}
