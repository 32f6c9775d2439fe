import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface MetaDialogProps {
  onInsert(name: string, value: string): void;
  onClose(): void;
}

/** « Métadonnée » of the structured editor (expert mode, spec 2 §2.6): a <meta>'s name and value, both required. */
export function MetaDialog({ onInsert, onClose }: MetaDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (text: string) => tried && text.trim() === '';

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (name.trim() !== '' && value.trim() !== '') onInsert(name.trim(), value.trim());
          }}
        >
          <DialogBody>
            <DialogTitle>{t('articles.structured.metaTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label={t('articles.structured.metaName')}
                required
                validationState={missing(name) ? 'error' : 'none'}
                validationMessage={missing(name) ? t('articles.structured.metaNameRequired') : undefined}
              >
                <Input value={name} onChange={(_event, data) => setName(data.value)} autoFocus />
              </Field>
              <Field
                label={t('articles.structured.metaValue')}
                required
                validationState={missing(value) ? 'error' : 'none'}
                validationMessage={missing(value) ? t('articles.structured.metaValueRequired') : undefined}
              >
                <Input value={value} onChange={(_event, data) => setValue(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                {t('articles.structured.metaInsert')}
              </Button>
              <Button onClick={onClose}>{t('articles.structured.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
