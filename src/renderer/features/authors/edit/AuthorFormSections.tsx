import { useTranslation } from 'react-i18next';
import { Button, Caption1, Dropdown, Field, Input, Option, Radio, RadioGroup, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AUTHOR_TYPES, PROFILE_TYPES, type AuthorType, type ProfileType } from '@shared/domain/author';
import { RICH_TEXT_MAX_LENGTH, richTextLength } from '@shared/rules/rich-text';
import { RemoveButton, TextField } from './FormFields';
import { FormSection } from '../../../components/form/FormSection';
import { RichTextInput } from '../../../components/RichTextInput';
import { emptyFunction, emptyProfile, type AuthorFormValues } from './author-form';

const useStyles = makeStyles({
  names: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 1fr) minmax(120px, 0.5fr) minmax(220px, 1.4fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    '& > *': {
      minWidth: 0,
    },
    '@media (max-width: 900px)': {
      gridTemplateColumns: '1fr',
    },
  },
  organisationName: {
    gridColumn: '1 / -1',
  },
  knk: {
    maxWidth: '320px',
  },
  entry: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  entryBody: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    flexGrow: 1,
    minWidth: 0,
  },
  functionLabel: {
    fontWeight: tokens.fontWeightSemibold,
  },
  counter: {
    color: tokens.colorNeutralForeground3,
    alignSelf: 'flex-end',
  },
  counterOver: {
    color: tokens.colorPaletteRedForeground1,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
  remove: {
    paddingTop: '26px',
  },
  profileRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 240px) 1fr auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
  },
  add: {
    alignSelf: 'flex-start',
  },
  fill: {
    minWidth: 0,
    width: '100%',
  },
});

/** Type (radio), names and KNK id. An organisation has a name only: first name and particle are hidden, and dropped when sending. */
export function IdentitySection() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<AuthorFormValues>();
  const type = useWatch({ control, name: 'type' });
  const organisation = type === 'ORGANISATION';
  return (
    <FormSection id="author-identity" title={t('authors.edit.sections.identity')}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Field label={t('authors.edit.types.label')}>
            <RadioGroup
              ref={field.ref}
              layout="horizontal"
              value={field.value}
              onChange={(_event, data) => field.onChange(data.value as AuthorType)}
              onBlur={field.onBlur}
            >
              {AUTHOR_TYPES.map((value) => (
                <Radio key={value} value={value} label={t(`authors.edit.types.${value}`)} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <div className={styles.names}>
        {!organisation && <TextField name="firstName" label={t('authors.edit.fields.firstName')} />}
        {!organisation && <TextField name="particle" label={t('authors.edit.fields.particle')} hint={t('authors.edit.fields.particleHint')} />}
        <TextField
          name="lastName"
          required
          label={organisation ? t('authors.edit.fields.organisationName') : t('authors.edit.fields.lastName')}
          className={organisation ? styles.organisationName : undefined}
        />
      </div>
      <TextField name="knkId" label={t('authors.edit.fields.knkId')} className={styles.knk} />
    </FormSection>
  );
}

/** The functions: rich texts (italic, superscript, subscript), 500 characters each; at least one line. */
export function FunctionsSection() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<AuthorFormValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'functions' });
  return (
    <FormSection id="author-functions" title={t('authors.edit.sections.functions')}>
      <Caption1>{t('authors.edit.richText.hint')}</Caption1>
      {fields.map((item, index) => {
        const number = index + 1;
        const label = t('authors.edit.fields.function', { number });
        return (
          <div key={item.id} className={styles.entry}>
            <Controller
              control={control}
              name={`functions.${index}.text`}
              render={({ field, fieldState }) => {
                const length = richTextLength(field.value);
                const messageId = `author-function-${index}-message`;
                return (
                  <div className={styles.entryBody}>
                    <span className={styles.functionLabel} aria-hidden="true">
                      {label}
                    </span>
                    <RichTextInput
                      ref={field.ref}
                      label={label}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={!!fieldState.error}
                      describedBy={fieldState.error ? messageId : undefined}
                    />
                    {fieldState.error && (
                      <Caption1 id={messageId} role="alert" className={styles.error}>
                        {fieldState.error.message}
                      </Caption1>
                    )}
                    <Caption1 className={mergeClasses(styles.counter, length > RICH_TEXT_MAX_LENGTH && styles.counterOver)}>
                      {t('authors.edit.fields.functionCount', { count: length, max: RICH_TEXT_MAX_LENGTH })}
                    </Caption1>
                  </div>
                );
              }}
            />
            <div className={styles.remove}>
              <RemoveButton
                label={t('authors.edit.actions.removeFunction', { number })}
                onClick={() => (fields.length > 1 ? remove(index) : update(0, emptyFunction()))}
              />
            </div>
          </div>
        );
      })}
      <Button appearance="transparent" size="small" icon={<Add20Regular />} className={styles.add} onClick={() => append(emptyFunction())}>
        {t('authors.edit.actions.addFunction')}
      </Button>
    </FormSection>
  );
}

/** Profiles: a type (Twitter, LinkedIn, Facebook, Site web, ORCID, ISNI) and a value; at least one line. */
export function ProfilesSection() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<AuthorFormValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'profiles' });
  return (
    <FormSection id="author-profiles" title={t('authors.edit.sections.profiles')}>
      {fields.map((item, index) => (
        <div key={item.id} className={styles.profileRow}>
          <Controller
            control={control}
            name={`profiles.${index}.type`}
            render={({ field, fieldState }) => (
              <Field
                label={t('authors.edit.fields.profileType')}
                validationState={fieldState.error ? 'error' : 'none'}
                validationMessage={fieldState.error?.message}
              >
                <Dropdown
                  ref={field.ref}
                  className={styles.fill}
                  placeholder={t('authors.edit.fields.profileTypePlaceholder')}
                  clearable
                  value={field.value ? t(`authors.view.profileTypes.${field.value}`) : ''}
                  selectedOptions={field.value ? [field.value] : []}
                  onOptionSelect={(_event, data) => field.onChange((data.optionValue as ProfileType | undefined) ?? null)}
                  onBlur={field.onBlur}
                >
                  {PROFILE_TYPES.map((type) => (
                    <Option key={type} value={type}>
                      {t(`authors.view.profileTypes.${type}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          />
          <Controller
            control={control}
            name={`profiles.${index}.value`}
            render={({ field, fieldState }) => (
              <Field
                label={t('authors.edit.fields.profileValue')}
                validationState={fieldState.error ? 'error' : 'none'}
                validationMessage={fieldState.error?.message}
              >
                <Input ref={field.ref} name={field.name} autoComplete="off" value={field.value} onChange={(_e, data) => field.onChange(data.value)} onBlur={field.onBlur} />
              </Field>
            )}
          />
          <div className={styles.remove}>
            <RemoveButton
              label={t('authors.edit.actions.removeProfile', { number: index + 1 })}
              onClick={() => (fields.length > 1 ? remove(index) : update(0, emptyProfile()))}
            />
          </div>
        </div>
      ))}
      <Button appearance="transparent" size="small" icon={<Add20Regular />} className={styles.add} onClick={() => append(emptyProfile())}>
        {t('authors.edit.actions.addProfile')}
      </Button>
    </FormSection>
  );
}

/** Free notes. */
export function NotesSection() {
  const { t } = useTranslation();
  return (
    <FormSection id="author-notes" title={t('authors.edit.sections.notes')}>
      <TextField name="notes" label={t('authors.edit.fields.notes')} multiline />
    </FormSection>
  );
}
