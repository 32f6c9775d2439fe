import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectFilterProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[] | undefined;
  onChange(value: string[] | undefined): void;
  placeholder?: string;
  /** The options could not be loaded. */
  error?: string;
  /** What the closed control lists: the values (short codes: BJS, DEF; the default) or the options' labels. */
  summary?: 'values' | 'labels';
}

/** A filter choosing several values of a known list (periodicals...), written in the URL comma-separated. */
export function MultiSelectFilter({ label, options, value = [], onChange, placeholder, error, summary = 'values' }: MultiSelectFilterProps) {
  const styles = useStyles();
  const shown = value.map((v) => (summary === 'labels' ? options.find((o) => o.value === v)?.label : undefined) ?? v).join(', ');
  return (
    <Field label={label} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Dropdown
        className={styles.control}
        multiselect
        placeholder={placeholder}
        value={shown}
        selectedOptions={[...value]}
        onOptionSelect={(_event, data) => onChange(data.selectedOptions.length ? data.selectedOptions : undefined)}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value} text={option.label}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
