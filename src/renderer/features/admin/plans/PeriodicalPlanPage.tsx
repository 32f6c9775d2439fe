import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Spec 2 §2.9 (issue 12): being built. */
export function PeriodicalPlanPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.periodicalPlan')} />;
}
