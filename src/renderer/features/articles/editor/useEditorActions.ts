import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ProcessStatus } from '@shared/domain/publication';
import { isPlacardHidden } from '@shared/rules/article-workflow';
import { previewPath, type PreviewKind } from '@shared/rules/deep-link';
import { useAppConfig } from '../../../app/config';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useDownload } from '../../downloads/useDownload';
import { useNotify } from '../../notifications/useNotify';
import { isPlacardReadable, placardDownload } from '../actions/article-menu';

export interface EditorActions {
  downloadXml(): void;
  /** Absent while the document has no readable placard (FINISHED or OUT_OF_DATE), or its periodical has none. */
  downloadPdf: (() => void) | undefined;
  /** "Aperçu" (spec 2 §2.6 "opens the public view in a new tab"): the record's preview alone beside the editor, which stays as it is. */
  preview(): void;
  /** A renvoi's target document (issue 33), as « Aperçu » opens this one (its view redirects a bundle to its own). */
  openDocument(id: number): void;
}

/**
 * The side panel's actions: {id}.xml (spec 2 §7) and the placard PDF through the one download queue, the
 * PDF as the list's menu gives it (opened when done, OUT_OF_DATE too); the preview in a second window of the
 * desktop app (app.openPreview) or a new tab of the browser. The editor keeps its lock and its changes.
 */
export function useEditorActions({ documentId, isBundle, periodicalId }: { documentId: number | null; isBundle: boolean; periodicalId: string | null }): EditorActions {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const download = useDownload();
  const host = useAppConfig()?.host;
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
  const placard = isPlacardReadable(record.data?.lastAvailablePlacardProcessStatus ?? null) && periodicalId !== null && !isPlacardHidden(periodicalId);
  const kind = isBundle ? ('bundle' as const) : ('article' as const);
  const openBeside = (which: PreviewKind, record: number) => {
    // A tab is the page's own to open (a click, not blocked); the desktop app opens its window in main.
    if (host === 'electron') void bridge.invoke('app.openPreview', which, record).catch((error: unknown) => notify.error(bridgeErrorMessage(error, t, t('articles.editor.previewFailed'))));
    else window.open(previewPath(which, record), '_blank', 'noopener');
  };
  return {
    downloadXml: () => {
      void download({ label: t('articles.editor.downloadLabel', { id }), items: [{ path: `/api/${kind}/xml/${id}`, fileName: `${id}.xml`, entity }] });
    },
    downloadPdf: placard
      ? () => {
          void download({ label: t('articles.actions.downloads.placard', { id }), items: [placardDownload({ id, isBundle })] });
        }
      : undefined,
    preview: () => openBeside(kind, id),
    openDocument: (target) => openBeside('article', target),
  };
}
