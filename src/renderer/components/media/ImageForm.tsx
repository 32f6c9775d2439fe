import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Caption1,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Switch,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { IMAGE_FRAMINGS, IMAGE_TAGS, type Image, type ImageTag } from '@shared/domain/image';
import { canManageImages } from '@shared/rules/media-rights';
import { RICH_TEXT_MAX_LENGTH, richTextLength } from '@shared/rules/rich-text';
import { useRoles } from '../../features/auth/useAuth';
import { RichTextInput } from '../RichTextInput';
import { ColorOptions } from './ColorOptions';
import { imageFormSchema, imageFormValues, type ImageFormInput, type ImageFormValues, type ImageFormVariant } from './image-form';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  readOnly: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
  },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: {
    ...typographyStyles.body1,
    color: tokens.colorNeutralForeground1,
    padding: 0,
    marginBottom: tokens.spacingVerticalXXS,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
  over: {
    color: tokens.colorPaletteRedForeground1,
  },
  tags: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  },
});

export interface ImageFormProps {
  variant: ImageFormVariant;
  /** The image edited: the fields start from it, and again whenever it changes (after a save). */
  image: Omit<Image, 'version'> | null;
  /** id of the <form>: a "Enregistrer" button outside it (drawer footer, page header) submits it with form={id}. */
  id?: string;
  /** Receives the checked values; the caller adds the version read and saves. */
  onSubmit(input: ImageFormInput): Promise<unknown>;
  /** Reports the dirty flag, for the unsaved-changes guard of an edit screen. */
  onDirtyChange?(dirty: boolean): void;
  /**
   * Asked when the enable switch turns an enabled image off; resolving false keeps it on. An image in use
   * asks first and lists its uses (ImageUsageList in a confirmation).
   */
  confirmDisable?(): Promise<boolean>;
  /** A new image's name from its file: it fills the name while the name is empty. */
  suggestedName?: string;
  /** Rendered at the end of the form (its buttons, when they belong inside it). */
  children?: ReactNode;
  className?: string;
}

/**
 * The one image form (spec 1 §2 and §5), for author images and illustrations: id and size read-only; name
 * and colour required; "Type" (framing) required; credits and sources as rich text (italic, bold,
 * superscript, subscript; 500 characters, counted); tags; "Mauvaise qualité" (checked = BAD); comments; and on
 * an illustration the "Activée" switch, disabled for users without the image roles. Fields are checked on
 * leaving them, then as they change; submitting with errors focuses the first one; each error shows under
 * its field.
 */
