import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  useId,
} from '@fluentui/react-components';

export interface UnsavedChangesDialogProps {
  open: boolean;
  message: string;
  onLeave(): void;
  onStay(): void;
}

/** "Quitter la page" / "Rester": the confirmation of the unsaved-changes guard (spec 1 §2). */
export function UnsavedChangesDialog({ open, message, onLeave, onStay }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  const messageId = useId('leave-message');
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) onStay();
      }}
    >
      <DialogSurface aria-describedby={messageId}>
        <DialogBody>
          <DialogTitle>{t('forms.leaveTitle')}</DialogTitle>
          <DialogContent id={messageId}>{message}</DialogContent>
          <DialogActions>
            {/* The safe choice first: it takes the focus when the dialog opens, so Enter does not lose the changes. */}
            <Button appearance="primary" onClick={onStay}>
              {t('forms.stay')}
            </Button>
            <Button appearance="secondary" onClick={onLeave}>
              {t('forms.leave')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
