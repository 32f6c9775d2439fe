import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { RichText } from '../../../components/RichText';
import { MediaPicture } from '../../../components/media/MediaPicture';
import { useCoverArticle, useCoverImage } from './cover-queries';

const useStyles = makeStyles({
  line: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  thumbnail: { width: '32px', height: '32px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
});

/** The cover image by its thumbnail and name; its number while it loads or when it cannot be read. */
export function CoverImagePreview({ id }: { id: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const image = useCoverImage(id).data;
  if (!image) return <span>{t('publications.list.dialog.imageNumber', { id })}</span>;
  return (
    <span className={styles.line}>
      <MediaPicture image={image} size="THUMBNAIL" className={styles.thumbnail} />
      <span>{t('publications.list.dialog.imageOption', { name: image.name, id })}</span>
    </span>
  );
}

/** The cover article by its title and periodical; its number while it loads or when it cannot be read. */
export function CoverArticlePreview({ id }: { id: number }) {
  const { t } = useTranslation();
  const article = useCoverArticle(id).data;
  if (!article) return <span>{t('publications.list.dialog.articleNumber', { id })}</span>;
  return (
    <span>
      <RichText value={article.title} /> {t('publications.list.dialog.articleOf', { periodical: article.periodicalId, id })}
    </span>
  );
}
