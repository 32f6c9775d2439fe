import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../downloads/useDownload';

/** GET /api/publication/download/{id}/placard and /BAT (spec 2 §7). */
export type PublicationPdfKind = 'placard' | 'BAT';

export interface PdfOwner {
  id: number;
  name: string;
}

export const publicationPdfPath = (id: number, kind: PublicationPdfKind) => `/api/publication/download/${id}/${kind}`;

/**
 * Downloads a placard or printer PDF through the one download queue and opens it when done ("PDF blob
 * opened in a new window", spec 2 §7); a failure is told by useDownloadFailureNotices (spec 2 §8, entity
 * PUBLICATION).
 */
export function usePublicationPdf(): (publication: PdfOwner, kind: PublicationPdfKind) => Promise<void> {
  const download = useDownload();
  const { t } = useTranslation();
  return useCallback(
    async ({ id, name }, kind) => {
      await download({
        label: t(`publications.workflow.pdfLabel.${kind}`, { name }),
        items: [{ path: publicationPdfPath(id, kind), fileName: `${name}_${kind}.pdf`, openWhenDone: 'pdf', entity: 'PUBLICATION' }],
      });
    },
    [download, t],
  );
}
