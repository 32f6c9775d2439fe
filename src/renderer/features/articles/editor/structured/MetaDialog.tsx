import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@fluentui/react-components';
import { InsertDialog } from './InsertDialog';

export interface MetaDialogProps {
  onInsert(name: string, value: string): void;
  onClose(): void;
}

/** « Métadonnée » of the structured editor (expert mode, spec 2 §2.6): a <meta>'s name and value, both required. */
export function MetaDialog({ onInsert, onClose }: MetaDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (text: string) => tried && text.trim() === '';

  return (
    <InsertDialog title={t('articles.structured.metaTitle')} submitLabel={t('articles.structured.metaInsert')} onSubmit={() => {
        setTried(true);
        if (name.trim() !== '' && value.trim() !== '') onInsert(name.trim(), value.trim());
      }} onClose={onClose}>
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
    </InsertDialog>
  );
}
