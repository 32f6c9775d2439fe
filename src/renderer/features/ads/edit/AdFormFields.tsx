import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, Input, Radio, RadioGroup, Select, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AD_PRIORITIES, type AdPriority, type Advertisement } from '@shared/domain/advertisement';
import { sizeText } from '../shared/ad-display';
import { ColorOptions } from '../../../components/media/ColorOptions';
import type { AdFormOutput, AdFormValues, Compatibility } from './ad-form';
import { DeadlineField } from './DeadlineField';
import { PeriodicalsField } from './PeriodicalsField';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export interface AdFormFieldsProps {
  /** The ad edited; null when creating (no id yet, the size is read from the file on saving). */
  ad: Advertisement | null;
  compatibility: Compatibility;
}

/**
 * The ad form's fields (spec 1 §2, §5): id and size read-only; name and colour required; periodicals;
 * deadline; priority PRIORITY / NON-PRIORITY; comments; and when editing, the "Activée" switch, inactive
 * when a publication publishing or published holds the ad.
 */
export function AdFormFields({ ad, compatibility }: AdFormFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control, trigger, getValues, formState } = useFormContext<AdFormValues, unknown, AdFormOutput>();
  const { errors } = formState;
  const state = (name: 'name' | 'color' | 'comments') => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name]?.message,
  });
  const lockedOn = ad !== null && ad.enable && !ad.canDisable;

  return (
    <div className={styles.root}>
      <div className={styles.pair}>
        <Field label={t('ads.fields.id')}>
          <Input readOnly value={ad ? String(ad.id) : t('ads.edit.newId')} />
        </Field>
        <Field label={t('ads.fields.size')} hint={ad ? undefined : t('ads.edit.sizeHint')}>
          <Input readOnly value={ad ? sizeText(ad) : t('ads.edit.sizeUnknownYet')} />
        </Field>
      </div>
      {/* Every field is controlled (Fluent's Input keeps a value of its own) and registered in the page's order: the first error takes the focus. */}
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <Field label={t('ads.fields.name')} required {...state('name')}>
            <Input ref={field.ref} name={field.name} value={field.value} autoComplete="off" onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <Field label={t('ads.fields.color')} required {...state('color')}>
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(_event, data) => {
                field.onChange(data.value);
                // The periodicals' compatibility depends on the colour: checked again with it.
                if (getValues('periodicals').length > 0) void trigger('periodicals');
              }}
            >
              <ColorOptions placeholder={t('ads.edit.colorPlaceholder')} />
            </Select>
          </Field>
        )}
      />
      <PeriodicalsField compatibility={compatibility} />
      <div className={styles.pair}>
        <DeadlineField />
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <Field label={t('ads.fields.priority')}>
              <RadioGroup layout="horizontal" value={field.value} onChange={(_event, data) => field.onChange(data.value as AdPriority)} onBlur={field.onBlur}>
                {AD_PRIORITIES.map((priority, index) => (
                  <Radio key={priority} value={priority} label={t(`ads.priority.${priority}`)} input={index === 0 ? { ref: field.ref } : undefined} />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
      </div>
      <Controller
        control={control}
        name="comments"
        render={({ field }) => (
          <Field label={t('ads.fields.comments')} {...state('comments')}>
            <Textarea
              ref={field.ref}
              name={field.name}
              value={field.value}
              resize="vertical"
              rows={3}
              onChange={(_event, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      {ad && (
        <Controller
          control={control}
          name="enable"
          render={({ field }) => (
            <Field hint={lockedOn ? t('ads.locked') : undefined}>
              <Switch
                ref={field.ref}
                label={t('ads.fields.enable')}
                checked={field.value}
                disabled={lockedOn}
                onBlur={field.onBlur}
                onChange={(_event, data) => field.onChange(data.checked)}
              />
            </Field>
          )}
        />
      )}
    </div>
  );
}
