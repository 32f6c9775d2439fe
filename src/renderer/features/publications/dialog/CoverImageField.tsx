import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { Combobox, Field, Option, Spinner, makeStyles } from '@fluentui/react-components';
import type { PublicationInput } from '@shared/domain/publication';
import { useBridge } from '../../../bridge/BridgeContext';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue';
import type { PublicationDialogValues } from './publication-form';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

/** Spec 2 §9: searches debounced 500 ms; autocompletes ask page 0, size 20. */
const SEARCH_DEBOUNCE_MS = 500;
const SUGGESTIONS = 20;
const DIGITS = /^\d+$/;

/**
 * The cover image of DEF and GPL (spec 2 §2.2): an illustration found by its name through images.search
 * (enabled illustrations, as the server takes no other), or typed as its number. The server checks it (412).
 */
export function CoverImageField() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const { control } = useFormContext<PublicationDialogValues, unknown, PublicationInput>();
  // null: not typing, the field shows the image chosen.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue((text ?? '').trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['cover-image', query],
    queryFn: () => bridge.invoke('images.search', { query, page: 0, size: SUGGESTIONS, collectionFilter: ['ILLUSTRATION'], enableFilter: true }),
    enabled: query !== '' && !DIGITS.test(query),
    staleTime: 60_000,
  });
  const images = search.data?.result ?? [];
  const labelOf = (id: string) => {
    const found = images.find((image) => String(image.id) === id);
    return found ? t('publications.list.dialog.imageOption', { name: found.name, id }) : t('publications.list.dialog.imageNumber', { id });
  };

  return (
    <Controller
      control={control}
      name="imageId"
      render={({ field, fieldState }) => (
        <Field
          label={t('publications.list.dialog.imageId')}
          hint={t('publications.list.dialog.imageHint')}
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={fieldState.error?.message}
        >
          <Combobox
            ref={field.ref}
            className={styles.control}
            freeform
            name={field.name}
            value={text ?? (field.value ? labelOf(field.value) : '')}
            selectedOptions={field.value ? [field.value] : []}
            open={open && images.length + (search.isFetching ? 1 : 0) > 0}
            onOpenChange={(_event, data) => setOpen(data.open)}
            onChange={(event) => {
              const typed = event.target.value;
              setText(typed);
              setOpen(true);
              // A number typed is the image's id; a name waits for a choice in the list.
              if (typed.trim() === '' || DIGITS.test(typed.trim())) field.onChange(typed.trim());
            }}
            onOptionSelect={(_event, data) => {
              field.onChange(data.optionValue ?? '');
              setText(null);
            }}
            onBlur={() => {
              setText(null);
              field.onBlur();
            }}
          >
            {search.isFetching ? (
              <Option value="" text="" disabled>
                <Spinner size="extra-tiny" label={t('list.suggestionsLoading')} />
              </Option>
            ) : (
              images.map((image) => (
                <Option key={image.id} value={String(image.id)} text={labelOf(String(image.id))}>
                  {labelOf(String(image.id))}
                </Option>
              ))
            )}
          </Combobox>
        </Field>
      )}
    />
  );
}
