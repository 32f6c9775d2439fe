import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { EDITOR_WORD_MAX_BYTES, type EditorImport } from '@shared/domain/editor';
import type { DocumentKind } from '@shared/domain/publication';
import type { FileSource } from '@shared/schemas';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FileDropZone } from '../../../components/FileDropZone';
import { useNotify } from '../../notifications/useNotify';

export interface ImportXmlDialogProps {
  open: boolean;
  /** The document's kind: where a Word document's text goes (an article's body, a bundle's presentation). */
  kind: DocumentKind;
  onClose(): void;
  /** The imported file, once the user confirmed that it replaces the editor's content (or its body). */
  onConfirm(imported: EditorImport): void;
}

const ACCEPT = '.xml,.docx,application/xml,text/xml,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * "Importer un fichier" of the editor (spec 2 §2.6, §5 "Article editor import accepts .xml and .docx"): one
 * file, picked or dropped, read and checked by core (an XML document, or a Word document converted to the
 * schema's blocks), then put in the editor after a confirmation; nothing is saved until the user saves.
 */
export function ImportXmlDialog({ open, kind, onClose, onConfirm }: ImportXmlDialogProps) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const [reading, setReading] = useState<string | null>(null);
  const [imported, setImported] = useState<EditorImport | null>(null);

  const take = async (sources: FileSource[], files: File[]) => {
    const [source] = sources;
    const name = files[0]?.name ?? '';
    if (!source) return;
    setReading(name);
    try {
      setImported(await bridge.invoke('editor.readImport', source, kind));
    } catch (error) {
      notify.error(bridgeErrorMessage(error, t, t('articles.editor.importUnreadable', { name })));
    } finally {
      setReading(null);
    }
  };

  const confirm = (): Promise<void> => {
    if (imported) {
      onConfirm(imported);
      setImported(null);
      onClose();
    }
    return Promise.resolve();
  };

  const word = imported?.format === 'WORD' ? imported : null;
  const confirmText = word
    ? [t('articles.editor.importWordConfirm', { name: word.name }), word.droppedImages > 0 ? t('articles.editor.importWordImages', { count: word.droppedImages }) : '']
        .filter(Boolean)
        .join(' ')
    : t('articles.editor.importConfirm', { name: imported?.name ?? '' });

  return (
    <>
      <Dialog open={open && imported === null} onOpenChange={(_event, data) => !data.open && onClose()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('articles.editor.importTitle')}</DialogTitle>
            <DialogContent>
              {reading === null ? (
                <FileDropZone
                  onFiles={(sources, files) => void take(sources, files)}
                  accept={ACCEPT}
                  acceptLabel={t('articles.editor.importAccept')}
                  multiple={false}
                  maxBytes={EDITOR_WORD_MAX_BYTES}
                  label={t('articles.editor.importDrop')}
                />
              ) : (
                <Spinner label={t('articles.editor.importReading', { name: reading })} />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('articles.editor.close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={imported !== null}
        title={t(word ? 'articles.editor.importWordConfirmTitle' : 'articles.editor.importConfirmTitle')}
        text={confirmText}
        confirmLabel={t('articles.editor.importReplace')}
        onConfirm={confirm}
        onCancel={() => setImported(null)}
      />
    </>
  );
}
