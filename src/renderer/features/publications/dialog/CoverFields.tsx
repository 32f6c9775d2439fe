import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Combobox, Field, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { PublicationInput } from '@shared/domain/publication';
import { richTextToPlain } from '@shared/rules/rich-text';
import { useBridge } from '../../../bridge/BridgeContext';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue';
import { coverId, useCoverArticle, useCoverImage } from '../shared/cover-queries';
import { CoverArticlePreview, CoverImagePreview } from '../shared/CoverPreview';
import type { PublicationDialogValues } from './publication-form';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%' },
  preview: { marginTop: tokens.spacingVerticalXS },
});

/** Spec 2 §9: searches debounced 500 ms; autocompletes ask page 0, size 20. */
const SEARCH_DEBOUNCE_MS = 500;
const SUGGESTIONS = 20;
const DIGITS = /^\d+$/;

interface CoverOption {
  id: number;
  label: string;
}

interface CoverFieldProps {
  name: 'articleId' | 'imageId';
  label: string;
  hint: string;
  /** What a name typed proposes (cached by `searchKey` and the text). */
  search(query: string): Promise<CoverOption[]>;
  searchKey: readonly unknown[];
  /** The label of the chosen id as the server names it, once read; its number until then. */
  labelOf(id: number): string;
  preview(id: number): ReactNode;
}

/**
 * A cover of DEF and GPL (spec 2 §2.2): found by its name through a search, or typed as its number; the
 * one chosen shows by what the server says of it (spec 2 §7), never as a bare number. The server checks it (412).
 */
function CoverField({ name, label, hint, search, searchKey, labelOf, preview }: CoverFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<PublicationDialogValues, unknown, PublicationInput>();
  // null: not typing, the field shows the one chosen.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue((text ?? '').trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: [...searchKey, query],
    queryFn: () => search(query),
    enabled: query !== '' && !DIGITS.test(query),
    staleTime: 60_000,
  });
  const options = found.data ?? [];
  const optionLabel = (id: number) => options.find((o) => o.id === id)?.label ?? labelOf(id);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = coverId(field.value);
        return (
          <Field label={label} hint={hint} validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
            <Combobox
              ref={field.ref}
              className={styles.control}
              freeform
              name={field.name}
              value={text ?? (chosen === null ? field.value : optionLabel(chosen))}
              selectedOptions={field.value ? [field.value] : []}
              open={open && options.length + (found.isFetching ? 1 : 0) > 0}
              onOpenChange={(_event, data) => setOpen(data.open)}
              onChange={(event) => {
                const typed = event.target.value;
                setText(typed);
                setOpen(true);
                // A number typed is the id; a name waits for a choice in the list.
                if (typed.trim() === '' || DIGITS.test(typed.trim())) field.onChange(typed.trim());
              }}
              onOptionSelect={(_event, data) => {
                field.onChange(data.optionValue ?? '');
                setText(null);
              }}
              onBlur={() => {
                setText(null);
                field.onBlur();
              }}
            >
              {found.isFetching ? (
                <Option value="" text="" disabled>
                  <Spinner size="extra-tiny" label={t('list.suggestionsLoading')} />
                </Option>
              ) : (
                options.map((option) => (
                  <Option key={option.id} value={String(option.id)} text={option.label}>
                    {option.label}
                  </Option>
                ))
              )}
            </Combobox>
            {chosen !== null && text === null && <div className={styles.preview}>{preview(chosen)}</div>}
          </Field>
        );
      }}
    />
  );
}

/** The cover image: an enabled illustration (the server takes no other), shown by thumbnail and name. */
export function CoverImageField() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const image = useCoverImage(coverId(useWatch<PublicationDialogValues, 'imageId'>({ name: 'imageId' }))).data;
  return (
    <CoverField
      name="imageId"
      label={t('publications.list.dialog.imageId')}
      hint={t('publications.list.dialog.imageHint')}
      searchKey={['cover-image']}
      search={async (query) =>
        (await bridge.invoke('images.search', { query, page: 0, size: SUGGESTIONS, collectionFilter: ['ILLUSTRATION'], enableFilter: true })).result.map((i) => ({
          id: i.id,
          label: t('publications.list.dialog.imageOption', { name: i.name, id: i.id }),
        }))
      }
      labelOf={(id) => (image?.id === id ? t('publications.list.dialog.imageOption', { name: image.name, id }) : t('publications.list.dialog.imageNumber', { id }))}
      preview={(id) => <CoverImagePreview id={id} />}
    />
  );
}

/** The cover article: an article of the publication's periodical found by its title (spec 2 §7 article search), shown by title and periodical. */
export function CoverArticleField() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const periodicalId = useWatch<PublicationDialogValues, 'periodicalId'>({ name: 'periodicalId' });
  const article = useCoverArticle(coverId(useWatch<PublicationDialogValues, 'articleId'>({ name: 'articleId' }))).data;
  const labelOf = (a: { id: number; title: string; periodicalId: string }) =>
    t('publications.list.dialog.articleOption', { title: richTextToPlain(a.title), periodical: a.periodicalId, id: a.id });
  return (
    <CoverField
      name="articleId"
      label={t('publications.list.dialog.articleId')}
      hint={t('publications.list.dialog.articleHint')}
      searchKey={['cover-article', periodicalId]}
      search={async (query) =>
        (
          await bridge.invoke('articles.search', { query, page: 0, size: SUGGESTIONS, ...(periodicalId ? { periodicalIdFilter: [periodicalId] } : {}), kindFilter: ['ARTICLE'] })
        ).result.map((a) => ({ id: a.id, label: labelOf(a) }))
      }
      labelOf={(id) => (article?.id === id ? labelOf(article) : t('publications.list.dialog.articleNumber', { id }))}
      preview={(id) => <CoverArticlePreview id={id} />}
    />
  );
}
