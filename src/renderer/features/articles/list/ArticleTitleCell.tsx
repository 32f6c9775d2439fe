import { useTranslation } from 'react-i18next';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ArticleRow } from '@shared/domain/article';
import { richTextToPlain } from '@shared/rules/rich-text';
import { RichText } from '../../../components/RichText';
import { inlineAuthors } from './article-display';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // Three lines at most, cut between words; the whole title in the tooltip (and in the page, for screen readers).
  title: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'break-word',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 3,
    overflow: 'hidden',
  },
  authors: { color: tokens.colorNeutralForeground3 },
});

/** The title with its marks (sanitised by RichText), and under it up to three authors then an ellipsis (spec 2 §2.4, §9). */
export function ArticleTitleCell({ article }: { article: ArticleRow }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { names, more } = inlineAuthors(article);
  return (
    <span className={styles.root}>
      {article.title.trim() ? (
        <span className={styles.title} title={richTextToPlain(article.title)}>
          <RichText value={article.title} />
        </span>
      ) : (
        <span className={styles.title}>{t('articles.list.noTitle')}</span>
      )}
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
