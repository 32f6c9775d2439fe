import { useTranslation } from 'react-i18next';
import { Button, Checkbox } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { AuthorAutocompleteAttribute } from '@shared/domain/author';
import type { DateRange } from '@shared/rules/list-query';
import { useBridge } from '../../../bridge/BridgeContext';
import type { ListQueryControls } from '../../../components/list/useListQuery';
import { AutocompleteTagsFilter } from '../../../components/list/filters/AutocompleteTagsFilter';
import { DateRangeFilter } from '../../../components/list/filters/DateRangeFilter';
import { MultiSelectFilter } from '../../../components/list/filters/MultiSelectFilter';
import { TextFilter } from '../../../components/list/filters/TextFilter';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { usePeriodicals } from '../../periodicals/usePeriodicals';

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.map(String) : undefined;
}

/** The author list's left panel (spec 1 §2): every filter writes the URL, which runs the search. */
export function AuthorFilters({ list }: { list: ListQueryControls }) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const { filters } = list.query;
  const periodicals = usePeriodicals();
  const suggest = (attribute: AuthorAutocompleteAttribute) => (text: string) => bridge.invoke('authors.autocomplete', attribute, text);
  const anyFilter = Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <TextFilter
        label={t('list.queryFilter')}
        placeholder={t('authors.list.filters.queryPlaceholder')}
        value={typeof filters['query'] === 'string' ? filters['query'] : undefined}
        onChange={(value) => list.setFilter('query', value)}
      />
      <MultiSelectFilter
        label={t('authors.list.filters.periodicals')}
        placeholder={t('authors.list.filters.periodicalsPlaceholder')}
        options={(periodicals.data ?? []).map((p) => ({ value: p.id, label: periodicalOptionLabel(p) }))}
        value={stringList(filters['publicationPeriodicalFilter'])}
        onChange={(value) => list.setFilter('publicationPeriodicalFilter', value)}
        error={periodicals.isError ? t('authors.list.filters.periodicalsFailed') : undefined}
      />
      <DateRangeFilter
        label={t('authors.list.filters.publicationDate')}
        startLabel={t('authors.list.filters.publicationStart')}
        endLabel={t('authors.list.filters.publicationEnd')}
        value={filters['publicationDateFilter'] as DateRange | undefined}
        onChange={(value) => list.setFilter('publicationDateFilter', value)}
      />
      <AutocompleteTagsFilter
        label={t('authors.list.filters.city')}
        placeholder={t('authors.list.filters.cityPlaceholder')}
        source="authors.city"
        suggest={suggest('city')}
        value={stringList(filters['cityFilter'])}
        onChange={(value) => list.setFilter('cityFilter', value)}
      />
      <AutocompleteTagsFilter
        label={t('authors.list.filters.country')}
        placeholder={t('authors.list.filters.countryPlaceholder')}
        source="authors.country"
        suggest={suggest('country')}
        value={stringList(filters['countryFilter'])}
        onChange={(value) => list.setFilter('countryFilter', value)}
      />
      <Checkbox
        label={t('authors.list.filters.withImage')}
        checked={filters['withImageFilter'] === true}
        onChange={(_event, data) => list.setFilter('withImageFilter', data.checked === true ? true : undefined)}
      />
      <Button icon={<DismissRegular />} disabled={!anyFilter} onClick={() => list.setFilters({})}>
        {t('list.resetFilters')}
      </Button>
    </>
  );
}
