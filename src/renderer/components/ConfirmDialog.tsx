import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { OnlineOnlyButton } from '../features/connectivity/OnlineOnlyButton';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm(): Promise<unknown>;
  onCancel(): void;
}

/** A confirmation before a change that removes something (author, images, ads): "Annuler" or the action. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <OnlineOnlyButton appearance="primary" onClick={() => void confirm()} disabled={busy}>
              {confirmLabel}
            </OnlineOnlyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
