import { useTranslation } from 'react-i18next';
import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { UNKNOWN_AD_SIZE, UNKNOWN_AD_SIZE_LABEL } from '@shared/domain/advertisement';
import { IMAGE_COLORS, IMAGE_MIME_TYPES } from '@shared/domain/image';
import type { DateRange } from '@shared/rules/list-query';
import type { ListQueryControls } from '../../../components/list/useListQuery';
import { DateRangeFilter } from '../../../components/list/filters/DateRangeFilter';
import { MultiSelectFilter } from '../../../components/list/filters/MultiSelectFilter';
import { TextFilter } from '../../../components/list/filters/TextFilter';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { useAdSizes } from '../shared/ad-query';
import { TriStateFilter } from '../../../components/list/filters/TriStateFilter';

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.map(String) : undefined;
}

const boolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** The ad list's left panel (spec 1 §2): every filter writes the URL, which runs the search. */
export function AdFilters({ list }: { list: ListQueryControls }) {
  const { t } = useTranslation();
  const { filters } = list.query;
  const periodicals = usePeriodicals();
  const sizes = useAdSizes();
  const periodicalOptions = (periodicals.data ?? []).map((p) => ({ value: p.id, label: periodicalOptionLabel(p) }));
  const anyFilter = Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <TextFilter
        label={t('list.queryFilter')}
        placeholder={t('ads.list.filters.queryPlaceholder')}
        value={typeof filters['query'] === 'string' ? filters['query'] : undefined}
        onChange={(value) => list.setFilter('query', value)}
      />
      <MultiSelectFilter
        label={t('ads.list.filters.periodicals')}
        placeholder={t('ads.list.filters.all')}
        options={periodicalOptions}
        value={stringList(filters['periodicalFilter'])}
        onChange={(value) => list.setFilter('periodicalFilter', value)}
        error={periodicals.isError ? t('ads.list.filters.periodicalsFailed') : undefined}
      />
      <MultiSelectFilter
        label={t('ads.list.filters.publicationPeriodicals')}
        placeholder={t('ads.list.filters.all')}
        options={periodicalOptions}
        value={stringList(filters['publicationPeriodicalFilter'])}
        onChange={(value) => list.setFilter('publicationPeriodicalFilter', value)}
        error={periodicals.isError ? t('ads.list.filters.periodicalsFailed') : undefined}
      />
      <MultiSelectFilter
        label={t('ads.list.filters.sizes')}
        placeholder={t('ads.list.filters.all')}
        options={[...(sizes.data ?? []).map((s) => ({ value: s.key, label: s.label })), { value: UNKNOWN_AD_SIZE, label: UNKNOWN_AD_SIZE_LABEL }]}
        value={stringList(filters['formatFilter'])}
        onChange={(value) => list.setFilter('formatFilter', value)}
        error={sizes.isError ? t('ads.list.filters.sizesFailed') : undefined}
      />
      <MultiSelectFilter
        label={t('ads.list.filters.colors')}
        placeholder={t('ads.list.filters.all')}
        options={IMAGE_COLORS.map((color) => ({ value: color, label: t(`media.colors.${color}`) }))}
        value={stringList(filters['colorFilter'])}
        onChange={(value) => list.setFilter('colorFilter', value)}
      />
      <MultiSelectFilter
        label={t('ads.list.filters.mimeTypes')}
        placeholder={t('ads.list.filters.all')}
        options={IMAGE_MIME_TYPES.map((type) => ({ value: type, label: t(`media.mimeTypes.${type}`) }))}
        value={stringList(filters['mimeTypeFilter'])}
        onChange={(value) => list.setFilter('mimeTypeFilter', value)}
      />
      <TriStateFilter
        label={t('ads.list.filters.state')}
        labels={{ any: t('ads.list.filters.stateAny'), yes: t('ads.list.filters.stateEnabled'), no: t('ads.list.filters.stateDisabled') }}
        value={boolean(filters['enableFilter'])}
        onChange={(value) => list.setFilter('enableFilter', value)}
      />
      <TriStateFilter
        label={t('ads.list.filters.priority')}
        labels={{ any: t('ads.list.filters.priorityAny'), yes: t('ads.priority.PRIORITY'), no: t('ads.priority.NON-PRIORITY') }}
        value={boolean(filters['priorityFilter'])}
        onChange={(value) => list.setFilter('priorityFilter', value)}
      />
      <DateRangeFilter
        label={t('ads.list.filters.deadline')}
        startLabel={t('ads.list.filters.deadlineStart')}
        endLabel={t('ads.list.filters.deadlineEnd')}
        value={filters['endDateFilter'] as DateRange | undefined}
        onChange={(value) => list.setFilter('endDateFilter', value)}
      />
      <DateRangeFilter
        label={t('ads.list.filters.modified')}
        startLabel={t('ads.list.filters.modifiedStart')}
        endLabel={t('ads.list.filters.modifiedEnd')}
        value={filters['modificationDateFilter'] as DateRange | undefined}
        onChange={(value) => list.setFilter('modificationDateFilter', value)}
      />
      <Button icon={<DismissRegular />} disabled={!anyFilter} onClick={() => list.setFilters({})}>
        {t('list.resetFilters')}
      </Button>
    </>
  );
}
