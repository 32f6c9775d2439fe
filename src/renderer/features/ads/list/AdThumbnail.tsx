import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { AdvertisementRow } from '@shared/domain/advertisement';
import { MediaPicture } from '../../../components/media/MediaPicture';
import { THUMBNAIL_CELL_WIDTH } from '../../../components/list/thumbnail';

const useStyles = makeStyles({
  image: {
    display: 'block',
    maxWidth: `${THUMBNAIL_CELL_WIDTH}px`,
    maxHeight: `${THUMBNAIL_CELL_WIDTH}px`,
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusSmall,
  },
  disabled: { filter: 'grayscale(1)', opacity: 0.6 },
});

/** The ad's visual at THUMBNAIL size, 65 px wide at most (spec 1 §9); greyscale when disabled. Decorative: the row names the ad. */
export function AdThumbnail({ ad }: { ad: Pick<AdvertisementRow, 'id' | 'version' | 'enable' | 'collection'> }) {
  const styles = useStyles();
  return <MediaPicture image={ad} size="THUMBNAIL" className={mergeClasses(styles.image, !ad.enable && styles.disabled)} />;
}
