import { useTranslation } from 'react-i18next';
import { Badge, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Article } from '@shared/domain/article';
import { ArticleActionsMenu } from '../actions/ArticleActionsMenu';
import { DocumentInfo } from './DocumentInfo';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const STATUS_COLOR = { IN_PROGRESS: 'informative', READY: 'success', PUBLISHING: 'warning', PUBLISHED: 'brand' } as const;

/** The right column of the article and bundle views (spec 2 §2.5, §2.7): status, actions, information. */
export function DocumentSidePanel({ article }: { article: Article }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <aside className={styles.root} aria-label={t('articles.view.sidePanel')}>
      <section className={styles.section} aria-labelledby="document-status">
        <Subtitle2 as="h2" id="document-status" className={styles.heading}>
          {t('articles.view.status')}
        </Subtitle2>
        <div className={styles.status}>
          <Badge appearance="tint" color={STATUS_COLOR[article.status]}>
            {t(`articles.list.status.${article.status}`)}
          </Badge>
          {!article.isValid && (
            <Badge appearance="tint" color="danger">
              {t('articles.view.invalid')}
            </Badge>
          )}
          {article.isFrontCover && (
            <Badge appearance="tint" color="brand">
              {t('articles.view.frontCover')}
            </Badge>
          )}
        </div>
      </section>
      <section className={styles.section} aria-label={t('articles.view.actions')}>
        {/* Its own wordings and dialogs; `panel`: labelled buttons (spec 2 §4 Article). */}
        <ArticleActionsMenu article={{ ...article, authorCount: article.authors.length }} placement="panel" context="view" />
      </section>
      <section className={styles.section} aria-labelledby="document-info">
        <Subtitle2 as="h2" id="document-info" className={styles.heading}>
          {t('articles.view.information')}
        </Subtitle2>
        <DocumentInfo article={article} />
      </section>
    </aside>
  );
}
