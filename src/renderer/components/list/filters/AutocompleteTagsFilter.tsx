import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
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
import { useDebouncedValue } from '../useDebouncedValue';

/** A suggestion whose value (kept in the URL: an id) is not what the user reads. */
export interface AutocompleteOption {
  value: string;
  label: string;
}

export interface AutocompleteTagsFilterProps {
  label: string;
  /** Names the suggestions' cache: the same source answers the same text once. */
  source: string;
  /** Suggestions for a non-empty text (authors.autocomplete...): values read as they are, or values with a label. */
  suggest(text: string): Promise<readonly (string | AutocompleteOption)[]>;
  value: readonly string[] | undefined;
  onChange(value: string[] | undefined): void;
  /** What a chosen value reads as (an author's name for an id); the value itself by default. */
  labelOf?(value: string): string;
  placeholder?: string;
  delay?: number;
}

const asOption = (option: string | AutocompleteOption): AutocompleteOption => (typeof option === 'string' ? { value: option, label: option } : option);

const NO_MATCH = '\u0000none';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%', boxSizing: 'border-box' } });

/**
 * A filter of several free values (cities, countries...) chosen among suggestions fetched as the user types
 * (debounced; an empty text asks nothing), shown as dismissible tags. The URL joins them with |||.
 */
export function AutocompleteTagsFilter({ label, source, suggest, value = [], onChange, labelOf = (v) => v, placeholder, delay = 250 }: AutocompleteTagsFilterProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(text.trim(), delay);
  const suggestions = useQuery({
    queryKey: ['autocomplete', source, debounced],
    queryFn: () => suggest(debounced),
    enabled: debounced !== '',
    staleTime: 60_000,
  });
  const waiting = text.trim() !== '' && (debounced !== text.trim() || suggestions.isFetching);
  const options = (suggestions.data ?? []).map(asOption).filter((option) => !value.includes(option.value));

  return (
    <Field label={label}>
      <TagPicker
        open={open && text.trim() !== ''}
        onOpenChange={(_event, data) => setOpen(data.open)}
        selectedOptions={[...value]}
        onOptionSelect={(_event, data) => {
          if (data.value === NO_MATCH) return;
          onChange(data.selectedOptions.length ? data.selectedOptions : undefined);
          setText('');
        }}
      >
        <TagPickerControl className={styles.control} expandIcon={null}>
          <TagPickerGroup aria-label={t('list.chosenValues', { label })}>
            {value.map((option) => (
              <Tag key={option} value={option} shape="rounded" title={t('list.removeValue', { value: labelOf(option) })}>
                {labelOf(option)}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            value={text}
            placeholder={value.length ? undefined : placeholder}
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
              <Spinner size="extra-tiny" label={t('list.suggestionsLoading')} />
            </TagPickerOption>
          ) : options.length === 0 ? (
            <TagPickerOption value={NO_MATCH} text="">
              {suggestions.isError ? t('list.suggestionsFailed') : t('list.noSuggestion')}
            </TagPickerOption>
          ) : (
            options.map((option) => (
              <TagPickerOption key={option.value} value={option.value} text={option.label}>
                {option.label}
              </TagPickerOption>
            ))
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
