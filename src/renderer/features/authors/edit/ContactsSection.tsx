import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CONTACT_KINDS, PHONE_TYPES, type ContactKind, type PhoneType } from '@shared/domain/author';
import { countryByCode, searchCountries } from '@shared/rules/countries';
import { formatNationalNumber, normalisePhoneInput, phoneDigits } from '@shared/rules/phone';
import { CountryPicker } from './CountryPicker';
import { FavouriteToggle, RemoveButton, TextField } from './FormFields';
import { FormSection } from '../../../components/form/FormSection';
import { SuggestInput } from './SuggestInput';
import { emptyAddress, emptyEmail, emptyPhone, otherFavourites, type AuthorFormValues, type ContactList } from './author-form';

const useStyles = makeStyles({
  kinds: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
  },
  kind: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  kindTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  addressRow: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  address: {
    flex: '1 1 0',
    minWidth: 0,
    '& > *': {
      minWidth: 0,
    },
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 2fr) minmax(160px, 1.4fr) minmax(100px, 0.7fr) minmax(160px, 1.2fr) minmax(160px, 1.2fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
    '@media (max-width: 1100px)': {
      gridTemplateColumns: 'repeat(2, minmax(160px, 1fr))',
    },
  },
  grow: {
    flexGrow: 1,
    minWidth: '220px',
  },
  countryField: {
    width: '220px',
  },
  numberField: {
    flexGrow: 1,
    minWidth: '200px',
  },
  typeField: {
    width: '130px',
  },
  typeDropdown: {
    minWidth: '130px',
  },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    // Aligned with the inputs, below the labels.
    paddingTop: '26px',
  },
  add: {
    alignSelf: 'flex-start',
  },
});

/** Contacts grouped by kind (Professionnel, Personnel, Autre), each with its emails, phones and addresses. */
export function ContactsSection() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <FormSection id="author-contacts" title={t('authors.edit.sections.contacts')}>
      <div className={styles.kinds}>
        {CONTACT_KINDS.map((kind) => (
          <div key={kind} role="group" aria-labelledby={`author-contacts-${kind}`} className={styles.kind}>
            <h3 id={`author-contacts-${kind}`} className={styles.kindTitle}>
              {t(`authors.view.contactKinds.${kind}`)}
            </h3>
            <EmailList kind={kind} />
            <PhoneList kind={kind} />
            <AddressList kind={kind} />
          </div>
        ))}
      </div>
    </FormSection>
  );
}

/** Setting a favourite clears every other mark of the same list, across the kinds. */
function useFavourite(list: ContactList) {
  const { getValues, setValue } = useFormContext<AuthorFormValues>();
  return (kind: ContactKind, index: number) => {
    const map = getValues(list);
    const current = map[kind][index]?.fav === true;
    if (!current) {
      for (const other of otherFavourites(map, kind, index)) {
        setValue(`${list}.${other.kind}.${other.index}.fav`, false, { shouldDirty: true });
      }
    }
    setValue(`${list}.${kind}.${index}.fav`, !current, { shouldDirty: true });
  };
}

