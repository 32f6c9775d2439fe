import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Link,
  Toast,
  ToastBody,
  ToastFooter,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import type { PublicationProcessNotice } from '@shared/contract';
import { useBridge } from '../../../bridge/BridgeContext';
import { useRefreshPublications } from '../shared/publication-query';
import { usePdfDownloadFailures, usePublicationPdf } from './pdf-downloads';

/** The process notices' own toaster: the common notifier takes a message only, these need an action. */
const TOASTER_ID = 'publication-process-notices';
/** Spec 2 leaves it open; decision: a finished PDF stays long enough to be opened, a failure like an error. */
const NOTICE_TIMEOUT_MS = 10_000;
/** Just below the shell's top bar. */
const TOP_BAR_OFFSET = 56;

/** As the common notifier's "Fermer". */
const useStyles = makeStyles({
  close: { minWidth: 'auto', color: tokens.colorBrandForeground1 },
});

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
  const { t } = useTranslation();
  const styles = useStyles();
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);
  usePdfDownloadFailures();

  useEffect(
    () =>
      bridge.on('publications.processNotice', (notice: PublicationProcessNotice) => {
        void refresh(notice.publicationId);
        if (notice.native) return;
        const toastId = `${notice.publicationId}:${notice.kind}`;
        const finished = notice.status === 'FINISHED';
        const owner = { id: notice.publicationId, name: notice.publicationName };
        dispatchToast(
          <Toast>
            <ToastTitle
              action={
                <Button appearance="transparent" size="small" className={styles.close} onClick={() => dismissToast(toastId)}>
                  {t('notifications.close')}
                </Button>
              }
            >
              {notice.title}
            </ToastTitle>
            <ToastBody>{notice.body}</ToastBody>
            {finished && (
              <ToastFooter>
                <Link
                  as="button"
                  onClick={() => {
                    void openPdf(owner, notice.kind === 'PLACARD' ? 'placard' : 'BAT');
                    dismissToast(toastId);
                  }}
                >
                  {t('publications.workflow.notice.openPdf')}
                </Link>
              </ToastFooter>
            )}
          </Toast>,
          { toastId, intent: finished ? 'success' : 'error', timeout: NOTICE_TIMEOUT_MS, pauseOnHover: true, politeness: finished ? 'polite' : 'assertive' },
        );
      }),
    [bridge, refresh, openPdf, dispatchToast, dismissToast, styles, t],
  );

  // Top centre, under the top bar: clear of the common notifier (bottom-end) and of the page header's actions.
  return <Toaster toasterId={TOASTER_ID} position="top" offset={{ vertical: TOP_BAR_OFFSET }} limit={3} />;
}
