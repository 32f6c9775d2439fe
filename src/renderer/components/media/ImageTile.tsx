import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Badge, Caption1, Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ImageSize } from '@shared/domain/image';
import type { MediaItem } from './media-metadata';
import { MediaPicture, type PictureSource } from './MediaPicture';

/** Spec 1 §2 and §9, the grids of the image and ad lists: 3 columns, cells 500 high, tiles at most 380 wide. */
export const IMAGE_GRID = { columns: 3, cellHeight: 500, tileMaxWidth: 380 } as const;

/** 'gallery': the author gallery's small tiles (picture 180 high). 'grid': a list grid's cell (IMAGE_GRID). */
export type ImageTileVariant = 'gallery' | 'grid';
export const GALLERY_PICTURE_HEIGHT = 180;

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
  grid: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: `${IMAGE_GRID.tileMaxWidth}px`,
    height: `${IMAGE_GRID.cellHeight}px`,
  },
  selected: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorBrandStroke1}`,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    minHeight: '32px',
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
    padding: 0,
    border: 'none',
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  zoom: {
    cursor: 'zoom-in',
  },
  pictureGallery: {
    height: `${GALLERY_PICTURE_HEIGHT}px`,
  },
  pictureGrid: {
    flexGrow: 1,
    minHeight: 0,
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
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXS}`,
  },
});

interface ImageTileBaseProps {
  image: MediaItem & PictureSource;
  /** The rendition shown (default MEDIUM; THUMBNAIL where tiles are small and many). */
  rendition?: ImageSize;
  variant?: ImageTileVariant;
  /** Accessible name of the picture's button or link; default "Agrandir {name}" (onOpen) or "Ouvrir {name}" (to). */
  openLabel?: string;
  /** Shows the selection box "Sélectionner {name}" when given. */
  onSelectedChange?(selected: boolean): void;
  selected?: boolean;
  /** Buttons at the top right: favourite, actions menu, enable toggle... */
  actions?: ReactNode;
  /** Lines under the name: an ad's size label, a state badge... */
  children?: ReactNode;
  /** 'li' (default): tiles sit in a <ul> named by the screen. */
  as?: 'li' | 'div';
  className?: string;
}

/** The picture either opens something in place (the zoom dialog) or leads to a screen (an image's or ad's page). */
export type ImageTileProps = ImageTileBaseProps & ({ onOpen(): void; to?: never } | { to: string; onOpen?: never });

/**
 * The one tile of the product (author gallery, image and ad grids): an optional selection box and actions,
 * the picture (greyscale with "Désactivée" when disabled) as a native button or link named for the keyboard
 * and screen readers, and the name. The tile itself is named by the image's name.
 */
export function ImageTile(props: ImageTileProps) {
  const { image, rendition = 'MEDIUM', variant = 'gallery', onSelectedChange, selected = false, actions, children, className } = props;
  const Root = props.as ?? 'li';
  const { t } = useTranslation();
  const styles = useStyles();
  const pictureClass = mergeClasses(styles.picture, variant === 'grid' ? styles.pictureGrid : styles.pictureGallery);
  const picture = (
    <>
      <MediaPicture image={image} size={rendition} className={mergeClasses(styles.image, !image.enable && styles.greyscale)} />
      {!image.enable && (
        <Badge className={styles.mark} appearance="filled" color="subtle">
          {t('media.tile.disabledMark')}
        </Badge>
      )}
    </>
  );
  return (
    <Root
      className={mergeClasses(styles.root, variant === 'grid' && styles.grid, selected && styles.selected, className)}
      // A div is named only with a role: a group, as a list item is.
      role={Root === 'div' ? 'group' : undefined}
      aria-label={image.name}
    >
      {(onSelectedChange || actions) && (
        <div className={styles.bar}>
          {onSelectedChange && (
            <Checkbox
              checked={selected}
              onChange={(_event, data) => onSelectedChange(data.checked === true)}
              aria-label={t('media.tile.select', { name: image.name })}
            />
          )}
          <span className={styles.spacer} />
          {actions}
        </div>
      )}
      {props.to !== undefined ? (
        <PictureLink to={props.to} className={pictureClass} label={props.openLabel ?? t('media.tile.open', { name: image.name })}>
          {picture}
        </PictureLink>
      ) : (
        <button
          type="button"
          className={mergeClasses(pictureClass, styles.zoom)}
          onClick={props.onOpen}
          aria-label={props.openLabel ?? t('media.tile.zoom', { name: image.name })}
        >
          {picture}
        </button>
      )}
      <Caption1 className={styles.name} title={image.name}>
        {image.name}
      </Caption1>
      {children && <div className={styles.footer}>{children}</div>}
    </Root>
  );
}

/** A real link (middle-click, copy address) that navigates inside the app. */
function PictureLink({ to, className, label, children }: { to: string; className: string; label: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a href={href} onClick={onClick} className={className} aria-label={label}>
      {children}
    </a>
  );
}
