import { forwardRef, useState } from 'react';
import { Combobox, Option, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { AuthorAutocompleteAttribute } from '@shared/domain/author';
import { AUTHOR_AUTOCOMPLETE_SIZE } from '@shared/domain/author';
import { useAuthorAutocomplete } from './useAuthorAutocomplete';

export interface SuggestInputProps {
  attribute: AuthorAutocompleteAttribute;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Suggestions of our own after the server's (the country list for a country), for the text typed. */
  localSuggestions?(text: string): string[];
  id?: string;
  className?: string;
  invalid?: boolean;
}

const useStyles = makeStyles({
  root: {
    minWidth: 0,
    width: '100%',
  },
  /** Without it the input keeps its intrinsic width and pushes the chevron out of a narrow field. */
  input: {
    minWidth: 0,
    width: '100%',
  },
});

/**
 * A free text field with suggestions: the values the server knows for the attribute (authors.autocomplete,
 * debounced, page 0, size 20), then local ones, duplicates (case ignored) removed. Anything may be typed.
 */
export const SuggestInput = forwardRef<HTMLInputElement, SuggestInputProps>(function SuggestInput(
  { attribute, value, onChange, onBlur, localSuggestions, id, className, invalid },
  ref,
) {
  const styles = useStyles();
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const remote = useAuthorAutocomplete(attribute, value, focused);
  const seen = new Set<string>();
  const options: string[] = [];
  for (const option of [...remote, ...(focused && value.trim() !== '' ? (localSuggestions?.(value) ?? []) : [])]) {
    const key = option.toLocaleUpperCase('fr');
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(option);
    if (options.length >= AUTHOR_AUTOCOMPLETE_SIZE) break;
  }
  // Nothing to offer but what is already typed: keep the list closed.
  const worth = options.length > 0 && !(options.length === 1 && options[0] === value);

  return (
    <Combobox
      ref={ref}
      id={id}
      className={mergeClasses(styles.root, className)}
      freeform
      // Suggestions come as one types: no list to open by hand.
      expandIcon={null}
      input={{ className: styles.input }}
      aria-invalid={invalid || undefined}
      value={value}
      selectedOptions={[]}
      open={open && worth}
      onOpenChange={(_event, data) => setOpen(data.open)}
      onChange={(event) => {
        onChange(event.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_event, data) => {
        if (data.optionText !== undefined) onChange(data.optionText);
        setOpen(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
    >
      {options.map((option) => (
        <Option key={option} text={option}>
          {option}
        </Option>
      ))}
    </Combobox>
  );
});
