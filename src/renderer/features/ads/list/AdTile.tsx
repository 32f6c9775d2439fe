import { useTranslation } from 'react-i18next';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { AdvertisementRow } from '@shared/domain/advertisement';
import { paths } from '../../../app/paths';
import { ImageTile } from '../../../components/media/ImageTile';
import { AdRowActions } from '../shared/AdRowActions';
import { AdSizeText } from '../shared/AdSizeText';
import { AdStateBadge } from '../shared/AdStateBadge';
import { deadlineText } from '../shared/ad-display';
import type { AdCommands } from '../shared/useAdActions';

const useStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface AdTileProps {
  ad: AdvertisementRow;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  canManage: boolean;
  actions: AdCommands;
}

/** An ad in the grid (spec 1 §2): the shared tile at MEDIUM leading to the ad, its actions, size, deadline and state. */
export function AdTile({ ad, selected, onSelectedChange, canManage, actions }: AdTileProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ImageTile
      image={ad}
      variant="grid"
      to={paths.view('ad', ad.id)}
      selected={selected}
      onSelectedChange={onSelectedChange}
      actions={<AdRowActions ad={ad} canManage={canManage} actions={actions} />}
    >
      <span className={styles.facts}>
        <Caption1>
          <AdSizeText ad={ad} />
        </Caption1>
        <Caption1 className={styles.muted}>{t('ads.list.deadlineLine', { deadline: deadlineText(ad.deadline, t) })}</Caption1>
      </span>
      <AdStateBadge ad={ad} />
    </ImageTile>
  );
}
