import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, Radio, RadioGroup, SearchBox, makeStyles } from '@fluentui/react-components';
import { REFERENCE_LINK_REFUSAL, isRenvoiTarget, type RenvoiTarget } from '@shared/rules/reference-link';
import { BrowseFooter } from './BrowseFooter';
import { useBrowse, useEditorAssets } from './editor-assets';
import { InsertDialog } from './InsertDialog';

const PAGE_SIZE = 8;

const useStyles = makeStyles({
  results: { minHeight: '120px', maxHeight: '260px', overflowY: 'auto' },
});

export interface RenvoiDialogProps {
  /** The selected text (the renvoi's text), empty when nothing is selected. */
  selectedText: string;
  onInsert(target: RenvoiTarget, text: string): void;
  onClose(): void;
}

/**
 * "Renvoi" of the structured editor (issue 26): a cross-reference's target, typed (a link checked by the
 * reference-link rule the bundle plans check, reference-link.ts) or a document of the base found by its title
 * (issue 33: editor.browse, paged), and its text (the selection's, typed here, or the document's title).
 */
export function RenvoiDialog({ selectedText, onInsert, onClose }: RenvoiDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const assets = useEditorAssets();
  const browse = useBrowse(assets, 'document', PAGE_SIZE);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  const [text, setText] = useState(selectedText);
  const [tried, setTried] = useState(false);
  const target: RenvoiTarget = picked ? { type: 'document', refid: picked.id } : { type: 'url', refid: typed.trim() };
  const refused = !isRenvoiTarget(target);
  const refusal = typed.trim() === '' && !picked ? t('articles.structured.renvoiNoTarget') : REFERENCE_LINK_REFUSAL;

  const submit = () => {
    setTried(true);
    if (!refused) onInsert(target, text || (picked?.label ?? ''));
  };

  return (
    <InsertDialog title={t('articles.structured.renvoiTitle')} submitLabel={t('articles.structured.renvoiInsert')} onSubmit={submit} onClose={onClose}>
        <Field label={t('articles.structured.renvoiText')} hint={t('articles.structured.renvoiTextHint')}>
          <Input value={text} onChange={(_event, data) => setText(data.value)} disabled={selectedText !== ''} />
        </Field>
        <Field
          label={t('articles.structured.renvoiTarget')}
          hint={t('articles.structured.renvoiTargetHint')}
          validationState={tried && refused ? 'error' : 'none'}
          validationMessage={tried && refused ? refusal : undefined}
        >
          <Input
            value={typed}
            onChange={(_event, data) => {
              setTyped(data.value);
              setPicked(null);
            }}
            autoFocus
          />
        </Field>
        <Field label={t('articles.structured.renvoiSearch')} hint={t('articles.structured.renvoiSearchHint')}>
          <SearchBox value={browse.text} onChange={(_event, data) => browse.setText(data.value)} disabled={!assets} />
        </Field>
        <RadioGroup
          className={styles.results}
          aria-label={t('articles.structured.renvoiResults')}
          value={picked?.id ?? ''}
          onChange={(_event, data) => {
            const item = browse.result?.items.find((one) => one.id === data.value);
            if (!item) return;
            setPicked({ id: item.id, label: item.label });
            setTyped('');
          }}
        >
          {(browse.result?.items ?? []).map((item) => (
            <Radio key={item.id} value={item.id} label={t('articles.structured.renvoiDocument', { label: item.label, id: item.id })} />
          ))}
        </RadioGroup>
        <BrowseFooter browse={browse} pageSize={PAGE_SIZE} available={assets !== null} />
    </InsertDialog>
  );
}
