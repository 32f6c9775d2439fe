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
}

/** The frame of every form in a dialog: title, a failure over the fields, the form, the actions. */
export function FormDialog({ open, title, width, busy, onClose, failure, failureTitle, children, actions }: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles[width]}>
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
