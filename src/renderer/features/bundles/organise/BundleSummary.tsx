import { useTranslation } from 'react-i18next';
import type { BundleDetail } from '@shared/domain/bundle';
import { BUNDLE_TYPE_LABELS } from '@shared/domain/publication';
import { SummaryCard } from '../../plan-organise/SummaryCard';
import { formatDateTime } from '../../../i18n/dates';

/** The bundle header summary of spec 2 §2.7: type, template, status, publication, the plan's last save. */
export function BundleSummary({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation();
  const type = bundle.type === 'UNKNOWN' ? t('articles.list.types.UNKNOWN') : BUNDLE_TYPE_LABELS[bundle.type];
  const saved = bundle.planModificationUser
    ? t('articles.view.info.dateBy', { date: formatDateTime(bundle.planModificationDate), user: bundle.planModificationUser })
    : formatDateTime(bundle.planModificationDate);
  const rows: [string, string][] = [
    [t('bundles.summary.type'), type],
    [t('bundles.summary.template'), bundle.bundlePlanName ?? '—'],
    [t('bundles.summary.status'), t(`articles.list.status.${bundle.status}`)],
    [t('bundles.summary.publication'), bundle.publication ?? t('articles.view.info.none')],
    [t('bundles.summary.planNode'), bundle.planNode?.name ?? t('articles.view.info.none')],
    [t('bundles.summary.planSaved'), saved],
  ];
  return <SummaryCard label={t('bundles.summary.label')} rows={rows} />;
}
