import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, Input } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { DATE_FILTER_MAX, DATE_FILTER_MIN } from '@shared/rules/date-bounds';
import { formatDateOnly } from '@shared/rules/date-only';
import { maskDate } from '../../../components/list/filters/date-input';
import type { AdFormOutput, AdFormValues } from './ad-form';

/**
 * "Date limite": a date only, typed jj/mm/aaaa (the slashes come by themselves), between 01/01/2000 and
 * 01/01/2025 (spec 1 §5); empty means none. Checked by the shared rule when the field is left.
 */
export function DeadlineField() {
  const { t } = useTranslation();
  const { control } = useFormContext<AdFormValues, unknown, AdFormOutput>();
  return (
    <Controller
      control={control}
      name="deadline"
      render={({ field, fieldState }) => (
        <Field
          label={t('ads.fields.deadline')}
          hint={t('ads.edit.deadlineHint', { min: formatDateOnly(DATE_FILTER_MIN), max: formatDateOnly(DATE_FILTER_MAX) })}
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={fieldState.error?.message}
        >
          <Input
            ref={field.ref}
            name={field.name}
            value={field.value}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder={t('list.datePlaceholder')}
            contentAfter={<CalendarRegular aria-hidden="true" />}
            onChange={(_event, data) => field.onChange(maskDate(data.value))}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}
