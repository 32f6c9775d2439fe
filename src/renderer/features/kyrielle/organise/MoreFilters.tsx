import { useTranslation } from 'react-i18next';
import { Checkbox, Combobox, Field, Input, Label, Option, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { DOCUMENT_NATURES, KYRIELLE_DATE_MAX, KYRIELLE_DATE_MIN, OXYGEN_TYPES, type OxygenType } from '@shared/domain/kyrielle';
import { oxygenCategoriesFor, type KyrielleFilters } from '@shared/rules/kyrielle-filters';
import { useBridge } from '../../../bridge/BridgeContext';
import { DateField } from '../../../components/form/DateField';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { PlanNodeFilter } from './PlanNodeFilter';
import { PublicationCodeField } from './PublicationCodeField';
import { SuggestField } from './SuggestField';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  // Fluent's combobox asks 250px by default: each control takes its cell and no more.
  control: { width: '100%', minWidth: 0, boxSizing: 'border-box' },
  radios: { flexWrap: 'wrap' },
  group: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

export interface MoreFiltersProps {
  filters: KyrielleFilters;
  set<K extends keyof KyrielleFilters>(key: K, value: KyrielleFilters[K]): void;
}

/** "Plus de filtres" (issue 13): nature, Oxygen type and category, EAN, periodicals, rubriques, dates, thematic, act type, publication code. */
export function MoreFilters({ filters, set }: MoreFiltersProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const periodicals = usePeriodicals().data ?? [];
  const chosenPeriodicals = periodicals.filter((p) => filters.periodicals.includes(p.id));
  return (
    <div className={styles.root}>
      <div role="group" aria-label={t('kyrielleTool.search.nature')}>
        <Label aria-hidden>{t('kyrielleTool.search.nature')}</Label>
        <div className={styles.group}>
          {DOCUMENT_NATURES.map((n) => (
            <Checkbox key={n} label={t(`kyrielleTool.search.natures.${n}`)} checked={filters.nature.includes(n)} onChange={(_e, d) => set('nature', toggle(filters.nature, n, d.checked === true))} />
          ))}
        </div>
      </div>
      <Field label={t('kyrielleTool.search.oxygenType')}>
        <RadioGroup
          className={styles.radios}
          layout="horizontal"
          aria-label={t('kyrielleTool.search.oxygenType')}
          value={filters.oxygenType ?? ''}
          onChange={(_e, d) => set('oxygenType', d.value === '' ? null : (d.value as OxygenType))}
        >
          <Radio value="" label={t('kyrielleTool.search.anyOxygenType')} />
          {OXYGEN_TYPES.map((o) => (
            <Radio key={o} value={o} label={t(`kyrielleTool.search.oxygenTypes.${o}`)} />
          ))}
        </RadioGroup>
      </Field>
      <div role="group" aria-label={t('kyrielleTool.search.oxygenCategory')}>
        <Label aria-hidden>{t('kyrielleTool.search.oxygenCategory')}</Label>
        <div className={styles.group}>
          {oxygenCategoriesFor(filters.oxygenType).map((c) => (
            <Checkbox
              key={c}
              label={t(`kyrielleTool.search.oxygenCategories.${c}`)}
              checked={filters.oxygenCategory.includes(c)}
              onChange={(_e, d) => set('oxygenCategory', toggle(filters.oxygenCategory, c, d.checked === true))}
            />
          ))}
        </div>
      </div>
      <Field label={t('kyrielleTool.search.ean')}>
        <Input className={styles.control} value={filters.ean} maxLength={20} onChange={(_e, d) => set('ean', d.value)} />
      </Field>
      <Field label={t('kyrielleTool.search.periodicals')}>
        <Combobox
          className={styles.control}
          multiselect
          placeholder={chosenPeriodicals.length ? chosenPeriodicals.map((p) => p.id).join(', ') : t('kyrielleTool.search.anyPeriodical')}
          selectedOptions={filters.periodicals}
          onOptionSelect={(_e, d) => set('periodicals', d.selectedOptions)}
        >
          {periodicals.map((p) => (
            <Option key={p.id} value={p.id}>
              {periodicalOptionLabel(p)}
            </Option>
          ))}
        </Combobox>
      </Field>
      <PlanNodeFilter source={filters.source} value={filters.planNodes} onChange={(ids) => set('planNodes', ids)} />
      <DateField
        label={t('kyrielleTool.search.dateStart')}
        min={KYRIELLE_DATE_MIN}
        max={filters.dateEnd || KYRIELLE_DATE_MAX}
        value={filters.dateStart || null}
        onChange={(day) => set('dateStart', day ?? '')}
      />
      <DateField
        label={t('kyrielleTool.search.dateEnd')}
        min={filters.dateStart || KYRIELLE_DATE_MIN}
        max={KYRIELLE_DATE_MAX}
        value={filters.dateEnd || null}
        onChange={(day) => set('dateEnd', day ?? '')}
      />
      <SuggestField label={t('kyrielleTool.search.thematic')} value={filters.thematic} onChange={(v) => set('thematic', v)} fetch={(text) => bridge.invoke('kyrielle.thematics', text)} queryKey="thematics" />
      <SuggestField label={t('kyrielleTool.search.typeActe')} value={filters.typeActe} onChange={(v) => set('typeActe', v)} fetch={(text) => bridge.invoke('kyrielle.actTypes', text)} queryKey="actTypes" />
      <PublicationCodeField filters={filters} set={set} />
    </div>
  );
}
