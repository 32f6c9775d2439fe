import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessStatus, PublicationDetail } from '@shared/domain/publication';
import { SummaryCard } from '../../plan-organise/SummaryCard';
import { formatDate } from '../../../i18n/dates';
import { CoverArticlePreview, CoverImagePreview } from '../shared/CoverPreview';

/** The publication summary of spec 2 §2.3: name, title, status, dates, its placard and printer PDF, its cover. */
export function PublicationSummary({ publication }: { publication: PublicationDetail }) {
  const { t } = useTranslation();
  const process = (status: ProcessStatus | null) => (status ? t(`publications.organise.summary.processes.${status}`) : t('publications.organise.summary.none'));
  const start = formatDate(publication.startDate);
  const dates =
    publication.endDate && publication.endDate !== publication.startDate
      ? t('publications.organise.summary.datesValue', { start, end: formatDate(publication.endDate) })
      : t('publications.organise.summary.dateValue', { start });
  const rows: [string, ReactNode][] = [
    [t('publications.organise.summary.name'), publication.name],
    [t('publications.organise.summary.status'), t(`publications.organise.summary.statuses.${publication.status}`)],
    [t('publications.organise.summary.title'), publication.title ?? '—'],
    [t('publications.organise.summary.dates'), dates],
    [t('publications.organise.summary.placard'), process(publication.lastRequestPlacardProcessStatus)],
    [t('publications.organise.summary.printerPdf'), process(publication.lastPrinterPdfProcessStatus)],
  ];
  // The cover (DEF, GPL) by what the server says of it (spec 2 §7 GET /api/illustration/{imageId}, GET /api/articleBase/{articleId}).
  if (publication.imageId !== null) rows.push([t('publications.organise.summary.coverImage'), <CoverImagePreview key="image" id={publication.imageId} />]);
  if (publication.articleId !== null) rows.push([t('publications.organise.summary.coverArticle'), <CoverArticlePreview key="article" id={publication.articleId} />]);
  return <SummaryCard label={t('publications.organise.summary.label')} rows={rows} />;
}
