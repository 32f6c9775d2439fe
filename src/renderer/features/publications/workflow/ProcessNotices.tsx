import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicationProcessNotice } from '@shared/contract';
import { useBridge } from '../../../bridge/BridgeContext';
import { useNotify } from '../../notifications/useNotify';
import { useRefreshPublications } from '../shared/publication-query';
import { usePdfDownloadFailures, usePublicationPdf } from './pdf-downloads';

/** Spec 2 leaves it open; decision: a finished PDF stays long enough to be opened, a failure like an error. */
const NOTICE_AUTO_HIDE_MS = 10_000;

/**
 * Always mounted while signed in: when core reports that a placard or printer PDF the user asked for
 * finished, failed or was dropped ('publications.processNotice'), the publication queries are read again
 * and, unless the system showed a notification already (`native`), a toast tells it, with "Ouvrir le PDF"
 * when it is ready. Also tells a failed PDF download (usePdfDownloadFailures).
 */
export function ProcessNotices() {
  const bridge = useBridge();
  const refresh = useRefreshPublications();
  const openPdf = usePublicationPdf();
  const notify = useNotify();
  const { t } = useTranslation();
  usePdfDownloadFailures();

  useEffect(
    () =>
      bridge.on('publications.processNotice', (notice: PublicationProcessNotice) => {
        void refresh(notice.publicationId);
        if (notice.native) return;
        const finished = notice.status === 'FINISHED';
        const owner = { id: notice.publicationId, name: notice.publicationName };
        notify.enqueue(notice.body, {
          variant: finished ? 'success' : 'error',
          key: `process-${notice.publicationId}-${notice.kind}`,
          title: notice.title,
          autoHideMs: NOTICE_AUTO_HIDE_MS,
          ...(finished
            ? { action: { label: t('publications.workflow.notice.openPdf'), run: () => void openPdf(owner, notice.kind === 'PLACARD' ? 'placard' : 'BAT') } }
            : {}),
        });
      }),
    [bridge, refresh, openPdf, notify, t],
  );

  return null;
}
