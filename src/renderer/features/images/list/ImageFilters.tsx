import { useTranslation } from 'react-i18next';
import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { IMAGE_CHARACTERISTICS, IMAGE_MIME_TYPES } from '@shared/domain/image';
import type { DateRange } from '@shared/rules/list-query';
import type { ListQueryControls } from '../../../components/list/useListQuery';
import { DateRangeFilter } from '../../../components/list/filters/DateRangeFilter';
import { MultiSelectFilter } from '../../../components/list/filters/MultiSelectFilter';
import { TextFilter } from '../../../components/list/filters/TextFilter';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { LISTED_COLLECTIONS } from './image-search';
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

/** The image list's left panel (spec 1 §2): every filter writes the URL, which runs the search. */
export function ImageFilters({ list }: { list: ListQueryControls }) {
  const { t } = useTranslation();
  const { filters } = list.query;
  const periodicals = usePeriodicals();
  const anyFilter = Object.values(filters).some((value) => value !== undefined);

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
        options={(periodicals.data ?? []).map((p) => ({ value: p.id, label: periodicalOptionLabel(p) }))}
        value={stringList(filters['publicationPeriodicalFilter'])}
        onChange={(value) => list.setFilter('publicationPeriodicalFilter', value)}
        error={periodicals.isError ? t('images.list.filters.periodicalsFailed') : undefined}
      />
      <Button icon={<DismissRegular />} disabled={!anyFilter} onClick={() => list.setFilters({})}>
        {t('list.resetFilters')}
      </Button>
    </>
  );
}
