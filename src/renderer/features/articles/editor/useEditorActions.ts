import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ProcessStatus } from '@shared/domain/publication';
import { isPlacardHidden } from '@shared/rules/article-workflow';
import { useBridge } from '../../../bridge/BridgeContext';
import { useDownload } from '../../downloads/useDownload';

export interface EditorActions {
  downloadXml(): void;
  /** Absent while the document has no finished placard (or its periodical has none). */
  downloadPdf: (() => void) | undefined;
}

/** The side panel's downloads, through the one download queue: {id}.xml (spec 2 §7) and the placard PDF. */
export function useEditorActions({ documentId, isBundle, periodicalId }: { documentId: number | null; isBundle: boolean; periodicalId: string | null }): EditorActions {
  const { t } = useTranslation();
  const bridge = useBridge();
  const download = useDownload();
  const id = documentId ?? 0;
  const entity = isBundle ? ('BUNDLE' as const) : ('ARTICLE' as const);
  // The record says whether a placard is available; without it (not found, no right) there is no PDF button.
  const record = useQuery({
    queryKey: [isBundle ? 'bundles' : 'articles', 'detail', id],
    queryFn: async (): Promise<{ lastAvailablePlacardProcessStatus: ProcessStatus | null }> =>
      isBundle ? bridge.invoke('bundles.get', id) : bridge.invoke('articles.get', id),
    enabled: documentId !== null,
    retry: false,
  });
  const placard = record.data?.lastAvailablePlacardProcessStatus === 'FINISHED' && periodicalId !== null && !isPlacardHidden(periodicalId);
  return {
    downloadXml: () => {
      void download({ label: t('articles.editor.downloadLabel', { id }), items: [{ path: `/api/${isBundle ? 'bundle' : 'article'}/xml/${id}`, fileName: `${id}.xml`, entity }] });
    },
    downloadPdf: placard
      ? () => {
          void download({ label: t('articles.editor.pdfLabel', { id }), items: [{ path: `/api/article/download/${id}/placard`, fileName: `placard-${id}.pdf`, entity }] });
        }
      : undefined,
  };
}
