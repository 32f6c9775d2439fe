import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import { DATE_FILTER_MAX, DATE_FILTER_MIN } from '@shared/rules/date-bounds';
import { formatDateOnly, parseDateOnly } from '@shared/rules/date-only';
import { DateField } from '../../../components/form/DateField';
import type { AdFormOutput, AdFormValues } from './ad-form';

/**
 * "Date limite": a date only, typed jj/mm/aaaa or picked in the calendar, between 01/01/2000 and 01/01/2025
 * (spec 1 §5, §9); empty means none. The form holds the text; a text that is no day within the bounds is
 * kept, for the shared rule to refuse it with its message.
 */
export function DeadlineField() {
  const { t } = useTranslation();
  const { control } = useFormContext<AdFormValues, unknown, AdFormOutput>();
  return (
    <Controller
      control={control}
      name="deadline"
      render={({ field, fieldState }) => (
        <DateField
          label={t('ads.fields.deadline')}
          hint={t('ads.edit.deadlineHint', { min: formatDateOnly(DATE_FILTER_MIN), max: formatDateOnly(DATE_FILTER_MAX) })}
          min={DATE_FILTER_MIN}
          max={DATE_FILTER_MAX}
          value={parseDateOnly(field.value)}
          onChange={(day) => field.onChange(day ? formatDateOnly(day) : '')}
          onInvalid={(text) => field.onChange(text)}
          error={fieldState.error?.message}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
        />
      )}
    />
  );
}
