import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowDownload20Regular, Delete20Regular, Edit20Regular, ToggleLeft20Regular, ToggleRight20Regular } from '@fluentui/react-icons';
import type { Advertisement } from '@shared/domain/advertisement';
import { canManageAds } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import type { AdCommands } from '../shared/useAdActions';

/** A header button that stays visible when a rule forbids it: inactive, its tooltip saying why. */
function LockedButton({ label, icon, reason }: { label: string; icon: ReactElement; reason: string }) {
  return (
    <Tooltip content={reason} relationship="description" withArrow>
      <Button icon={icon} disabledFocusable>
        {label}
      </Button>
    </Tooltip>
  );
}

/**
 * The ad view's actions (spec 1 §2, §6): "Exporter" for everyone; "Modifier", "Activer" or "Désactiver",
 * "Supprimer" for the ad managers, disable and delete inactive when a publication publishing or published
 * shows the ad.
 */
export function AdViewActions({ ad, commands }: { ad: Advertisement; commands: AdCommands }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = canManageAds(useRoles());
  const locked = t('ads.locked');
  return (
    <>
      <OnlineOnlyButton icon={<ArrowDownload20Regular />} onClick={() => void commands.exportAds([ad.id])}>
        {t('ads.view.export')}
      </OnlineOnlyButton>
      {canManage && (
        <>
          {!ad.enable ? (
            <OnlineOnlyButton icon={<ToggleLeft20Regular />} onClick={() => void commands.setStatus(ad, true)}>
              {t('ads.view.enable')}
            </OnlineOnlyButton>
          ) : ad.canDisable ? (
            <OnlineOnlyButton icon={<ToggleRight20Regular />} onClick={() => void commands.setStatus(ad, false)}>
              {t('ads.view.disable')}
            </OnlineOnlyButton>
          ) : (
            <LockedButton label={t('ads.view.disable')} icon={<ToggleRight20Regular />} reason={locked} />
          )}
          {ad.canDelete ? (
            <OnlineOnlyButton icon={<Delete20Regular />} onClick={() => commands.confirm('delete', { ids: [ad.id], count: 1, name: ad.name })}>
              {t('ads.view.delete')}
            </OnlineOnlyButton>
          ) : (
            <LockedButton label={t('ads.view.delete')} icon={<Delete20Regular />} reason={locked} />
          )}
          <Button appearance="primary" icon={<Edit20Regular />} onClick={() => navigate(paths.edit('ad', ad.id))}>
            {t('ads.view.edit')}
          </Button>
        </>
      )}
    </>
  );
}
