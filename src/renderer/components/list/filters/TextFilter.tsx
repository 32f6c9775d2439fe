import { useEffect, useRef, useState } from 'react';
import { Field, SearchBox, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

export interface TextFilterProps {
  label: string;
  /** The value in the URL. */
  value: string | undefined;
  /** Called once typing pauses, with undefined for an empty text. */
  onChange(value: string | undefined): void;
  placeholder?: string;
  /** Pause before the URL changes (and the search runs). */
  delay?: number;
}

/**
 * The free-text filter of a list: the URL (and so the search) follows the text once typing pauses, or at
 * once on Enter. A change of the URL from elsewhere (back button, reset) replaces what is shown.
 */
export function TextFilter({ label, value, onChange, placeholder, delay = 400 }: TextFilterProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState({ source: value, text: value ?? '' });
  if (draft.source !== value) setDraft({ source: value, text: value ?? '' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed (by this filter or another control): a pending change is dropped, or it would undo it.
  useEffect(() => () => clearTimeout(timer.current), [value]);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim() === '' ? undefined : text.trim();
    if (next !== value) onChange(next);
  };

  return (
    <Field label={label}>
      <SearchBox
        className={styles.control}
        value={draft.text}
        placeholder={placeholder}
        onChange={(_event, data) => {
          setDraft({ source: value, text: data.value });
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(data.value), delay);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft.text);
        }}
      />
    </Field>
  );
}
