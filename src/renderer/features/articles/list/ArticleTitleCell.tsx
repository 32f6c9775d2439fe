import { useTranslation } from 'react-i18next';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ArticleRow } from '@shared/domain/article';
import { RichText } from '../../../components/RichText';
import { inlineAuthors } from './article-display';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  authors: { color: tokens.colorNeutralForeground3 },
});

/** The title with its marks (sanitised by RichText), and under it up to three authors then an ellipsis (spec 2 §2.4, §9). */
export function ArticleTitleCell({ article }: { article: ArticleRow }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { names, more } = inlineAuthors(article);
  return (
    <span className={styles.root}>
      {article.title.trim() ? <RichText className={styles.title} value={article.title} /> : <span className={styles.title}>{t('articles.list.noTitle')}</span>}
      {names.length > 0 && (
        <Caption1 className={styles.authors}>
          {names.join(', ')}
          {more > 0 && (
            <>
              {', '}
              <abbr title={t('articles.list.moreAuthorsLabel', { count: more })} aria-label={t('articles.list.moreAuthorsLabel', { count: more })}>
                {t('articles.list.moreAuthors')}
              </abbr>
            </>
          )}
        </Caption1>
      )}
    </span>
  );
}
