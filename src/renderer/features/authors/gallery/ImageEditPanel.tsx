import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Caption1,
  Checkbox,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { IMAGE_COLORS, IMAGE_FRAMINGS, IMAGE_TAGS, type Image, type ImageTag } from '@shared/domain/image';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { imageFormSchema, imageFormValues, type AuthorImageUpdate, type ImageFormValues } from './image-form';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
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
  tags: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  },
  footer: {
    justifyContent: 'flex-end',
  },
});

const EMPTY: ImageFormValues = { name: '', color: '', framing: '', credits: '', sources: '', tags: [], badQuality: false, comments: '' };

export interface ImageEditPanelProps {
  /** The image edited; null closes the panel. */
  image: Image | null;
  onClose(): void;
  /** Saves; resolves true when saved (the panel then closes). */
  onSave(image: Image, input: AuthorImageUpdate): Promise<boolean>;
}

/**
 * The edit panel of an author image (spec 1 §2 and §5): name and colour required, "Type" (framing)
 * required, credits and sources (rich text, 500 characters, allowed marks), tags, "Mauvaise qualité"
 * (checked = BAD), comments. Fields are checked on blur; saving with errors focuses the first one.
 */
export function ImageEditPanel({ image, onClose, onSave }: ImageEditPanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const schema = useMemo(
    () =>
      imageFormSchema({
        colorRequired: t('authors.view.gallery.form.colorRequired'),
        framingRequired: t('authors.view.gallery.form.framingRequired'),
      }),
    [t],
  );
  const form = useForm<ImageFormValues, unknown, AuthorImageUpdate>({
    resolver: zodResolver(schema),
    // Checked on the first blur, then on every change: an error goes as soon as it is fixed, so the form does
    // not jump under the pointer on the next blur.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    reset(image ? imageFormValues(image) : EMPTY);
  }, [image, reset]);

  const submit = handleSubmit(async (input) => {
    if (!image) return;
    setSaving(true);
    try {
      if (await onSave(image, input)) onClose();
    } finally {
      setSaving(false);
    }
  });

  const richHint = t('authors.view.gallery.form.richTextHint');
  const field = (name: keyof ImageFormValues) => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name]?.message,
  });

  return (
    <OverlayDrawer open={image !== null} position="end" size="medium" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('common.close')} icon={<Dismiss24Regular />} onClick={onClose} />}
        >
          {t('authors.view.gallery.form.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <Field label={t('authors.view.gallery.form.name')} required {...field('name')}>
            <Input {...register('name')} />
          </Field>
          <Field label={t('authors.view.gallery.form.color')} required {...field('color')}>
            <Select {...register('color')}>
              <option value="">{t('authors.view.gallery.form.colorPlaceholder')}</option>
              {IMAGE_COLORS.map((color) => (
                <option key={color} value={color}>
                  {t(`authors.view.gallery.colors.${color}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Controller
            control={control}
            name="framing"
            render={({ field: { ref, value, onChange, onBlur } }) => (
              <Field label={t('authors.view.gallery.form.framing')} required {...field('framing')}>
                <RadioGroup layout="horizontal" value={value} onChange={(_event, data) => onChange(data.value)} onBlur={onBlur}>
                  {IMAGE_FRAMINGS.map((framing, index) => (
                    <Radio
                      key={framing}
                      value={framing}
                      label={t(`authors.view.gallery.framings.${framing}`)}
                      input={index === 0 ? { ref } : undefined}
                    />
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
          <Field label={t('authors.view.gallery.form.credits')} hint={richHint} {...field('credits')}>
            <Textarea {...register('credits')} resize="vertical" />
          </Field>
          <Field label={t('authors.view.gallery.form.sources')} hint={richHint} {...field('sources')}>
            <Textarea {...register('sources')} resize="vertical" />
          </Field>
          <Controller
            control={control}
            name="tags"
            render={({ field: { value, onChange, onBlur } }) => (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t('authors.view.gallery.form.tags')}</legend>
                <div className={styles.tags}>
                  {IMAGE_TAGS.map((tag) => (
                    <Checkbox
                      key={tag}
                      label={tag}
                      checked={value.includes(tag)}
                      onBlur={onBlur}
                      onChange={(_event, data) => {
                        const next: ImageTag[] = data.checked === true ? [...value, tag] : value.filter((v) => v !== tag);
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
                <legend className={styles.legend}>{t('authors.view.gallery.form.quality')}</legend>
                <Checkbox
                  ref={ref}
                  label={t('authors.view.gallery.form.badQuality')}
                  checked={value}
                  onBlur={onBlur}
                  onChange={(_event, data) => onChange(data.checked === true)}
                />
              </fieldset>
            )}
          />
          <Field label={t('authors.view.gallery.form.comments')} {...field('comments')}>
            <Textarea {...register('comments')} resize="vertical" />
          </Field>
        </form>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <OnlineOnlyButton appearance="primary" type="submit" form={formId} disabled={saving}>
          {t('common.save')}
        </OnlineOnlyButton>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
