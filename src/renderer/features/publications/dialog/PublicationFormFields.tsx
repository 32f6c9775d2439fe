import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Field, Input, Radio, RadioGroup, Select, Textarea, makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { EDITION_TYPES, EDITION_TYPE_LABELS, type EditionType, type PublicationInput } from '@shared/domain/publication';
import { periodicalRules } from '@shared/rules/periodical-rules';
import { buildPublicationNumber } from '@shared/rules/publication-number';
import { maskDate } from '../../../components/list/filters/date-input';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { CoverArticleField, CoverImageField } from './CoverFields';
import type { PublicationDialogValues } from './publication-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Grid items keep their content's width unless told otherwise: a long periodical name would overlap the year.
  pair: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start', '& > *': { minWidth: 0 } },
  control: { minWidth: 0, width: '100%' },
});

type TextName = Exclude<FieldPath<PublicationDialogValues>, 'editionType' | 'periodicalId' | 'text'>;

/** One text field of the form, controlled (Fluent's Input keeps a value of its own that a reset does not reach). */
function TextField({ name, label, hint, required, mask, input }: { name: TextName; label: string; hint?: string; required?: boolean; mask?: (v: string) => string; input?: Partial<InputProps> }) {
  const { control } = useFormContext<PublicationDialogValues, unknown, PublicationInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
          <Input
            {...input}
            ref={field.ref}
            name={field.name}
            value={field.value}
            autoComplete="off"
            onChange={(_event, data) => field.onChange(mask ? mask(data.value) : data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

export interface PublicationFormFieldsProps {
  /** The periodicals offered when creating (those the user may edit publications of). */
  periodicals: readonly { id: string; label: string }[];
  /** Editing: the periodical is fixed (spec 2 §5), shown read-only. */
  fixedPeriodical?: { id: string; label: string };
}

/**
 * The new-publication dialog's fields (spec 2 §2.2, §5): edition type, number (standard: numbers joined by a
 * hyphen; hors-série: an optional suffix), periodical, title, year, start and end dates; for DEF and GPL the
 * cover's article and image, for GPL its text. The image is found by name (images.search); the article is
 * typed as its id, the bridge offering no article search yet. The server checks both (412).
 */
export function PublicationFormFields({ periodicals, fixedPeriodical }: PublicationFormFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<PublicationDialogValues, unknown, PublicationInput>();
  const [editionType, periodicalId, suffix] = useWatch({ control, name: ['editionType', 'periodicalId', 'suffix'] });
  const rules = periodicalRules(periodicalId);
  const dateInput: Partial<InputProps> = { inputMode: 'numeric', maxLength: 10, placeholder: t('list.datePlaceholder'), contentAfter: <CalendarRegular aria-hidden="true" /> };
  const specialNumber = buildPublicationNumber({ editionType: 'SPECIAL_EDITION', suffix: suffix.trim() || null });

  return (
    <div className={styles.root}>
      <Controller
        control={control}
        name="editionType"
        render={({ field, fieldState }) => (
          <Field label={t('publications.list.dialog.editionType')} required validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
            <RadioGroup layout="horizontal" value={field.value} onChange={(_event, data) => field.onChange(data.value as EditionType)} onBlur={field.onBlur}>
              {EDITION_TYPES.map((type, index) => (
                <Radio key={type} value={type} label={EDITION_TYPE_LABELS[type]} input={index === 0 ? { ref: field.ref } : undefined} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <div className={styles.pair}>
        {fixedPeriodical ? (
          <Field label={t('publications.list.dialog.periodical')} hint={t('publications.list.dialog.periodicalFixed')}>
            <Input readOnly value={periodicalOptionLabel(fixedPeriodical)} />
          </Field>
        ) : (
          <Controller
            control={control}
            name="periodicalId"
            render={({ field, fieldState }) => (
              <Field label={t('publications.list.dialog.periodical')} required validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
                <Select className={styles.control} ref={field.ref} name={field.name} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur}>
                  <option value="">{t('publications.list.dialog.periodicalPlaceholder')}</option>
                  {periodicals.map((p) => (
                    <option key={p.id} value={p.id}>
                      {periodicalOptionLabel(p)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
        )}
        <TextField name="year" label={t('publications.list.dialog.year')} required input={{ inputMode: 'numeric', maxLength: 4 }} />
      </div>
      {editionType === 'SPECIAL_EDITION' ? (
        <TextField name="suffix" label={t('publications.list.dialog.suffix')} hint={t('publications.list.dialog.suffixHint', { number: specialNumber })} />
      ) : (
        <TextField name="numbers" label={t('publications.list.dialog.numbers')} hint={t('publications.list.dialog.numbersHint')} required />
      )}
      <TextField name="title" label={t('publications.list.dialog.title')} />
      <div className={styles.pair}>
        <TextField name="startDate" label={t('publications.list.dialog.startDate')} required mask={maskDate} input={dateInput} />
        <TextField name="endDate" label={t('publications.list.dialog.endDate')} mask={maskDate} input={dateInput} />
      </div>
      {rules.coverArticleAndImage && (
        <div className={styles.pair}>
          <CoverArticleField />
          <CoverImageField />
        </div>
      )}
      {rules.coverText && (
        <Controller
          control={control}
          name="text"
          render={({ field, fieldState }) => (
            <Field label={t('publications.list.dialog.text')} validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
              <Textarea ref={field.ref} name={field.name} value={field.value} rows={3} resize="vertical" onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
            </Field>
          )}
        />
      )}
    </div>
  );
}
