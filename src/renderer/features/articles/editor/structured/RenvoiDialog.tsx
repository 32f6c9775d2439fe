import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { REFERENCE_LINK_REFUSAL, referenceLinkKind } from '@shared/rules/reference-link';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface RenvoiDialogProps {
  /** The selected text (the renvoi's text), empty when nothing is selected. */
  selectedText: string;
  onInsert(target: string, text: string): void;
  onClose(): void;
}

/**
 * "Renvoi" of the structured editor (issue 26): a cross-reference's target, checked by the reference-link
 * rule the bundle plans check (reference-link.ts), and its text (the selection's, or typed here).
 */
export function RenvoiDialog({ selectedText, onInsert, onClose }: RenvoiDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [target, setTarget] = useState('');
  const [text, setText] = useState(selectedText);
  const [tried, setTried] = useState(false);
  const refused = referenceLinkKind(target) === null;

  const submit = () => {
    setTried(true);
    if (!refused) onInsert(target.trim(), text);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('articles.structured.renvoiTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('articles.structured.renvoiText')} hint={t('articles.structured.renvoiTextHint')}>
                <Input value={text} onChange={(_event, data) => setText(data.value)} disabled={selectedText !== ''} />
              </Field>
              <Field
                label={t('articles.structured.renvoiTarget')}
                required
                hint={t('articles.structured.renvoiTargetHint')}
                validationState={tried && refused ? 'error' : 'none'}
                validationMessage={tried && refused ? REFERENCE_LINK_REFUSAL : undefined}
              >
                <Input value={target} onChange={(_event, data) => setTarget(data.value)} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                {t('articles.structured.renvoiInsert')}
              </Button>
              <Button onClick={onClose}>{t('articles.structured.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
