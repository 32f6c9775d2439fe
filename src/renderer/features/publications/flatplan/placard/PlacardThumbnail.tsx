import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PLACARD_THUMBNAIL_WIDTH } from '@shared/domain/placard-pages';

/** An A4 page's proportions, as the flatplan's page slots. */
const HEIGHT = Math.round(PLACARD_THUMBNAIL_WIDTH * 1.414);

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    width: `${PLACARD_THUMBNAIL_WIDTH}px`,
    height: `${HEIGHT}px`,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    objectFit: 'contain',
  },
  undrawn: { display: 'flex', alignItems: 'center', justifyContent: 'center', color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground3 },
});

/** One page of the placard beside the planned one: its thumbnail, or its number when it was not drawn. */
export function PlacardThumbnail({ pageNumber, src }: { pageNumber: number; src: string | undefined }) {
  const styles = useStyles();
  if (src) return <img className={styles.page} src={src} alt={`Page ${pageNumber} du placard`} />;
  return (
    <div role="img" aria-label={`Page ${pageNumber} du placard, non dessinée`} className={mergeClasses(styles.page, styles.undrawn)}>
      <Caption1>{pageNumber}</Caption1>
    </div>
  );
}
