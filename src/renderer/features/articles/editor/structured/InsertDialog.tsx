import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface InsertDialogProps {
  title: string;
  /** The primary button's label: it submits the form (Entrée in a field does too). */
  submitLabel: string;
  /** The fields checked by the dialog itself (it says what is missing), then what it inserts. */
  onSubmit(): void;
  onClose(): void;
  surfaceClassName?: string;
  children: ReactNode;
}

/** The frame of the structured editor's insertion dialogs (renvoi, image, metadata): a form, its title, « Annuler ». */
export function InsertDialog({ title, submitLabel, onSubmit, onClose, surfaceClassName, children }: InsertDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={surfaceClassName}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>{children}</DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                {submitLabel}
              </Button>
              <Button onClick={onClose}>{t('articles.structured.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
