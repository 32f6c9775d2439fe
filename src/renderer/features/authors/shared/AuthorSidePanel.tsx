import { useTranslation } from 'react-i18next';
import { Badge, Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Author } from '@shared/domain/author';
import type { ArticleRef } from '@shared/domain/image';
import { AUTHOR_PANEL_TITLE_LENGTH, plainText, truncate } from '@shared/rules/format';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../components/RouterLink';
import { useDefinitionListStyles } from '../../../components/definition-list-styles';
import { useCanOpen } from '../../auth/useAuth';
import { formatDateTime } from '../../../i18n/dates';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  heading: {
    margin: 0,
  },
  articles: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  article: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
  },
  articleTitle: {
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  muted: {
    color: tokens.colorNeutralForeground3,
  },
});

export interface AuthorSidePanelProps {
  author: Pick<
    Author,
    'id' | 'knkId' | 'enable' | 'creationDate' | 'creationUser' | 'modificationDate' | 'modificationUser' | 'lastArticlesModified'
  >;
  className?: string;
}

/** "Revue de droit des sociétés : la ré [...]": the title as text, cut at 40 characters (spec 1 §9). */
export function panelArticleTitle(title: string): string {
  return truncate(plainText(title), AUTHOR_PANEL_TITLE_LENGTH);
}

function articlePath(ref: ArticleRef): string {
  return ref.type === 'BUNDLE' ? paths.bundle(ref.articleId) : paths.view('article', ref.articleId);
}

/**
 * The side panel of the author pages (spec 1 §2), on the view and on the edit screen: enabled or disabled,
 * identifiers, creation and modification (Paris time, with the users), the articles or bundles citing the
 * author most recently modified, and "Voir tout" to the article list filtered by the author.
 */
export function AuthorSidePanel({ author, className }: AuthorSidePanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const definitionList = useDefinitionListStyles();
  const dateBy = (date: string, user: string | null) =>
    user ? t('authors.view.panel.dateBy', { date: formatDateTime(date), user }) : formatDateTime(date);
  const seeAll = `${paths.list('article')}?authorFilter=${author.id}`;
  // Titles stay; links to the article screens only for those who may open them.
  const canOpenArticles = useCanOpen('article');
  return (
    <aside className={mergeClasses(styles.root, className)} aria-label={t('authors.view.panel.label')}>
      <div>
        <Badge appearance="filled" color={author.enable ? 'success' : 'danger'} size="large">
          {author.enable ? t('authors.view.panel.enabled') : t('authors.view.panel.disabled')}
        </Badge>
      </div>

      <section className={styles.section}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('authors.view.panel.identifiers')}
        </Subtitle2>
        <dl className={definitionList.list}>
          <dt className={definitionList.term}>{t('authors.view.panel.id')}</dt>
          <dd className={definitionList.value}>{author.id}</dd>
          <dt className={definitionList.term}>{t('authors.view.panel.knk')}</dt>
          <dd className={definitionList.value}>{author.knkId ?? t('authors.view.panel.none')}</dd>
          <dt className={definitionList.term}>{t('authors.view.panel.created')}</dt>
          <dd className={definitionList.value}>{dateBy(author.creationDate, author.creationUser)}</dd>
          <dt className={definitionList.term}>{t('authors.view.panel.modified')}</dt>
          <dd className={definitionList.value}>{dateBy(author.modificationDate, author.modificationUser)}</dd>
        </dl>
      </section>

      <section className={styles.section}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('authors.view.panel.recent')}
        </Subtitle2>
        {author.lastArticlesModified.length === 0 ? (
          <Caption1 className={styles.muted}>{t('authors.view.panel.noRecent')}</Caption1>
        ) : (
          <ul className={styles.articles}>
            {author.lastArticlesModified.map((ref) => (
              <li key={`${ref.type}-${ref.articleId}`} className={styles.article}>
                <Badge appearance="outline" color={ref.type === 'BUNDLE' ? 'informative' : 'brand'} size="small">
                  {t(`authors.view.panel.types.${ref.type}`)}
                </Badge>
                {canOpenArticles ? (
                  <RouterLink to={articlePath(ref)} className={styles.articleTitle}>
                    {panelArticleTitle(ref.title)}
                  </RouterLink>
                ) : (
                  <span className={styles.articleTitle}>{panelArticleTitle(ref.title)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {canOpenArticles && (
          <div>
            <RouterLink to={seeAll}>{t('authors.view.panel.seeAll')}</RouterLink>
          </div>
        )}
      </section>
    </aside>
  );
}
