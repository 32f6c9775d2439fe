import { useTranslation } from 'react-i18next';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Illustration } from '@shared/domain/image';
import { ImageFileInfo } from '../../../components/media/ImageFileInfo';
import { ImageUsageList } from '../../../components/media/ImageUsageList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * The right column of the image pages (spec 1 §2): the file's information (dimensions, weight, resolution,
 * type) and where the image is used — articles and bundles, publications — each a link.
 */
export function ImageSideColumn({ image, className }: { image: Illustration; className?: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <aside className={mergeClasses(styles.root, className)} aria-label={t('images.view.sideColumn')}>
      <ImageFileInfo file={image} />
      <ImageUsageList
        articles={image.lastArticlesModified}
        publications={image.lastPublicationsModified}
        counts={{ articles: image.usage.articleCount, publications: image.usage.publicationCount }}
      />
    </aside>
  );
}
