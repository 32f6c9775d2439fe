import { useCallback, useEffect } from 'react';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { downloadsAtom } from '../../downloads/downloads-atoms';
import { useDownload } from '../../downloads/useDownload';
import { useNotify } from '../../notifications/useNotify';

/** GET /api/publication/download/{id}/placard and /BAT (spec 2 §7). */
export type PublicationPdfKind = 'placard' | 'BAT';

export interface PdfOwner {
  id: number;
  name: string;
}

export const publicationPdfPath = (id: number, kind: PublicationPdfKind) => `/api/publication/download/${id}/${kind}`;

/** The statuses with wording of their own (spec 2 §8 "keyed by HTTP status"); others read the entity's generic one. */
const DOWNLOAD_ERROR_KEYS: Readonly<Record<number, 'publications.workflow.downloadErrors.PUBLICATION.403' | 'publications.workflow.downloadErrors.PUBLICATION.404'>> = {
  403: 'publications.workflow.downloadErrors.PUBLICATION.403',
  404: 'publications.workflow.downloadErrors.PUBLICATION.404',
};

/** The PDF batches asked for (batch id -> publication name): a failure is told whatever page the user is on. */
const watchedPdfBatchesAtom = atom<ReadonlyMap<string, string>>(new Map<string, string>());

/**
 * Downloads a placard or printer PDF through the one download queue and opens it when done ("PDF blob
 * opened in a new window", spec 2 §7); the batch is watched so that a failure is told (spec 2 §8).
 */
export function usePublicationPdf(): (publication: PdfOwner, kind: PublicationPdfKind) => Promise<void> {
  const download = useDownload();
  const setWatched = useSetAtom(watchedPdfBatchesAtom);
  const { t } = useTranslation();
  return useCallback(
    async ({ id, name }, kind) => {
      const batchId = await download({
        label: t(`publications.workflow.pdfLabel.${kind}`, { name }),
        items: [{ path: publicationPdfPath(id, kind), fileName: `${name}_${kind}.pdf`, openWhenDone: 'pdf' }],
      });
      if (batchId !== null) setWatched((map) => new Map(map).set(batchId, name));
    },
    [download, setWatched, t],
  );
}

/**
 * Tells a failed publication PDF download (spec 2 §8: "generic error keyed by HTTP status and entity type
 * PUBLICATION"), followed by the server's French reason. Mounted once (ProcessNotices).
 */
export function usePdfDownloadFailures(): void {
  const [watched, setWatched] = useAtom(watchedPdfBatchesAtom);
  const downloads = useAtomValue(downloadsAtom);
  const notify = useNotify();
  const { t } = useTranslation();
  useEffect(() => {
    if (watched.size === 0 || !downloads) return;
    const settled: string[] = [];
    for (const [batchId, name] of watched) {
      const batch = downloads.batches.find((b) => b.id === batchId);
      if (!batch || batch.done + batch.failed + batch.cancelled < batch.total) continue;
      settled.push(batchId);
      if (batch.failed === 0) continue;
      const failed = downloads.items.find((i) => i.batchId === batchId && i.status === 'failed');
      const reason = failed?.error;
      const key = (failed?.httpStatus != null ? DOWNLOAD_ERROR_KEYS[failed.httpStatus] : undefined) ?? 'publications.workflow.downloadErrors.PUBLICATION.other';
      const message = t(key, { name });
      notify.error(reason ? t('publications.workflow.errors.withReason', { message, reason }) : message);
    }
    if (settled.length > 0) {
      setWatched((map) => {
        const next = new Map(map);
        for (const id of settled) next.delete(id);
        return next;
      });
    }
  }, [watched, downloads, notify, setWatched, t]);
}
