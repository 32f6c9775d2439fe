import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Spec 2 §2.10 (issue 13): being built. */
export function KyrielleAdministratePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.kyrielleAdministrate')} />;
}
