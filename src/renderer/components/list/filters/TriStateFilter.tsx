import { Field, Radio, RadioGroup } from '@fluentui/react-components';

export interface TriStateFilterProps {
  label: string;
  /** The three choices' words: no filter, true, false. */
  labels: { any: string; yes: string; no: string };
  value: boolean | undefined;
  onChange(value: boolean | undefined): void;
}

/** A yes / no filter that may also be off (state, priority): three radios, arrow keys between them. */
export function TriStateFilter({ label, labels, value, onChange }: TriStateFilterProps) {
  const current = value === undefined ? 'any' : value ? 'yes' : 'no';
  return (
    <Field label={label}>
      <RadioGroup value={current} onChange={(_event, data) => onChange(data.value === 'any' ? undefined : data.value === 'yes')}>
        <Radio value="any" label={labels.any} />
        <Radio value="yes" label={labels.yes} />
        <Radio value="no" label={labels.no} />
      </RadioGroup>
    </Field>
  );
}
