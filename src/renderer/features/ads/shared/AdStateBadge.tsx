import { useTranslation } from 'react-i18next';
import { Badge, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { Advertisement } from '@shared/domain/advertisement';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  lock: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase400 },
});

/** "Activée" or "Désactivée", with a lock when a publication publishing or published holds the ad. */
export function AdStateBadge({ ad }: { ad: Pick<Advertisement, 'enable' | 'canDelete'> }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <Badge appearance="tint" color={ad.enable ? 'success' : 'danger'}>
        {ad.enable ? t('ads.state.enabled') : t('ads.state.disabled')}
      </Badge>
      {!ad.canDelete && (
        <Tooltip content={t('ads.locked')} relationship="label" withArrow>
          <LockClosedRegular className={styles.lock} tabIndex={0} role="img" />
        </Tooltip>
      )}
    </span>
  );
}
