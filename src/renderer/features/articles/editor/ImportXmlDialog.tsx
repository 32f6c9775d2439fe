import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { EDITOR_XML_MAX_BYTES } from '@shared/domain/editor';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FileDropZone } from '../../../components/FileDropZone';
import { useNotify } from '../../notifications/useNotify';

export interface ImportXmlDialogProps {
  open: boolean;
  onClose(): void;
  /** The file's text, once the user confirmed that it replaces the editor's content. */
  onReplace(text: string, name: string): void;
}

/**
 * "Importer un fichier XML" (spec 2 §2.6): one .xml file, picked or dropped, replaces the editor's content
 * after a confirmation; nothing is saved until the user saves.
 */
export function ImportXmlDialog({ open, onClose, onReplace }: ImportXmlDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [picked, setPicked] = useState<File | null>(null);

  const take = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!/\.xml$/i.test(file.name)) {
      notify.error(t('articles.editor.importNotXml'));
      return;
    }
    setPicked(file);
  };

  const replace = async () => {
    const file = picked;
    if (!file) return;
    try {
      onReplace(await file.text(), file.name);
      setPicked(null);
      onClose();
    } catch {
      notify.error(t('articles.editor.importUnreadable', { name: file.name }));
      setPicked(null);
    }
  };

  return (
    <>
      <Dialog open={open && picked === null} onOpenChange={(_event, data) => !data.open && onClose()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('articles.editor.importTitle')}</DialogTitle>
            <DialogContent>
              <FileDropZone
                onFiles={(_sources, files) => take(files)}
                accept=".xml,application/xml,text/xml"
                acceptLabel="XML"
                multiple={false}
                maxBytes={EDITOR_XML_MAX_BYTES}
                label={t('articles.editor.importDrop')}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('articles.editor.close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={picked !== null}
        title={t('articles.editor.importConfirmTitle')}
        text={t('articles.editor.importConfirm', { name: picked?.name ?? '' })}
        confirmLabel={t('articles.editor.importReplace')}
        onConfirm={replace}
        onCancel={() => setPicked(null)}
      />
    </>
  );
}
