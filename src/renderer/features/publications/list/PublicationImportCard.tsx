import { useTranslation } from 'react-i18next';
import type { PublicationImportResult } from '@shared/domain/publication';
import { paths } from '../../../app/paths';
import { ImportResultCard } from '../../../components/ImportResultCard';
import { RouterLink } from '../../../components/RouterLink';

/** The publication import's result card (spec 2 §8): each publication with its status and, when not imported, its reasons. */
export function PublicationImportCard({ result }: { result: PublicationImportResult }) {
  const { t } = useTranslation();
  const done = result.items.filter((item) => item.status === 'DONE').length;
  return (
    <ImportResultCard
      title={t('publications.list.import.resultTitle')}
      summary={t('publications.list.import.summary', { count: result.items.length, done })}
      status={result.status}
      itemStatusLabel={(status) => t(`publications.list.import.itemStatus.${status}`)}
      items={result.items.map((item) => ({
        ...item,
        link:
          item.status === 'DONE' && item.publicationId !== null ? (
            <RouterLink to={paths.publicationOrganize(item.publicationId)} aria-label={t('publications.list.import.open', { name: item.name })}>
              {item.name}
            </RouterLink>
          ) : null,
      }))}
    />
  );
}
