import { useTranslation } from 'react-i18next';
import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Star20Filled, Star20Regular } from '@fluentui/react-icons';
import type { AuthorImage } from '@shared/domain/image';
import { useOnlineOnly } from '../../connectivity/useOnlineOnly';

const useStyles = makeStyles({
  star: {
    color: tokens.colorPaletteMarigoldForeground1,
  },
  readOnly: {
    display: 'inline-flex',
    padding: tokens.spacingHorizontalXS,
  },
});

export interface FavouriteToggleProps {
  image: AuthorImage;
  /** Given where the favourite may be changed; without it, the star is a mark. */
  onToggle?(image: AuthorImage): void;
}

/**
 * The favourite star of an image: a toggle where the favourite may be changed (a disabled image cannot be the
 * favourite), a mark otherwise (shown only on the favourite).
 */
export function FavouriteToggle({ image, onToggle }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const online = useOnlineOnly();
  if (!onToggle) {
    if (!image.fav) return null;
    return (
      <span className={styles.readOnly} role="img" aria-label={t('authors.view.gallery.favourite')} title={t('authors.view.gallery.favourite')}>
        <Star20Filled className={styles.star} aria-hidden="true" />
      </span>
    );
  }
  const label = image.fav ? t('authors.view.gallery.unsetFavourite', { name: image.name }) : t('authors.view.gallery.setFavourite', { name: image.name });
  return (
    <Tooltip content={online.tooltip ? `${label} (${online.tooltip})` : label} relationship="label" withArrow>
      <Button
        appearance="subtle"
        size="small"
        aria-pressed={image.fav}
        disabled={!image.enable}
        disabledFocusable={image.enable && online.disabled}
        icon={image.fav ? <Star20Filled className={styles.star} /> : <Star20Regular />}
        onClick={() => onToggle(image)}
      />
    </Tooltip>
  );
}
