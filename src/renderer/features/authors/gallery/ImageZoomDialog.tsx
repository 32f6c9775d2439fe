import { useEffect, useRef } from 'react';
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
import { ArrowCounterclockwise20Regular, ArrowDownload20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { Image } from '@shared/domain/image';
import { useImageSrc } from '../../../components/media/imageSrc';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { RichText } from '../shared/RichText';
import { FavouriteToggle } from './FavouriteToggle';
import { imageMetadata } from './image-display';
import type { ImageActionHandlers } from './ImageActionsMenu';
import { useDefinitionListStyles } from '../shared/definition-list-styles';

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
  /** The image shown; null closes the dialog. */
  image: Image | null;
  editable: boolean;
  onClose(): void;
  onToggleFavourite(image: Image): void;
  handlers: ImageActionHandlers;
}

/**
 * The zoom dialog of the gallery (spec 1 §2): the image larger (its original) with its metadata, and the
 * image's actions: favourite, "Modifier", "Télécharger", "Supprimer" or "Réactiver".
 */
export function ImageZoomDialog({ image, editable, onClose, onToggleFavourite, handlers }: ImageZoomDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dl = useDefinitionListStyles();
  const imageSrc = useImageSrc();
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = image !== null;
  // The first focus goes to "Fermer", not to the favourite star (Fluent's default, the first focusable): pressing
  // Enter again closes the dialog rather than changing the favourite. Runs after the surface's own first focus.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => closeButton.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Dialog open={image !== null} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        {image && (
          <DialogBody>
            <DialogTitle>
              <span className={styles.title}>
                {image.name}
                {!image.enable && (
                  <Badge appearance="filled" color="subtle">
                    {t('authors.view.gallery.disabledMark')}
                  </Badge>
                )}
              </span>
            </DialogTitle>
            <DialogContent className={styles.content}>
              <div className={styles.picture}>
                <img
                  src={imageSrc(image.id, null, image.version)}
                  alt={image.name}
                  className={mergeClasses(styles.image, !image.enable && styles.greyscale)}
                />
              </div>
              <section aria-label={t('authors.view.gallery.meta.title')}>
              <dl className={dl.list}>
                {imageMetadata(image, t).map((entry) => (
                  <div key={entry.key} className={dl.row}>
                    <dt className={dl.term}>{entry.label}</dt>
                    {entry.rich ? <RichText as="dd" className={dl.value} value={entry.value} /> : <dd className={dl.value}>{entry.value}</dd>}
                  </div>
                ))}
              </dl>
              </section>
            </DialogContent>
            <DialogActions position="start" className={styles.actions}>
              <FavouriteToggle image={image} editable={editable} onToggle={onToggleFavourite} />
              {editable && (
                <OnlineOnlyButton icon={<Edit20Regular />} onClick={() => handlers.onEdit(image)}>
                  {t('authors.view.gallery.edit')}
                </OnlineOnlyButton>
              )}
              <Button icon={<ArrowDownload20Regular />} onClick={() => handlers.onDownload(image)}>
                {t('authors.view.gallery.download')}
              </Button>
              {editable &&
                (image.enable ? (
                  <OnlineOnlyButton icon={<Delete20Regular />} onClick={() => handlers.onDelete(image)}>
                    {t('authors.view.gallery.delete')}
                  </OnlineOnlyButton>
                ) : (
                  <OnlineOnlyButton icon={<ArrowCounterclockwise20Regular />} onClick={() => handlers.onReactivate(image)}>
                    {t('authors.view.gallery.reactivate')}
                  </OnlineOnlyButton>
                ))}
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
