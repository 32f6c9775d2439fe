import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { DateRange } from '@shared/rules/list-query';
import { DateField } from '../../form/DateField';
import { DATE_FILTER_MAX, DATE_FILTER_MIN } from './date-input';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  // Side by side when the panel leaves each field room for jj/mm/aaaa and its calendar button, else one above the other.
  bounds: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalS },
  bound: { minWidth: 0 },
});

export interface DateRangeFilterProps {
  label: string;
  startLabel: string;
  endLabel: string;
  value: DateRange | undefined;
  onChange(value: DateRange | undefined): void;
  min?: string;
  max?: string;
}

/**
 * A period filter (publication dates, deadlines, end dates...): two date fields, typed jj/mm/aaaa or picked
 * in the calendar, bounded to the shared 2000-01-01..2025-01-01 by default; the start bounds the end.
 */
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
        <DateField className={styles.bound} label={startLabel} value={start} min={min} max={end ?? max} onChange={(s) => set({ start: s, end })} />
        <DateField
          className={styles.bound}
          label={endLabel}
          value={end}
          min={start ?? min}
          max={max}
          onChange={(e) => set({ start, end: e })}
          error={inverted ? t('list.dateErrors.order') : undefined}
        />
      </div>
    </fieldset>
  );
}
