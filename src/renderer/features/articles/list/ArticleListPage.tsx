import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Scaffold while the screen is being built (issue 11). */
export function ArticleListPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.articleList')} />;
}
