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

/** A save offered before leaving: its button's words, and the save (true when it went through). */
export interface SaveBeforeLeaving {
  label: string;
  run(): Promise<boolean>;
}

export interface UnsavedChangesDialogProps {
  open: boolean;
  message: string;
  /** The dialog's title and "leave" button; the forms' "Quitter la page ?" and "Quitter la page" by default. */
  title?: string;
  leaveLabel?: string;
  onLeave(): void;
  onStay(): void;
  /** A third button, first: save, then leave. */
  onSaveAndLeave?: () => void;
  saveLabel?: string;
  /** A save is running: no button answers meanwhile. */
  busy?: boolean;
}

/** "Quitter la page" / "Rester", and "Enregistrer et quitter" where offered: the confirmation of the unsaved-changes guard (spec 1 §2). */
export function UnsavedChangesDialog({ open, message, title, leaveLabel, onLeave, onStay, onSaveAndLeave, saveLabel, busy = false }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  const messageId = useId('leave-message');
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open && !busy) onStay();
      }}
    >
      <DialogSurface aria-describedby={messageId}>
        <DialogBody>
          <DialogTitle>{title ?? t('forms.leaveTitle')}</DialogTitle>
          <DialogContent id={messageId}>{message}</DialogContent>
          <DialogActions>
            {onSaveAndLeave && (
              <Button appearance="primary" onClick={onSaveAndLeave} disabled={busy}>
                {saveLabel}
              </Button>
            )}
            {/* Otherwise the safe choice first: it takes the focus when the dialog opens, so Enter does not lose the changes. */}
            <Button appearance={onSaveAndLeave ? 'secondary' : 'primary'} onClick={onStay} disabled={busy}>
              {t('forms.stay')}
            </Button>
            <Button appearance="secondary" onClick={onLeave} disabled={busy}>
              {leaveLabel ?? t('forms.leave')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
