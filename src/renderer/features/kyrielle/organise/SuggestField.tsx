import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Combobox, Field, Option, makeStyles } from '@fluentui/react-components';
import { KYRIELLE_DEBOUNCE_MS } from '@shared/domain/kyrielle';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue';

export interface SuggestFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The suggestions for what is typed (thematics, act types), fetched debounced. */
  fetch(text: string): Promise<string[]>;
  queryKey: string;
}

const useStyles = makeStyles({ control: { width: '100%', minWidth: 0, boxSizing: 'border-box' } });

/** A free text with suggestions fetched while typing (spec 2 §5: debounced 500 ms). */
export function SuggestField({ label, value, onChange, fetch, queryKey }: SuggestFieldProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState(value);
  const text = useDebouncedValue(typed.trim(), KYRIELLE_DEBOUNCE_MS);
  const suggestions = useQuery({ queryKey: ['kyrielleSuggest', queryKey, text], queryFn: () => fetch(text), enabled: text.length > 0, staleTime: 60_000 });
  return (
    <Field label={label}>
      <Combobox
        className={styles.control}
        freeform
        clearable
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          if (event.target.value === '') onChange('');
        }}
        onBlur={() => onChange(typed.trim())}
        onOptionSelect={(_e, data) => {
          const chosen = data.optionText ?? '';
          setTyped(chosen);
          onChange(chosen);
        }}
      >
        {(suggestions.data ?? []).map((s) => (
          <Option key={s}>{s}</Option>
        ))}
      </Combobox>
    </Field>
  );
}
