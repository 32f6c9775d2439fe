import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { AdvertisementRow } from '@shared/domain/advertisement';
import { useImageSrc } from '../../../components/media/imageSrc';
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
export function AdThumbnail({ ad }: { ad: Pick<AdvertisementRow, 'id' | 'version' | 'enable'> }) {
  const styles = useStyles();
  const imageSrc = useImageSrc();
  return (
    <img
      className={mergeClasses(styles.image, !ad.enable && styles.disabled)}
      src={imageSrc(ad.id, 'THUMBNAIL', ad.version)}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
