import { useTranslation } from 'react-i18next';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { BundleDetail } from '@shared/domain/bundle';
import { BUNDLE_TYPE_LABELS } from '@shared/domain/publication';
import { useDefinitionListStyles } from '../../../components/definition-list-styles';
import { formatDateTime } from '../../../i18n/dates';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  list: { gridTemplateColumns: 'auto minmax(0, 1fr) auto minmax(0, 1fr)' },
});

/** The bundle header summary of spec 2 §2.7: type, template, status, publication, the plan's last save. */
export function BundleSummary({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dl = useDefinitionListStyles();
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
  return (
    <section aria-label={t('bundles.summary.label')} className={styles.root}>
      <dl className={mergeClasses(dl.list, styles.list)}>
        {rows.map(([term, value]) => (
          <div key={term} className={dl.row}>
            <dt className={dl.term}>{term}</dt>
            <dd className={dl.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
