import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, Option, OptionGroup, makeStyles, mergeClasses } from '@fluentui/react-components';
import { COUNTRIES, countryByCode, searchCountries, type Country } from '@shared/rules/countries';

const useStyles = makeStyles({
  root: {
    minWidth: 0,
    width: '100%',
  },
  /** Without it the input keeps its intrinsic width and pushes the chevron out of a narrow field. */
  input: {
    minWidth: 0,
    width: '100%',
  },
  listbox: {
    maxHeight: '320px',
  },
});

export interface CountryPickerProps {
  /** ISO alpha-2 code of the chosen country. */
  value: string;
  onChange(code: string): void;
  onBlur?(): void;
  id?: string;
  className?: string;
  invalid?: boolean;
}

/**
 * The phone country picker: every country of the list (countries.ts) with its dialling code, suggested
 * ones first, filtered as the user types a name, a code or a dialling code.
 */
export const CountryPicker = forwardRef<HTMLInputElement, CountryPickerProps>(function CountryPicker(
  { value, onChange, onBlur, id, className, invalid },
  ref,
) {
  const { t } = useTranslation();
  const styles = useStyles();
  /** What the user is typing to filter, null when not filtering. */
  const [query, setQuery] = useState<string | null>(null);
  const selected = countryByCode(value);
  const text = (country: Country) =>
    country.dialCode ? t('authors.edit.countries.option', { name: country.name, dialCode: country.dialCode }) : country.name;

  const { suggested, others, matches } = useMemo(() => {
    if (query === null || query.trim() === '') {
      return { suggested: COUNTRIES.filter((c) => c.suggested), others: COUNTRIES.filter((c) => !c.suggested), matches: null };
    }
    return { suggested: [], others: [], matches: searchCountries(query) };
  }, [query]);

  const option = (country: Country) => (
    <Option key={country.code} value={country.code} text={text(country)}>
      {text(country)}
    </Option>
  );

  return (
    <Combobox
      ref={ref}
      id={id}
      className={mergeClasses(styles.root, className)}
      input={{ className: styles.input }}
      aria-invalid={invalid || undefined}
      value={query ?? (selected ? text(selected) : value)}
      selectedOptions={selected ? [selected.code] : []}
      listbox={{ className: styles.listbox }}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_event, data) => {
        if (data.optionValue) onChange(data.optionValue);
        setQuery(null);
      }}
      onOpenChange={(_event, data) => {
        if (!data.open) setQuery(null);
      }}
      onBlur={() => {
        setQuery(null);
        onBlur?.();
      }}
    >
      {matches !== null ? (
        matches.length > 0 ? (
          matches.map(option)
        ) : (
          <Option key="none" value="" text="" disabled>
            {t('authors.edit.countries.none')}
          </Option>
        )
      ) : (
        <>
          <OptionGroup label={t('authors.edit.countries.suggested')}>{suggested.map(option)}</OptionGroup>
          <OptionGroup label={t('authors.edit.countries.all')}>{others.map(option)}</OptionGroup>
        </>
      )}
    </Combobox>
  );
});
