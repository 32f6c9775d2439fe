import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, PersonRegular } from '@fluentui/react-icons';
import type { AuthorRow } from '@shared/domain/author';
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
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '20px',
  },
});

/** The author's image at THUMBNAIL size, or an icon (person or organisation) when there is none. */
export function AuthorThumbnail({ author }: { author: AuthorRow }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const imageSrc = useImageSrc();
  const [failed, setFailed] = useState<string | null>(null);
  const src = author.image ? imageSrc(author.image.id, 'THUMBNAIL', author.image.version) : null;
  if (src && failed !== src) {
    return <img className={styles.image} src={src} alt={t('authors.list.imageOf', { name: author.displayName })} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
  }
  return (
    <span className={styles.placeholder} role="img" aria-label={t('authors.list.noImage')}>
      {author.type === 'ORGANISATION' ? <BuildingRegular /> : <PersonRegular />}
    </span>
  );
}
