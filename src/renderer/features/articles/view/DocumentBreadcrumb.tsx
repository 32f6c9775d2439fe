import { useTranslation } from 'react-i18next';
import type { Article } from '@shared/domain/article';
import { plainText } from '@shared/rules/format';
import { sectionPath } from '@shared/rules/navigation';
import { paths } from '../../../app/paths';
import { Breadcrumb, type Crumb } from '../../../components/Breadcrumb';

/** "12 — Titre sans balises" (the trail's last step and the page's title). */
export function documentName(article: Pick<Article, 'id' | 'title'>): string {
  const title = plainText(article.title);
  return title ? `${article.id} — ${title}` : String(article.id);
}

/**
 * Spec 2 §2.5: periodical id (the article list of that periodical), publication periodicalId_year_number
 * (its organise page), then the article or bundle, id and title. An article of a bundle has its bundle between.
 */
export function DocumentBreadcrumb({ article }: { article: Article }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ key: 'periodical', label: article.periodicalId, to: `${sectionPath('article')}?periodicalFilter=${encodeURIComponent(article.periodicalId)}` }];
  if (article.publicationId !== null && article.publication) crumbs.push({ key: 'publication', label: article.publication, to: paths.publicationOrganize(article.publicationId) });
  if (!article.isBundle && article.bundleId !== null) crumbs.push({ key: 'bundle', label: t('articles.view.info.bundleValue', { id: article.bundleId }), to: paths.bundle(article.bundleId) });
  crumbs.push({ key: 'document', label: documentName(article), to: null });
  return <Breadcrumb crumbs={crumbs} />;
}
