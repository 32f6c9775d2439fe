import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Illustration, Image } from '@shared/domain/image';
import { useBridge } from '../../../bridge/BridgeContext';
import { ImageTile } from '../../../components/media/ImageTile';
import { ImageZoomDialog } from '../../../components/media/ImageZoomDialog';
import { useMediaCardStyles } from '../../../components/media/media-card-styles';
import { ImageFileDrop } from '../shared/ImageFileDrop';

const useStyles = makeStyles({
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 240px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    '@media (max-width: 760px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
});

export interface ReplaceFileSectionProps {
  image: Illustration;
  /** The version the replacement is based on (409 when someone changed the image since). */
  version: number;
  onReplaced(image: Image): void;
}

/**
 * "Fichier": the image as it is (MEDIUM, the original in the zoom dialog) and the drop zone replacing its file (spec 1 §2 "Replacement applies
 * when an image id exists": PUT /api/image/ILLUSTRATION/{id}); the metadata stay.
 */
export function ReplaceFileSection({ image, version, onReplaced }: ReplaceFileSectionProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useMediaCardStyles();
  const bridge = useBridge();
  const headingId = useId();
  const [zoomed, setZoomed] = useState(false);
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={card.heading}>
        {t('images.edit.fileTitle')}
      </Subtitle2>
      <div className={styles.body}>
        <ImageTile image={image} as="div" onOpen={() => setZoomed(true)} />
        <ImageFileDrop
          label={t('images.edit.replaceZone')}
          busyLabel={t('images.edit.replacing')}
          send={(source) => bridge.invoke('images.replace', 'ILLUSTRATION', image.id, source, version)}
          onSent={onReplaced}
        />
      </div>
      <ImageZoomDialog image={zoomed ? image : null} onClose={() => setZoomed(false)} />
    </section>
  );
}
