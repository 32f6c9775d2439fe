import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BundleDetail } from '@shared/domain/bundle';
import { BUNDLE_TYPE_LABELS } from '@shared/domain/publication';
import { SummaryCard } from '../../plan-organise/SummaryCard';
import { formatDateTime } from '../../../i18n/dates';

/** When the plan was last saved, and by whom; null when the answer does not say (spec 2 §3 has neither). */
function planSaved(t: TFunction, { planModificationDate: date, planModificationUser: user }: BundleDetail): string | null {
  if (date === undefined) return null;
  return user ? t('articles.view.info.dateBy', { date: formatDateTime(date), user }) : formatDateTime(date);
}

/**
 * The bundle header summary of spec 2 §2.7: type, template, status, publication, the plan's last save. The template
 * and the last save are the reference server's extensions: « Non communiqué » when the answer does not give them,
 * « — » for a bundle made without a template.
 */
export function BundleSummary({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation();
  const untold = t('bundles.summary.untold');
  const type = bundle.type === 'UNKNOWN' ? t('articles.list.types.UNKNOWN') : BUNDLE_TYPE_LABELS[bundle.type];
  const rows: [string, string][] = [
    [t('bundles.summary.type'), type],
    [t('bundles.summary.template'), bundle.bundlePlanName === undefined ? untold : (bundle.bundlePlanName ?? '—')],
    [t('bundles.summary.status'), t(`articles.list.status.${bundle.status}`)],
    [t('bundles.summary.publication'), bundle.publication ?? t('articles.view.info.none')],
    [t('bundles.summary.planNode'), bundle.planNode?.name ?? t('articles.view.info.none')],
    [t('bundles.summary.planSaved'), planSaved(t, bundle) ?? untold],
  ];
  return <SummaryCard label={t('bundles.summary.label')} rows={rows} />;
}
