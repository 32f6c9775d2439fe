import { useTranslation } from 'react-i18next';
import type { ProcessStatus, PublicationDetail } from '@shared/domain/publication';
import { SummaryCard } from '../../plan-organise/SummaryCard';
import { formatDate } from '../../../i18n/dates';

/** The publication summary of spec 2 §2.3: name, title, status, dates, its placard and printer PDF. */
export function PublicationSummary({ publication }: { publication: PublicationDetail }) {
  const { t } = useTranslation();
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
  return <SummaryCard label={t('publications.organise.summary.label')} rows={rows} />;
}