function ListFrame({ legend, addLabel, onAdd, children }: { legend: string; addLabel: string; onAdd(): void; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      <Button appearance="transparent" size="small" icon={<Add20Regular />} className={styles.add} onClick={onAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

function EmailList({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<AuthorFormValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name: `emails.${kind}` });
  const favourites = useWatch({ control, name: `emails.${kind}` });
  const toggleFavourite = useFavourite('emails');
  return (
    <ListFrame legend={t('authors.edit.lists.emails')} addLabel={t('authors.edit.actions.addEmail')} onAdd={() => append(emptyEmail())}>
      {fields.map((item, index) => (
        <div key={item.id} className={styles.row}>
          <TextField name={`emails.${kind}.${index}.mail`} label={t('authors.edit.fields.email')} type="email" className={styles.grow} />
          <div className={styles.actions}>
            <FavouriteToggle checked={favourites[index]?.fav === true} onToggle={() => toggleFavourite(kind, index)} />
            <RemoveButton
              label={t('authors.edit.actions.removeEmail')}
              onClick={() => (fields.length > 1 ? remove(index) : update(0, emptyEmail()))}
            />
          </div>
        </div>
      ))}
    </ListFrame>
  );
}

function PhoneList({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<AuthorFormValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name: `phoneNumbers.${kind}` });
  const phones = useWatch({ control, name: `phoneNumbers.${kind}` });
  const toggleFavourite = useFavourite('phoneNumbers');
  return (
    <ListFrame legend={t('authors.edit.lists.phones')} addLabel={t('authors.edit.actions.addPhone')} onAdd={() => append(emptyPhone())}>
      {fields.map((item, index) => (
        <div key={item.id} className={styles.row}>
          <Controller
            control={control}
            name={`phoneNumbers.${kind}.${index}.countryCode`}
            render={({ field, fieldState }) => (
              <Field
                label={t('authors.edit.fields.phoneCountry')}
                className={styles.countryField}
                validationState={fieldState.error ? 'error' : 'none'}
                validationMessage={fieldState.error?.message}
              >
                <CountryPicker ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={!!fieldState.error} />
              </Field>
            )}
          />
          <PhoneNumberField kind={kind} index={index} countryCode={phones[index]?.countryCode ?? ''} />
          <Controller
            control={control}
            name={`phoneNumbers.${kind}.${index}.type`}
            render={({ field }) => (
              <Field label={t('authors.edit.fields.phoneType')} className={styles.typeField}>
                <Dropdown
                  ref={field.ref}
                  className={styles.typeDropdown}
                  placeholder={t('authors.edit.fields.phoneTypePlaceholder')}
                  clearable
                  value={field.value ? t(`authors.edit.phoneTypes.${field.value}`) : ''}
                  selectedOptions={field.value ? [field.value] : []}
                  onOptionSelect={(_event, data) => field.onChange((data.optionValue as PhoneType | undefined) ?? null)}
                  onBlur={field.onBlur}
                >
                  {PHONE_TYPES.map((type) => (
                    <Option key={type} value={type}>
                      {t(`authors.edit.phoneTypes.${type}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          />
          <div className={styles.actions}>
            <FavouriteToggle checked={phones[index]?.fav === true} onToggle={() => toggleFavourite(kind, index)} />
            <RemoveButton
              label={t('authors.edit.actions.removePhone')}
              onClick={() => (fields.length > 1 ? remove(index) : update(0, emptyPhone()))}
            />
          </div>
        </div>
      ))}
    </ListFrame>
  );
}

/**
 * The number, shown on its country's mask with the dialling code before it ("+33 | 6 12 34 56 78"); the
 * form holds its digits. Typed with a trunk prefix or internationally ('06…', '+32…'), it is read on blur
 * into the national number (and its country).
 */
function PhoneNumberField({ kind, index, countryCode }: { kind: ContactKind; index: number; countryCode: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control, setValue } = useFormContext<AuthorFormValues>();
  /** What is being typed, while it is not the masked digits (an international prefix, a cursor mid-number). */
  const [typing, setTyping] = useState<string | null>(null);
  const dialCode = countryByCode(countryCode)?.dialCode;
  return (
    <Controller
      control={control}
      name={`phoneNumbers.${kind}.${index}.number`}
      render={({ field, fieldState }) => (
        <Field
          label={t('authors.edit.fields.phoneNumber')}
          className={styles.numberField}
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={fieldState.error?.message}
        >
          <Input
            ref={field.ref}
            name={field.name}
            type="tel"
            autoComplete="off"
            inputMode="tel"
            contentBefore={dialCode ? `+${dialCode}` : undefined}
            value={typing ?? formatNationalNumber(field.value, countryCode)}
            onChange={(event, data) => {
              const atEnd = event.target.selectionStart === null || event.target.selectionStart >= data.value.length;
              const international = /^\s*(\+|00)/.test(data.value);
              setTyping(international || !atEnd ? data.value : null);
              field.onChange(phoneDigits(data.value));
            }}
            onBlur={(event) => {
              const typed = event.target.value;
              setTyping(null);
              if (phoneDigits(typed) !== '') {
                const read = normalisePhoneInput(typed, countryCode);
                if (read.countryCode !== countryCode) setValue(`phoneNumbers.${kind}.${index}.countryCode`, read.countryCode, { shouldDirty: true });
                if (read.number !== field.value) field.onChange(read.number);
              }
              field.onBlur();
            }}
          />
        </Field>
      )}
    />
  );
}

function AddressList({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<AuthorFormValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name: `addresses.${kind}` });
  const addresses = useWatch({ control, name: `addresses.${kind}` });
  const toggleFavourite = useFavourite('addresses');
  return (
    <ListFrame legend={t('authors.edit.lists.addresses')} addLabel={t('authors.edit.actions.addAddress')} onAdd={() => append(emptyAddress())}>
      {fields.map((item, index) => (
        <div key={item.id} className={styles.addressRow}>
          <div className={styles.address}>
            <TextField name={`addresses.${kind}.${index}.street`} label={t('authors.edit.fields.street')} />
            <TextField name={`addresses.${kind}.${index}.complement`} label={t('authors.edit.fields.complement')} />
            <TextField name={`addresses.${kind}.${index}.postCode`} label={t('authors.edit.fields.postCode')} />
            <SuggestField kind={kind} index={index} attribute="city" />
            <SuggestField kind={kind} index={index} attribute="country" />
          </div>
          <div className={styles.actions}>
            <FavouriteToggle checked={addresses[index]?.fav === true} onToggle={() => toggleFavourite(kind, index)} />
            <RemoveButton
              label={t('authors.edit.actions.removeAddress')}
              onClick={() => (fields.length > 1 ? remove(index) : update(0, emptyAddress()))}
            />
          </div>
        </div>
      ))}
    </ListFrame>
  );
}

/** Country names of the list matching a text, as the server stores them (upper case). */
const countrySuggestions = (text: string) =>
  searchCountries(text)
    .slice(0, 10)
    .map((c) => c.label);

function SuggestField({ kind, index, attribute }: { kind: ContactKind; index: number; attribute: 'city' | 'country' }) {
  const { t } = useTranslation();
  const { control } = useFormContext<AuthorFormValues>();
  return (
    <Controller
      control={control}
      name={`addresses.${kind}.${index}.${attribute}`}
      render={({ field, fieldState }) => (
        <Field
          label={t(`authors.edit.fields.${attribute}`)}
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={fieldState.error?.message}
        >
          <SuggestInput
            ref={field.ref}
            attribute={attribute}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            localSuggestions={attribute === 'country' ? countrySuggestions : undefined}
            invalid={!!fieldState.error}
          />
        </Field>
      )}
    />
  );
}
