import { useTranslation } from 'react-i18next';
import { Body1, Button, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { FormDialog } from '../../../components/form/FormDialog';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { DiffTable } from './DiffTable';
import { ImportCounts } from './ImportCounts';
import type { PendingImport } from './useReferentialImport';

interface ImportPreviewDialogProps {
  name: string;
  pending: PendingImport | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The preview of an import: what it adds, changes and removes; "Annuler" or "Confirmer l’import". One computed
 * by this client (a back-office without a dry run) says so: the server has not checked the file yet.
 */
export function ImportPreviewDialog({ name, pending, onConfirm, onCancel }: ImportPreviewDialogProps) {
  const { t } = useTranslation();
  const preview = pending?.preview;
  const busy = pending?.applying ?? false;
  const nothing = preview ? preview.added.length + preview.changed.length + preview.removed.length === 0 : false;
  return (
    <FormDialog
      open={pending !== null}
      title={t('referentials.preview.title', { name })}
      width="wide"
      busy={busy}
      onClose={onCancel}
      failure={pending?.failure ?? null}
      failureTitle={t('referentials.preview.failureTitle')}
      // Confirming an import is not saving a form: Ctrl+S leaves it to the button.
      onSave={null}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <OnlineOnlyButton appearance="primary" onClick={onConfirm} disabled={busy || nothing}>
            {t('referentials.preview.confirm')}
          </OnlineOnlyButton>
        </>
      }
    >
      {preview && (
        <>
          <Body1>{t('referentials.preview.file', { file: preview.fileName, format: t(`referentials.formats.${preview.format}`) })}</Body1>
          {preview.previewedBy === 'client' && (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{t('referentials.preview.onClientTitle')}</MessageBarTitle>
                {t('referentials.preview.onClient')}
              </MessageBarBody>
            </MessageBar>
          )}
          <ImportCounts diff={preview} />
          {nothing && <Body1>{t('referentials.preview.noChange')}</Body1>}
          <DiffTable title={t('referentials.preview.added')} kind="added" columns={preview.columns} rows={preview.added} />
          <DiffTable title={t('referentials.preview.changed')} kind="changed" columns={preview.columns} changes={preview.changed} />
          <DiffTable title={t('referentials.preview.removed')} kind="removed" columns={preview.columns} rows={preview.removed} />
        </>
      )}
    </FormDialog>
  );
}
