import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, Input, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { BUNDLE_TYPE_LABELS } from '@shared/domain/publication';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { OFFERED_BUNDLE_TYPES, type BundlePlanFormInput, type BundlePlanFormValues } from './bundle-plan-form';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  control: { width: '100%', minWidth: 0 },
});

export interface BundlePlanFieldsProps {
  periodicals: readonly { id: string; label: string }[];
  /** Edit mode: the periodical cannot change (spec 2 §2.9). */
  periodicalFixed: boolean;
  /** Edit mode: whether the template is offered when bundles are created. */
  showEnable: boolean;
}

/** Title, periodical and type of a bundle plan (spec 2 §2.9), each required (§5), errors under the fields. */
export function BundlePlanFields({ periodicals, periodicalFixed, showEnable }: BundlePlanFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<BundlePlanFormValues, unknown, BundlePlanFormInput>();
  const state = (error: { message?: string } | undefined) => ({ validationState: error ? ('error' as const) : ('none' as const), validationMessage: error?.message });
  return (
    <div className={styles.root}>
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <Field label={t('adminPlans.bundlePlanForm.title')} required {...state(fieldState.error)}>
            <Input ref={field.ref} name={field.name} value={field.value} autoComplete="off" onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="periodicalId"
        render={({ field, fieldState }) =>
          periodicalFixed ? (
            <Field label={t('adminPlans.bundlePlanForm.periodical')} hint={t('adminPlans.bundlePlanForm.periodicalFixed')}>
              <Input readOnly value={periodicalOptionLabel(periodicals.find((p) => p.id === field.value) ?? { id: field.value, label: field.value })} />
            </Field>
          ) : (
            <Field label={t('adminPlans.bundlePlanForm.periodical')} required {...state(fieldState.error)}>
              <Select className={styles.control} ref={field.ref} name={field.name} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur}>
                <option value="">{t('adminPlans.bundlePlanForm.periodicalPlaceholder')}</option>
                {periodicals.map((p) => (
                  <option key={p.id} value={p.id}>
                    {periodicalOptionLabel(p)}
                  </option>
                ))}
              </Select>
            </Field>
          )
        }
      />
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <Field label={t('adminPlans.bundlePlanForm.type')} required {...state(fieldState.error)}>
            <Select className={styles.control} ref={field.ref} name={field.name} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur}>
              <option value="">{t('adminPlans.bundlePlanForm.typePlaceholder')}</option>
              {OFFERED_BUNDLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BUNDLE_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      {showEnable && (
        <Controller
          control={control}
          name="enable"
          render={({ field }) => <Switch label={t('adminPlans.bundlePlanForm.enable')} checked={field.value} onChange={(_event, data) => field.onChange(data.checked)} />}
        />
      )}
    </div>
  );
}
