import { useTranslation } from 'react-i18next';
import { useNoticeToasts } from '../../notifications/useNoticeToasts';
import { useRefreshPublications } from '../shared/publication-query';
import { usePublicationPdf } from './pdf-downloads';

/**
 * Always mounted while signed in: when core reports that a placard or printer PDF the user asked for
 * finished, failed or was dropped ('publications.processNotice'), the publication queries are read again
 * and, unless the system showed a notification already (`native`), a toast tells it, with "Ouvrir le PDF"
 * when it is ready.
 */
export function ProcessNotices() {
  const refresh = useRefreshPublications();
  const openPdf = usePublicationPdf();
  const { t } = useTranslation();

  useNoticeToasts('publications.processNotice', (notice) => {
    void refresh(notice.publicationId);
    if (notice.native) return null;
    const finished = notice.status === 'FINISHED';
    const owner = { id: notice.publicationId, name: notice.publicationName };
    return {
      message: notice.body,
      ok: finished,
      key: `process-${notice.publicationId}-${notice.kind}`,
      title: notice.title,
      ...(finished ? { action: { label: t('publications.workflow.notice.openPdf'), run: () => void openPdf(owner, notice.kind === 'PLACARD' ? 'placard' : 'BAT') } } : {}),
    };
  });

  return null;
}
