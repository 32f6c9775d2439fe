import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CopyNameButton } from './CopyNameButton';
import { MetadataList } from './MetadataList';
import { MediaPicture } from './MediaPicture';
import { fileEntries, type MediaFile, type MetaEntry } from './media-metadata';

const useStyles = makeStyles({
  surface: {
    width: 'min(1100px, calc(100vw - 48px))',
    maxWidth: 'min(1100px, calc(100vw - 48px))',
  },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
  },
  content: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 2fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 800px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
  picture: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '240px',
    maxHeight: '70vh',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: {
    maxWidth: '100%',
    maxHeight: 'calc(70vh - 16px)',
    objectFit: 'contain',
  },
  greyscale: {
    filter: 'grayscale(1)',
    opacity: 0.6,
  },
  actions: {
    flexWrap: 'wrap',
  },
});

export interface ImageZoomDialogProps {
  /** The image, illustration or ad shown; null closes the dialog. */
  image: MediaFile | null;
  /** The collection's own metadata, listed before the file's (imageDetailEntries for an image or illustration). */
  details?: readonly MetaEntry[];
  /** The collection's actions, at the start of the footer (favourite, edit, download, delete...). */
  actions?: ReactNode;
  onClose(): void;
}

/**
 * The zoom dialog of every collection (spec 1 §2): the original larger (greyscale when disabled), the name
 * with its copy button, the metadata (the collection's, then the file's: dimensions, weight, resolution,
 * type) and the caller's actions, then "Fermer".
 */
export function ImageZoomDialog({ image, details = [], actions, onClose }: ImageZoomDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = image !== null;
  // The first focus goes to "Fermer", not to the first action (Fluent's default, the first focusable): pressing
  // Enter again closes the dialog rather than acting on the image. Runs after the surface's own first focus.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => closeButton.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        {image && (
          <DialogBody>
            {/* The copy button sits in the action slot, outside the heading: the dialog stays named by the image's name. */}
            <DialogTitle action={<CopyNameButton name={image.name} />}>
              <span className={styles.title}>
                {image.name}
                {!image.enable && (
                  <Badge appearance="filled" color="subtle">
                    {t('media.tile.disabledMark')}
                  </Badge>
                )}
              </span>
            </DialogTitle>
            <DialogContent className={styles.content}>
              <div className={styles.picture}>
                <MediaPicture image={image} size={null} alt={image.name} lazy={false} className={mergeClasses(styles.image, !image.enable && styles.greyscale)} />
              </div>
              <section aria-label={t('media.meta.title')}>
                <MetadataList entries={[...details, ...fileEntries(image, t)]} />
              </section>
            </DialogContent>
            <DialogActions position="start" className={styles.actions}>
              {actions}
            </DialogActions>
            <DialogActions position="end">
              <DialogTrigger disableButtonEnhancement action="close">
                <Button appearance="primary" ref={closeButton}>
                  {t('common.close')}
                </Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
