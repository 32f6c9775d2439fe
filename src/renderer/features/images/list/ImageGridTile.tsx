import { useTranslation } from 'react-i18next';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ImageRow } from '@shared/domain/image';
import { ImageTile } from '../../../components/media/ImageTile';
import { imagePagePath } from '../shared/image-links';
import type { ImageCommands } from '../shared/useImageActions';
import { ImageRowActions } from './ImageRowActions';
import { ImageStateBadge } from './ImageStateBadge';

const useStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export interface ImageGridTileProps {
  image: ImageRow;
  selected: boolean;
  onSelectedChange(): void;
  canManageImages: boolean;
  canManageAuthors: boolean;
  canManageAuthorImages: boolean;
  commands: ImageCommands;
}

/**
 * An image of the grid view (spec 1 §2, §9): the shared tile, 380 wide at most in a cell 500 high, at
 * MEDIUM (greyscale when disabled), leading to the image's page — or its author's for an author image —
 * with the row's actions, its collection and size, and its state.
 */
export function ImageGridTile({ image, selected, onSelectedChange, commands, ...rights }: ImageGridTileProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const collection = t(`images.collections.${image.collection}`);
  return (
    <ImageTile
      image={image}
      variant="grid"
      rendition="MEDIUM"
      to={imagePagePath(image)}
      selected={selected}
      onSelectedChange={onSelectedChange}
      actions={<ImageRowActions image={image} commands={commands} {...rights} />}
    >
      <span className={styles.facts}>
        <Caption1 className={styles.muted}>{image.authorName ? `${collection} · ${image.authorName}` : `${collection} · ${image.id}`}</Caption1>
        <Caption1 className={styles.muted}>
          {t('images.list.sizeValue', { width: image.meta.width, height: image.meta.height, type: t(`media.mimeTypes.${image.mimeType}`) })}
        </Caption1>
      </span>
      <ImageStateBadge enable={image.enable} />
    </ImageTile>
  );
}
