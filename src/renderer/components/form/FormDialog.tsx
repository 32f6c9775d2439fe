import type { ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSaveShortcut } from '../../app/commands/useCommand';
import { useOnlineOnly } from '../../features/connectivity/useOnlineOnly';
import { MessageBar } from '../MessageBar';

const useStyles = makeStyles({
  medium: { maxWidth: '640px', width: '100%' },
  wide: { maxWidth: '880px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Width of the surface: 'medium' 640 px, 'wide' 880 px (the article dialog's "large width", spec 2 §2.8). */
  width: 'medium' | 'wide';
  /** While saving, the dialog does not close. */
  busy: boolean;
  onClose(): void;
  /** A failure the form stays open for (the server's 409 or 412), over the fields. */
  failure: string | null;
  failureTitle: string;
  /** The form (react-hook-form provider and its fields). */
  children: ReactNode;
  actions: ReactNode;
  /**
   * What Ctrl+S (Fichier > Enregistrer) runs while the dialog is open: its primary save, as its button does;
   * null where the dialog saves nothing. Either way the page beneath is not saved in its place.
   */
  onSave: (() => void) | null;
}

/** Mounted with the surface, so that the dialog takes Ctrl+S when it opens (on top of the page), not before. */
function DialogSaveShortcut({ save, busy }: { save: (() => void) | null; busy: boolean }) {
  const offline = useOnlineOnly().disabled;
  useSaveShortcut(() => save?.(), save !== null && !busy && !offline);
  return null;
}

/** The frame of every form in a dialog: title, a failure over the fields, the form, the actions, Ctrl+S. */
export function FormDialog({ open, title, width, busy, onClose, failure, failureTitle, children, actions, onSave }: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles[width]}>
        {open && <DialogSaveShortcut save={onSave} busy={busy} />}
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {failure && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{failureTitle}</MessageBarTitle>
                  {failure}
                </MessageBarBody>
              </MessageBar>
            )}
            {children}
          </DialogContent>
          <DialogActions>{actions}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
