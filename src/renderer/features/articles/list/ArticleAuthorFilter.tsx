import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  Field,
  Spinner,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  makeStyles,
} from '@fluentui/react-components';
import { useBridge } from '../../../bridge/BridgeContext';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue';
import { authorQueryKey } from '../../authors/shared/author-query';

const NO_MATCH = '\u0000none';
/** Spec 2 §9: autocompletes ask page 0, 20 rows. */
const SUGGESTIONS = 20;

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%', boxSizing: 'border-box' } });

export interface ArticleAuthorFilterProps {
  value: readonly number[];
  onChange(value: number[] | undefined): void;
}

/**
 * authorFilter (spec 2 §2.1): authors chosen by name among suggestions as the user types, like the author
 * list's filters, kept in the URL by id; an id of the URL shows its author's name once read.
 */
export function ArticleAuthorFilter({ value, onChange }: ArticleAuthorFilterProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(text.trim(), 250);
  const suggestions = useQuery({
    queryKey: ['autocomplete', 'articles.author', debounced],
    queryFn: () => bridge.invoke('authors.search', { query: debounced, page: 0, size: SUGGESTIONS, sort: { attr: 'NAME', order: 'ASC' } }),
    enabled: debounced !== '',
    staleTime: 60_000,
  });
  const chosen = useQueries({
    queries: value.map((id) => ({ queryKey: authorQueryKey(id), queryFn: () => bridge.invoke('authors.get', id), staleTime: 60_000 })),
  });
  const nameOf = (id: number): string => {
    const found = chosen[value.indexOf(id)]?.data;
    return found ? [found.firstName, found.particle, found.lastName].filter(Boolean).join(' ') : `#${id}`;
  };
  const waiting = text.trim() !== '' && (debounced !== text.trim() || suggestions.isFetching);
  const options = (suggestions.data?.result ?? []).filter((author) => !value.includes(author.id));
  const label = t('articles.list.filters.authors');

  return (
    <Field label={label}>
      <TagPicker
        open={open && text.trim() !== ''}
        onOpenChange={(_event, data) => setOpen(data.open)}
        selectedOptions={value.map(String)}
        onOptionSelect={(_event, data) => {
          if (data.value === NO_MATCH) return;
          const ids = data.selectedOptions.map(Number).filter((id) => Number.isInteger(id) && id > 0);
          onChange(ids.length ? ids : undefined);
          setText('');
        }}
      >
        <TagPickerControl className={styles.control} expandIcon={null}>
          <TagPickerGroup aria-label={t('articles.list.filters.chosenAuthors')}>
            {value.map((id) => (
              <Tag key={id} value={String(id)} shape="rounded" title={t('articles.list.filters.removeAuthor', { name: nameOf(id) })}>
                {nameOf(id)}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={label}
            value={text}
            placeholder={value.length ? undefined : t('articles.list.filters.authorsPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
          />
        </TagPickerControl>
        {/* Always two children: with one, TagPicker takes it for its popover. */}
        <TagPickerList>
          {waiting && options.length === 0 ? (
            <TagPickerOption value={NO_MATCH} text="">
              <Spinner size="extra-tiny" label={t('articles.list.filters.authorsLoading')} />
            </TagPickerOption>
          ) : options.length === 0 ? (
            <TagPickerOption value={NO_MATCH} text="">
              {suggestions.isError ? t('articles.list.filters.authorsFailed') : t('articles.list.filters.noAuthor')}
            </TagPickerOption>
          ) : (
            options.map((author) => (
              <TagPickerOption key={author.id} value={String(author.id)} text={author.displayName}>
                {author.displayName}
              </TagPickerOption>
            ))
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
