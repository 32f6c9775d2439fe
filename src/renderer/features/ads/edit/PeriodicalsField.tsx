import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Caption1, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { incompatibleChoice, type AdFormOutput, type AdFormValues, type Compatibility } from './ad-form';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%' },
  option: { display: 'flex', flexDirection: 'column' },
  unsuited: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * "Revues": several periodicals, offered as '[id] - label' (spec 1 §3); at least one. The compatibility rule
 * runs as the choice changes: those that do not take the ad are marked in the list, and the field says
 * 'Les revues ne sont pas compatibles : …' (spec 1 §5).
 */
export function PeriodicalsField({ compatibility }: { compatibility: Compatibility }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control, trigger } = useFormContext<AdFormValues, unknown, AdFormOutput>();
  const color = useWatch({ control, name: 'color' });
  const periodicals = usePeriodicals();
  const unsuited = (id: string) => color !== '' && incompatibleChoice(color, [id], compatibility).length > 0;
  return (
    <Controller
      control={control}
      name="periodicals"
      render={({ field, fieldState }) => (
        <Field
          label={t('ads.fields.periodicals')}
          required
          validationState={fieldState.error || periodicals.isError ? 'error' : 'none'}
          validationMessage={fieldState.error?.message ?? (periodicals.isError ? t('ads.edit.periodicalsFailed') : undefined)}
        >
          <Dropdown
            ref={field.ref}
            className={styles.control}
            multiselect
            placeholder={t('ads.edit.periodicalsPlaceholder')}
            value={field.value.join(', ')}
            selectedOptions={field.value}
            onBlur={field.onBlur}
            onOptionSelect={(_event, data) => {
              field.onChange(data.selectedOptions);
              // The rule answers as the choice is made, not only when the field is left.
              void trigger('periodicals');
            }}
          >
            {(periodicals.data ?? []).map((periodical) => {
              const label = periodicalOptionLabel(periodical);
              const bad = unsuited(periodical.id);
              return (
                <Option key={periodical.id} value={periodical.id} text={label}>
                  <span className={styles.option}>
                    {label}
                    {bad && <Caption1 className={styles.unsuited}>{t('ads.edit.unsuited')}</Caption1>}
                  </span>
                </Option>
              );
            })}
          </Dropdown>
        </Field>
      )}
    />
  );
}
