import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Combobox, Dropdown, Field, Option, Radio, RadioGroup, Select, makeStyles, tokens } from '@fluentui/react-components';
import { BUNDLE_TYPE_LABELS, type ArticleType } from '@shared/domain/publication';
import { FIELD_CLEARS, OFFERED_BUNDLE_TYPES, clearsTitle, isMoveMode, type ArticleFormValues, type OpenArticleDialogMode } from '@shared/rules/article-input';
import { RichTextInput } from '../../../components/RichTextInput';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import type { useArticleDialogData } from './useArticleDialogData';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start', '& > *': { minWidth: 0 } },
  control: { minWidth: 0, width: '100%' },
});

export interface ArticleFormFieldsProps {
  mode: OpenArticleDialogMode;
  periodicals: readonly { id: string; label: string }[];
  /** The user may create bundles (CREATE offers the article or bundle choice). */
  bundlesOffered: boolean;
  /** Why the user may not place the article in a bundle of the chosen periodical (spec 2 §6), or null. */
  bundleRefusal: string | null;
  types: readonly ArticleType[];
  data: ReturnType<typeof useArticleDialogData>;
  planNodeRequired: boolean;
}

type SelectName = Extract<FieldPath<ArticleFormValues>, 'periodicalId' | 'publicationId' | 'bundlePlanVersionId' | 'type' | 'planNodeId'>;

/**
 * The fields of the new-article dialog (spec 2 §2.8, §4 Article dialog, §5) and their dependencies: the
 * periodical clears publication, bundle and plan node; the publication (enabled once a periodical is chosen)
 * clears bundle and plan node; BRIEF clears the title, which it does not require; a bundle plan version sets
 * the type; the periodical is fixed in the move modes; copy and move offer every type of an article (a bundle
 * keeps its plan's); MOVE_MULTIPLE shows no title.
 */
export function ArticleFormFields({ mode, periodicals, bundlesOffered, bundleRefusal, types, data, planNodeRequired }: ArticleFormFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control, setValue } = useFormContext<ArticleFormValues>();
  const [isBundle, periodicalId, type, bundleId] = useWatch({ control, name: ['isBundle', 'periodicalId', 'type', 'bundleId'] });
  const clear = (fields: readonly (keyof ArticleFormValues)[]) => {
    for (const f of fields) setValue(f, '', { shouldValidate: false });
  };
  const moving = isMoveMode(mode);
  const creating = mode === 'CREATE';

  const select = (name: SelectName, label: string, options: readonly { id: string | number; label: string }[], extra: { placeholder: string; required?: boolean; disabled?: boolean; hint?: string; onPicked?: (value: string) => void }) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={extra.required} hint={extra.hint} validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
          <Select
            className={styles.control}
            ref={field.ref}
            name={field.name}
            value={field.value}
            disabled={extra.disabled}
            onChange={(_event, d) => {
              field.onChange(d.value);
              extra.onPicked?.(d.value);
            }}
            onBlur={field.onBlur}
          >
            <option value="">{extra.placeholder}</option>
            {options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );

  const typeOptions = isBundle
    ? OFFERED_BUNDLE_TYPES.map((id) => ({ id, label: BUNDLE_TYPE_LABELS[id] }))
    : types.map((id) => ({ id, label: t(`articles.actions.types.${id}`) }));

  return (
    <div className={styles.root}>
      {creating && bundlesOffered && (
        <Controller
          control={control}
          name="isBundle"
          render={({ field }) => (
            <Field label={t('articles.actions.dialog.kind')}>
              <RadioGroup
                layout="horizontal"
                value={field.value ? 'bundle' : 'article'}
                onChange={(_event, d) => {
                  field.onChange(d.value === 'bundle');
                  clear(['type', 'bundleId', 'bundlePlanVersionId']);
                }}
              >
                <Radio value="article" label={t('articles.actions.dialog.kindArticle')} />
                <Radio value="bundle" label={t('articles.actions.dialog.kindBundle')} />
              </RadioGroup>
            </Field>
          )}
        />
      )}
      <div className={styles.pair}>
        {select('periodicalId', t('articles.actions.dialog.periodical'), periodicals.map((p) => ({ id: p.id, label: periodicalOptionLabel(p) })), {
          placeholder: t('articles.actions.dialog.periodicalPlaceholder'),
          required: true,
          disabled: moving,
          onPicked: () => clear(FIELD_CLEARS.periodicalId),
        })}
        {select('publicationId', t('articles.actions.dialog.publication'), data.publications.map((p) => ({ id: p.id, label: p.name })), {
          placeholder: t('articles.actions.dialog.publicationPlaceholder'),
          disabled: periodicalId === '',
          hint: periodicalId === '' ? t('articles.actions.dialog.publicationHint') : undefined,
          onPicked: () => clear(FIELD_CLEARS.publicationId),
        })}
      </div>
      {!isBundle && mode !== 'MOVE_MULTIPLE' && <BundlePicker bundles={data.bundles} disabled={periodicalId === '' || bundleRefusal !== null} hint={bundleRefusal ?? undefined} />}
      {isBundle &&
        select('bundlePlanVersionId', t('articles.actions.dialog.bundlePlan'), data.bundlePlans.map((p) => ({ id: p.bundlePlanVersionId, label: p.name })), {
          placeholder: t('articles.actions.dialog.bundlePlanPlaceholder'),
          required: true,
          disabled: periodicalId === '',
          // Spec 2 §4: the bundle plan version also sets the type.
          onPicked: (value) => setValue('type', data.bundlePlans.find((p) => String(p.bundlePlanVersionId) === value)?.type ?? '', { shouldValidate: true }),
        })}
      {mode !== 'MOVE_MULTIPLE' && (
        <div className={styles.pair}>
          {select('type', t('articles.actions.dialog.type'), typeOptions, {
            placeholder: t('articles.actions.dialog.typePlaceholder'),
            required: creating || !isBundle,
            // §2.8: copy and move offer all types; a bundle's type is its plan version's (§4), set when it was made.
            disabled: !creating && isBundle,
            hint: !creating && isBundle ? t('articles.actions.dialog.bundleTypeHint') : undefined,
            onPicked: (value) => {
              if (clearsTitle(value)) setValue('title', '', { shouldValidate: true });
            },
          })}
          {select('planNodeId', t('articles.actions.dialog.planNode'), data.rubriques, {
            placeholder: t('articles.actions.dialog.planNodePlaceholder'),
            required: planNodeRequired && bundleId === '',
            disabled: periodicalId === '',
          })}
        </div>
      )}
      {mode !== 'MOVE_MULTIPLE' && <TitleField brief={!isBundle && type === 'BRIEF'} />}
      {creating && <TagsField tags={data.tags} />}
    </div>
  );
}

