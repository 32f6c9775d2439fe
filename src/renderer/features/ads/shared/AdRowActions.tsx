import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, EditRegular, EyeRegular, ToggleLeftRegular, ToggleRightRegular } from '@fluentui/react-icons';
import type { AdvertisementRow } from '@shared/domain/advertisement';
import { paths } from '../../../app/paths';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { useOnlineOnly } from '../../connectivity/useOnlineOnly';
import type { AdCommands } from './useAdActions';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'nowrap', gap: tokens.spacingHorizontalXXS },
});

export interface AdRowActionsProps {
  ad: AdvertisementRow;
  /** Admin or ADMIN_ADS: edit, enable or disable, delete (spec 1 §6). */
  canManage: boolean;
  actions: AdCommands;
}

/**
 * "Voir", "Exporter" for everyone; "Modifier", "Activer" or "Désactiver", "Supprimer" for the ad managers.
 * Disable and delete stay visible but inactive when the server says the ad is locked (canDisable,
 * canDelete), their tooltip saying why; changes are inactive offline.
 */
export function AdRowActions({ ad, canManage, actions }: AdRowActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const online = useOnlineOnly();
  const locked = t('ads.locked');
  const offline = online.tooltip;
  const values = { name: ad.name };
  return (
    <div className={styles.root}>
      <RowActionButton label={t('ads.actions.view', values)} icon={<EyeRegular />} to={paths.view('ad', ad.id)} />
      <RowActionButton
        label={t('ads.actions.export', values)}
        icon={<ArrowDownloadRegular />}
        inactiveReason={offline}
        onClick={() => void actions.exportAds([ad.id])}
      />
      {canManage && (
        <>
          <RowActionButton label={t('ads.actions.edit', values)} icon={<EditRegular />} to={paths.edit('ad', ad.id)} />
          {ad.enable ? (
            <RowActionButton
              label={t('ads.actions.disable', values)}
              icon={<ToggleRightRegular />}
              inactiveReason={offline ?? (ad.canDisable ? undefined : locked)}
              onClick={() => void actions.setStatus(ad, false)}
            />
          ) : (
            <RowActionButton
              label={t('ads.actions.enable', values)}
              icon={<ToggleLeftRegular />}
              inactiveReason={offline}
              onClick={() => void actions.setStatus(ad, true)}
            />
          )}
          <RowActionButton
            label={t('ads.actions.delete', values)}
            icon={<DeleteRegular />}
            inactiveReason={offline ?? (ad.canDelete ? undefined : locked)}
            onClick={() => actions.confirm('delete', { ids: [ad.id], count: 1, name: ad.name })}
          />
        </>
      )}
    </div>
  );
}
