import { useTranslation } from 'react-i18next';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Advertisement } from '@shared/domain/advertisement';
import { ImageFileInfo } from '../../../components/media/ImageFileInfo';
import { ImageUsageList } from '../../../components/media/ImageUsageList';
import { sizeText } from './ad-display';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** The right column of the ad pages (spec 1 §2): the file's information with the ad's size, and the publications showing it. */
export function AdSidePanel({ ad, className }: { ad: Advertisement; className?: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <aside className={mergeClasses(styles.root, className)} aria-label={t('ads.view.sidePanel')}>
      <ImageFileInfo file={ad} sizeLabel={sizeText(ad)} />
      <ImageUsageList
        publications={ad.lastPublicationsModified}
        counts={{ publications: ad.publicationCount }}
        emptyText={t('ads.view.noPublication')}
      />
    </aside>
  );
}
