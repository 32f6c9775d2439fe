import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Textarea, ToggleButton, Tooltip, makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { Delete20Regular, Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { Controller, useFormContext, type FieldPathByValue } from 'react-hook-form';
import type { AuthorFormValues } from './author-form';

const useStyles = makeStyles({
  favourite: {
    minWidth: 'auto',
  },
  favouriteOn: {
    color: tokens.colorPaletteMarigoldForeground1,
  },
  control: {
    minWidth: 0,
  },
});

export type TextPath = FieldPathByValue<AuthorFormValues, string>;

export interface TextFieldProps {
  name: TextPath;
  label: string;
  hint?: string;
  className?: string;
  required?: boolean;
  type?: InputProps['type'];
  autoComplete?: string;
  multiline?: boolean;
}

/** A text field of the author form: Fluent Field with its label and per-field message, validated on blur. */
export function TextField({ name, label, hint, className, required, type, autoComplete, multiline }: TextFieldProps) {
  const { control } = useFormContext<AuthorFormValues>();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          hint={hint}
          className={className}
          required={required}
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={fieldState.error?.message}
        >
          {multiline ? (
            <Textarea
              ref={field.ref}
              name={field.name}
              value={field.value}
              resize="vertical"
              rows={4}
              onChange={(_event, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
            />
          ) : (
            <Input
              ref={field.ref}
              className={styles.control}
              name={field.name}
              type={type}
              autoComplete={autoComplete ?? 'off'}
              value={field.value}
              onChange={(_event, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
            />
          )}
        </Field>
      )}
    />
  );
}

/** "Favori": the star of an entry; the list keeps only one (the caller clears the others). */
export function FavouriteToggle({ checked, onToggle }: { checked: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ToggleButton
      appearance="subtle"
      className={styles.favourite}
      checked={checked}
      icon={checked ? <Star20Filled className={styles.favouriteOn} /> : <Star20Regular />}
      onClick={onToggle}
    >
      {t('authors.edit.actions.favourite')}
    </ToggleButton>
  );
}

/** An entry's delete button, an icon with its label as name and tooltip. */
export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button appearance="subtle" icon={<Delete20Regular />} onClick={onClick} />
    </Tooltip>
  );
}
