import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ImageRow } from '@shared/domain/image';
import { MediaPicture } from '../../../components/media/MediaPicture';
import { THUMBNAIL_CELL_WIDTH } from '../../../components/list/thumbnail';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `${THUMBNAIL_CELL_WIDTH}px`,
    height: `${THUMBNAIL_CELL_WIDTH}px`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  image: {
    display: 'block',
    maxWidth: `${THUMBNAIL_CELL_WIDTH}px`,
    maxHeight: `${THUMBNAIL_CELL_WIDTH}px`,
    objectFit: 'contain',
  },
  // Spec 1 §2: a disabled image is shown in greyscale.
  greyscale: { filter: 'grayscale(1)', opacity: 0.6 },
});

/** An image of the table, in a fixed box so that rows keep their height while it loads; the name beside it names it. */
export function ImageThumbnail({ image }: { image: Pick<ImageRow, 'id' | 'version' | 'enable' | 'collection'> }) {
  const styles = useStyles();
  return (
    <span className={styles.frame}>
      <MediaPicture image={image} size="THUMBNAIL" className={mergeClasses(styles.image, !image.enable && styles.greyscale)} />
    </span>
  );
}
