import { useTranslation } from 'react-i18next';
import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { IMAGE_CHARACTERISTICS, IMAGE_FORMATS, IMAGE_MIME_TYPES } from '@shared/domain/image';
import type { DateRange } from '@shared/rules/list-query';
import type { ListQueryControls } from '../../../components/list/useListQuery';
import { DateRangeFilter } from '../../../components/list/filters/DateRangeFilter';
import { MultiSelectFilter } from '../../../components/list/filters/MultiSelectFilter';
import { TextFilter } from '../../../components/list/filters/TextFilter';
import { TriStateFilter } from '../../../components/list/filters/TriStateFilter';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { LISTED_COLLECTIONS, PRESET_FILTERS } from './image-search';
import { usePeriodicals } from '../../periodicals/usePeriodicals';

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.map(String) : undefined;
}

/** The enable filter as two choices: one of them filters, both or none do not. */
function enableChoices(value: unknown): string[] | undefined {
  return typeof value === 'boolean' ? [String(value)] : undefined;
}
function enableValue(choices: string[] | undefined): boolean | undefined {
  return choices?.length === 1 ? choices[0] === 'true' : undefined;
}

/** "94, 106" -> [94, 106]; nothing typed, or no id, is no filter. */
function imageIds(text: string | undefined): number[] | undefined {
  const ids = (text ?? '')
    .split(/[\s,;]+/)
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? ids : undefined;
}

/**
 * The image list's left panel (spec 1 §2): every filter writes the URL, which runs the search. "Réinitialiser
 * les filtres" goes back to the first load's preset, the illustrations.
 */
export function ImageFilters({ list }: { list: ListQueryControls }) {
  const { t } = useTranslation();
  const { filters } = list.query;
  const periodicals = usePeriodicals();
  const periodicalOptions = (periodicals.data ?? []).map((p) => ({ value: p.id, label: periodicalOptionLabel(p) }));
  const preset = Object.entries(filters).every(([name, value]) => value === undefined || JSON.stringify(value) === JSON.stringify(PRESET_FILTERS[name]));
  const ids = Array.isArray(filters['imageFilter']) ? filters['imageFilter'].join(', ') : undefined;

  return (
    <>
      <TextFilter
        label={t('list.queryFilter')}
        placeholder={t('images.list.filters.queryPlaceholder')}
        value={typeof filters['query'] === 'string' ? filters['query'] : undefined}
        onChange={(value) => list.setFilter('query', value)}
      />
      <MultiSelectFilter
        label={t('images.list.filters.collection')}
        placeholder={t('images.list.filters.collectionPlaceholder')}
        summary="labels"
        options={LISTED_COLLECTIONS.map((value) => ({ value, label: t(`images.collections.${value}`) }))}
        value={stringList(filters['collectionFilter'])}
        onChange={(value) => list.setFilter('collectionFilter', value)}
      />
      <MultiSelectFilter
        label={t('images.list.filters.mimeType')}
        placeholder={t('images.list.filters.mimeTypePlaceholder')}
        summary="labels"
        options={IMAGE_MIME_TYPES.map((value) => ({ value, label: t(`media.mimeTypes.${value}`) }))}
        value={stringList(filters['mimeTypeFilter'])}
        onChange={(value) => list.setFilter('mimeTypeFilter', value)}
      />
      <MultiSelectFilter
        label={t('images.list.filters.characteristics')}
        placeholder={t('images.list.filters.characteristicsPlaceholder')}
        summary="labels"
        options={IMAGE_CHARACTERISTICS.map((value) => ({ value, label: t(`images.characteristics.${value}`) }))}
        value={stringList(filters['characteristicFilter'])}
        onChange={(value) => list.setFilter('characteristicFilter', value)}
      />
      <MultiSelectFilter
        label={t('images.list.filters.enable')}
        placeholder={t('images.list.filters.enableAny')}
        summary="labels"
        options={[
          { value: 'true', label: t('images.list.filters.enableYes') },
          { value: 'false', label: t('images.list.filters.enableNo') },
        ]}
        value={enableChoices(filters['enableFilter'])}
        onChange={(value) => list.setFilter('enableFilter', enableValue(value))}
      />
      <DateRangeFilter
        label={t('images.list.filters.modificationDate')}
        startLabel={t('images.list.filters.modificationStart')}
        endLabel={t('images.list.filters.modificationEnd')}
        value={filters['modificationDateFilter'] as DateRange | undefined}
        onChange={(value) => list.setFilter('modificationDateFilter', value)}
      />
      <MultiSelectFilter
        label={t('images.list.filters.periodicals')}
        placeholder={t('images.list.filters.periodicalsPlaceholder')}
        options={periodicalOptions}
        value={stringList(filters['publicationPeriodicalFilter'])}
        onChange={(value) => list.setFilter('publicationPeriodicalFilter', value)}
        error={periodicals.isError ? t('images.list.filters.periodicalsFailed') : undefined}
      />
      <MultiSelectFilter
        label={t('images.list.filters.articlePeriodicals')}
        placeholder={t('images.list.filters.periodicalsPlaceholder')}
        options={periodicalOptions}
        value={stringList(filters['periodicalFilter'])}
        onChange={(value) => list.setFilter('periodicalFilter', value)}
        error={periodicals.isError ? t('images.list.filters.periodicalsFailed') : undefined}
      />
      <TriStateFilter
        label={t('images.list.filters.priority')}
        labels={{ any: t('images.list.filters.priorityAny'), yes: t('images.list.filters.priorityYes'), no: t('images.list.filters.priorityNo') }}
        value={typeof filters['priorityFilter'] === 'boolean' ? filters['priorityFilter'] : undefined}
        onChange={(value) => list.setFilter('priorityFilter', value)}
      />
      <MultiSelectFilter
        label={t('images.list.filters.format')}
        placeholder={t('images.list.filters.formatPlaceholder')}
        summary="labels"
        options={IMAGE_FORMATS.map((value) => ({ value, label: t(`media.formats.${value}`) }))}
        value={stringList(filters['formatFilter'])}
        onChange={(value) => list.setFilter('formatFilter', value)}
      />
      <TextFilter
        label={t('images.list.filters.image')}
        placeholder={t('images.list.filters.imagePlaceholder')}
        value={ids}
        onChange={(value) => list.setFilter('imageFilter', imageIds(value))}
      />
      <DateRangeFilter
        label={t('images.list.filters.endDate')}
        startLabel={t('images.list.filters.endStart')}
        endLabel={t('images.list.filters.endEnd')}
        value={filters['endDateFilter'] as DateRange | undefined}
        onChange={(value) => list.setFilter('endDateFilter', value)}
      />
      <Button icon={<DismissRegular />} disabled={preset} onClick={() => list.setFilters(PRESET_FILTERS)}>
        {t('list.resetFilters')}
      </Button>
    </>
  );
}