export function ImageForm({ variant, image, id, onSubmit, onDirtyChange, confirmDisable, suggestedName, children, className }: ImageFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const roles = useRoles();
  const schema = useMemo(
    () => imageFormSchema(variant, { colorRequired: t('media.form.colorRequired'), framingRequired: t('media.form.framingRequired') }),
    [variant, t],
  );
  const form = useForm<ImageFormValues, unknown, ImageFormInput>({
    resolver: zodResolver(schema),
    // Checked on the first blur, then on every change: an error goes as soon as it is fixed, so the form does
    // not jump under the pointer on the next blur.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: imageFormValues(image),
  });
  const { control, handleSubmit, reset, formState, getValues, setValue, getFieldState } = form;
  const { errors, isDirty } = formState;

  useEffect(() => {
    reset(imageFormValues(image));
  }, [image, reset]);
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => {
    // Checked again when the empty name was already refused: its error goes with it.
    if (suggestedName && getValues('name') === '') setValue('name', suggestedName, { shouldDirty: true, shouldValidate: getFieldState('name').invalid });
  }, [suggestedName, getValues, setValue, getFieldState]);

  const submit = handleSubmit(async (input) => {
    await onSubmit(input);
  });
  const field = (name: keyof ImageFormValues) => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name]?.message,
  });
  // Spec 1 §6: the enable toggle of an illustration is for ADMIN and ADMIN_IMAGES.
  const canToggle = canManageImages(roles);

  return (
    <form id={id} className={mergeClasses(styles.form, className)} noValidate onSubmit={(event) => void submit(event)}>
      {image && (
        <div className={styles.readOnly}>
          <Field label={t('media.form.id')}>
            <Input readOnly value={String(image.id)} />
          </Field>
          <Field label={t('media.form.size')}>
            <Input
              readOnly
              value={t('media.form.sizeValue', { format: t(`media.formats.${image.format}`), width: image.meta.width, height: image.meta.height })}
            />
          </Field>
        </div>
      )}
      {variant === 'illustration' && (
        <Controller
          control={control}
          name="enable"
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <Field hint={canToggle ? undefined : t('media.form.enableLocked')}>
              <Switch
                ref={ref}
                label={t('media.form.enable')}
                checked={value}
                disabled={!canToggle}
                onBlur={onBlur}
                onChange={(_event, data) => {
                  if (data.checked || !value || !confirmDisable) onChange(data.checked);
                  else void confirmDisable().then((confirmed) => confirmed && onChange(false));
                }}
              />
            </Field>
          )}
        />
      )}
      {/* Every field is controlled (Fluent's Input keeps a value of its own, which a registered reset would not reach), in the page's order: the first error takes the focus. */}
      <Controller
        control={control}
        name="name"
        render={({ field: { ref, name, value, onChange, onBlur } }) => (
          <Field label={t('media.form.name')} required {...field('name')}>
            <Input ref={ref} name={name} value={value} onChange={(_event, data) => onChange(data.value)} onBlur={onBlur} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="color"
        render={({ field: { ref, name, value, onChange, onBlur } }) => (
          <Field label={t('media.form.color')} required {...field('color')}>
            <Select ref={ref} name={name} value={value} onChange={(_event, data) => onChange(data.value)} onBlur={onBlur}>
              <ColorOptions placeholder={t('media.form.colorPlaceholder')} />
            </Select>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="framing"
        render={({ field: { ref, value, onChange, onBlur } }) => (
          <Field label={t('media.form.framing')} required {...field('framing')}>
            <RadioGroup layout="horizontal" value={value} onChange={(_event, data) => onChange(data.value)} onBlur={onBlur}>
              {IMAGE_FRAMINGS.map((framing, index) => (
                <Radio key={framing} value={framing} label={t(`media.framings.${framing}`)} input={index === 0 ? { ref } : undefined} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <RichTextField control={control} name="credits" label={t('media.form.credits')} />
      <RichTextField control={control} name="sources" label={t('media.form.sources')} />
      <Controller
        control={control}
        name="tags"
        render={({ field: { value, onChange, onBlur } }) => (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('media.form.tags')}</legend>
            <div className={styles.tags}>
              {IMAGE_TAGS.map((tag) => (
                <Checkbox
                  key={tag}
                  label={tag}
                  checked={value.includes(tag)}
                  onBlur={onBlur}
                  onChange={(_event, data) => {
                    const next: ImageTag[] = data.checked === true ? [...value, tag] : value.filter((v) => v !== tag);
                    // Kept in the list's order, whatever the order of the clicks.
                    onChange(IMAGE_TAGS.filter((candidate) => next.includes(candidate)));
                  }}
                />
              ))}
            </div>
            {errors.tags?.message && <Caption1 className={styles.error}>{errors.tags.message}</Caption1>}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="badQuality"
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('media.form.quality')}</legend>
            <Checkbox
              ref={ref}
              label={t('media.form.badQuality')}
              checked={value}
              onBlur={onBlur}
              onChange={(_event, data) => onChange(data.checked === true)}
            />
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="comments"
        render={({ field: { ref, name, value, onChange, onBlur } }) => (
          <Field label={t('media.form.comments')} {...field('comments')}>
            <Textarea ref={ref} name={name} value={value} resize="vertical" onChange={(_event, data) => onChange(data.value)} onBlur={onBlur} />
          </Field>
        )}
      />
      {children}
    </form>
  );
}

/** Credits or sources: the rich text input with bold, its count of characters against 500, its error. */
function RichTextField(props: { control: Control<ImageFormValues, unknown, ImageFormInput>; name: 'credits' | 'sources'; label: string }) {
  const { control, name, label } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const length = richTextLength(field.value);
        return (
          <Field
            label={label}
            validationState={fieldState.error ? 'error' : 'none'}
            validationMessage={fieldState.error?.message}
            hint={{
              children: t('media.form.richTextCount', { count: length, max: RICH_TEXT_MAX_LENGTH }),
              className: length > RICH_TEXT_MAX_LENGTH ? styles.over : undefined,
            }}
          >
            {(controlProps) => (
              <RichTextInput
                ref={field.ref}
                bold
                label={label}
                id={controlProps.id}
                describedBy={controlProps['aria-describedby']}
                invalid={!!fieldState.error}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        );
      }}
    />
  );
}
