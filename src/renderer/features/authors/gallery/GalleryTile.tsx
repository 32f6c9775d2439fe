import { useTranslation } from 'react-i18next';
import { Badge, Caption1, Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Image } from '@shared/domain/image';
import { useImageSrc } from '../../../components/media/imageSrc';
import { FavouriteToggle } from './FavouriteToggle';
import { ImageActionsMenu, type ImageActionHandlers } from './ImageActionsMenu';

export const TILE_IMAGE_HEIGHT = 180;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow2,
  },
  selected: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorBrandStroke1}`,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
  },
  spacer: {
    flexGrow: 1,
  },
  picture: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: `${TILE_IMAGE_HEIGHT}px`,
    padding: 0,
    border: 'none',
    cursor: 'zoom-in',
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  image: {
    maxWidth: '100%',
    maxHeight: '100%',
    objectFit: 'contain',
  },
  greyscale: {
    filter: 'grayscale(1)',
    opacity: 0.6,
  },
  mark: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
  },
  name: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

export interface GalleryTileProps {
  image: Image;
  editable: boolean;
  selected: boolean;
  onSelect(image: Image, selected: boolean): void;
  onZoom(image: Image): void;
  onToggleFavourite(image: Image): void;
  handlers: ImageActionHandlers;
}

/**
 * One image of the gallery: its selection box, favourite star and actions, the picture at MEDIUM size
 * (greyscale with "Désactivée" when disabled) opening the zoom dialog on click or Enter, and its name.
 */
export function GalleryTile({ image, editable, selected, onSelect, onZoom, onToggleFavourite, handlers }: GalleryTileProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const imageSrc = useImageSrc();
  return (
    <li className={mergeClasses(styles.root, selected && styles.selected)} aria-label={image.name}>
      <div className={styles.bar}>
        <Checkbox
          checked={selected}
          onChange={(_event, data) => onSelect(image, data.checked === true)}
          aria-label={t('authors.view.gallery.select', { name: image.name })}
        />
        <span className={styles.spacer} />
        <FavouriteToggle image={image} editable={editable} onToggle={onToggleFavourite} />
        <ImageActionsMenu image={image} editable={editable} handlers={handlers} />
      </div>
      <button type="button" className={styles.picture} onClick={() => onZoom(image)} aria-label={t('authors.view.gallery.zoom', { name: image.name })}>
        <img
          src={imageSrc(image.id, 'MEDIUM', image.version)}
          alt=""
          loading="lazy"
          className={mergeClasses(styles.image, !image.enable && styles.greyscale)}
        />
        {!image.enable && (
          <Badge className={styles.mark} appearance="filled" color="subtle">
            {t('authors.view.gallery.disabledMark')}
          </Badge>
        )}
      </button>
      <Caption1 className={styles.name} title={image.name}>
        {image.name}
      </Caption1>
    </li>
  );
}