function TitleField({ brief }: { brief: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const label = t('articles.actions.dialog.title');
  return (
    <Controller
      control={control}
      name="title"
      render={({ field, fieldState }) => (
        <Field
          label={label}
          required={!brief}
          hint={brief ? t('articles.actions.dialog.titleBrief') : undefined}
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={fieldState.error?.message}
        >
          {(controlProps) =>
            brief ? (
              <span id={controlProps.id} />
            ) : (
              <RichTextInput
                ref={field.ref}
                label={label}
                id={controlProps.id}
                describedBy={controlProps['aria-describedby']}
                invalid={!!fieldState.error}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )
          }
        </Field>
      )}
    />
  );
}

/** Spec 2 §2.8 "bundle (single autocomplete)": the bundles offered, filtered by what is typed. */
function BundlePicker({ bundles, disabled, hint }: { bundles: ReturnType<typeof useArticleDialogData>['bundles']; disabled: boolean; hint: string | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<ArticleFormValues>();
  const [query, setQuery] = useState<string | null>(null);
  const labelOf = (b: { id: number; title: string }) => `${b.id} — ${b.title.replace(/<[^>]*>/g, '')}`;
  return (
    <Controller
      control={control}
      name="bundleId"
      render={({ field, fieldState }) => {
        const chosen = bundles.find((b) => String(b.id) === field.value);
        const text = query ?? (chosen ? labelOf(chosen) : '');
        const shown = query === null ? bundles : bundles.filter((b) => labelOf(b).toLowerCase().includes(query.toLowerCase()));
        return (
          <Field label={t('articles.actions.dialog.bundle')} hint={hint} validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
            <Combobox
              className={styles.control}
              ref={field.ref}
              disabled={disabled}
              clearable
              placeholder={t('articles.actions.dialog.bundlePlaceholder')}
              value={text}
              selectedOptions={field.value ? [field.value] : []}
              onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
              onOptionSelect={(_event, d) => {
                setQuery(null);
                field.onChange(d.optionValue ?? '');
              }}
              onBlur={() => {
                setQuery(null);
                field.onBlur();
              }}
            >
              {shown.map((b) => (
                <Option key={b.id} value={String(b.id)} text={labelOf(b)}>
                  {labelOf(b)}
                </Option>
              ))}
              {shown.length === 0 && <Option disabled value="" text="">{t('articles.actions.dialog.bundleNoMatch')}</Option>}
            </Combobox>
          </Field>
        );
      }}
    />
  );
}

function TagsField({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control } = useFormContext<ArticleFormValues>();
  const options = useMemo(() => [...tags], [tags]);
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field }) => (
        <Field label={t('articles.actions.dialog.tags')}>
          <Dropdown
            className={styles.control}
            multiselect
            placeholder={t('articles.actions.dialog.tagsPlaceholder')}
            value={field.value.join(', ')}
            selectedOptions={field.value}
            onOptionSelect={(_event, d) => field.onChange(d.selectedOptions)}
          >
            {options.map((tag) => (
              <Option key={tag} value={tag}>
                {tag}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
    />
  );
}
