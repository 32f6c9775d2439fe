import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ProcessStatus, PublicationDetail } from '@shared/domain/publication';
import { useDefinitionListStyles } from '../../../components/definition-list-styles';
import { formatDate } from '../../../i18n/dates';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  list: { gridTemplateColumns: 'auto minmax(0, 1fr) auto minmax(0, 1fr)' },
});

/** The publication summary of spec 2 §2.3: name, title, status, dates, its placard and printer PDF. */
export function PublicationSummary({ publication }: { publication: PublicationDetail }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dl = useDefinitionListStyles();
  const process = (status: ProcessStatus | null) => (status ? t(`publications.organise.summary.processes.${status}`) : t('publications.organise.summary.none'));
  const start = formatDate(publication.startDate);
  const dates =
    publication.endDate && publication.endDate !== publication.startDate
      ? t('publications.organise.summary.datesValue', { start, end: formatDate(publication.endDate) })
      : t('publications.organise.summary.dateValue', { start });
  const rows: [string, string][] = [
    [t('publications.organise.summary.name'), publication.name],
    [t('publications.organise.summary.status'), t(`publications.organise.summary.statuses.${publication.status}`)],
    [t('publications.organise.summary.title'), publication.title ?? '—'],
    [t('publications.organise.summary.dates'), dates],
    [t('publications.organise.summary.placard'), process(publication.lastRequestPlacardProcessStatus)],
    [t('publications.organise.summary.printerPdf'), process(publication.lastPrinterPdfProcessStatus)],
  ];
  return (
    <section aria-label={t('publications.organise.summary.label')} className={styles.root}>
      <dl className={`${dl.list} ${styles.list}`}>
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
