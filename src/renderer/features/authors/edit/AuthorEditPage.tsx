import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder until the authors screens land (issue 4). */
export function AuthorEditPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.authorEdit')} />;
}
