import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import type { DateRange } from '@shared/rules/list-query';
import { DATE_FILTER_MAX, DATE_FILTER_MIN, checkDate, formatIsoDay, maskDate } from './date-input';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  bounds: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalS },
  input: { minWidth: 0, width: '100%' },
});

interface DateInputProps {
  label: string;
  value: string | null;
  min: string;
  max: string;
  onChange(value: string | null): void;
  /** A message about this bound that the pair decides (start after end). */
  extraError?: string;
}

/** One bound: typed as jj/mm/aaaa (slashes come by themselves), applied once complete and valid, or emptied. */
function DateInput({ label, value, min, max, onChange, extraError }: DateInputProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const shown = value ? formatIsoDay(value) : '';
  const [draft, setDraft] = useState({ source: value, text: shown, touched: false });
  if (draft.source !== value) setDraft({ source: value, text: shown, touched: false });
  const check = checkDate(draft.text, min, max);
  const complete = draft.text.length >= 10 || draft.text === '';
  const error = !check.ok && (complete || draft.touched) ? t(`list.dateErrors.${check.error}`, { min: formatIsoDay(min), max: formatIsoDay(max) }) : extraError;

  const apply = (text: string) => {
    const result = checkDate(text, min, max);
    if (result.ok && result.value !== value) onChange(result.value);
  };

  return (
    <Field label={label} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Input
        className={styles.input}
        value={draft.text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('list.datePlaceholder')}
        maxLength={10}
        contentAfter={<CalendarRegular aria-hidden="true" />}
        onChange={(_event, data) => {
          const text = maskDate(data.value);
          setDraft({ source: value, text, touched: false });
          if (text === '' || text.length === 10) apply(text);
        }}
        onBlur={() => {
          setDraft((d) => ({ ...d, touched: true }));
          apply(draft.text);
        }}
      />
    </Field>
  );
}

export interface DateRangeFilterProps {
  label: string;
  startLabel: string;
  endLabel: string;
  value: DateRange | undefined;
  onChange(value: DateRange | undefined): void;
  min?: string;
  max?: string;
}

/** A period filter (publication dates...): two French dates bounded to 2000-01-01..2025-01-01 by default. */
export function DateRangeFilter({ label, startLabel, endLabel, value, onChange, min = DATE_FILTER_MIN, max = DATE_FILTER_MAX }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const start = value?.start ?? null;
  const end = value?.end ?? null;
  const set = (next: DateRange) => onChange(next.start || next.end ? next : undefined);
  const inverted = start !== null && end !== null && start > end;
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.bounds}>
        <DateInput label={startLabel} value={start} min={min} max={end ?? max} onChange={(s) => set({ start: s, end })} />
        <DateInput
          label={endLabel}
          value={end}
          min={start ?? min}
          max={max}
          onChange={(e) => set({ start, end: e })}
          extraError={inverted ? t('list.dateErrors.order') : undefined}
        />
      </div>
    </fieldset>
  );
}
