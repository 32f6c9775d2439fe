import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { EDITION_TYPES, EDITION_TYPE_LABELS, PUBLICATION_STATUSES } from '@shared/domain/publication';
import type { ListQueryControls } from '../../../components/list/useListQuery';
import { MultiSelectFilter } from '../../../components/list/filters/MultiSelectFilter';
import { TextFilter } from '../../../components/list/filters/TextFilter';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { usePeriodicals } from '../../periodicals/usePeriodicals';

const useStyles = makeStyles({ link: { justifyContent: 'flex-start', textAlign: 'start', gap: tokens.spacingHorizontalXS } });

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Not given by the spec; decision: the year filter offers next year and the ten before this one. */
function yearOptions(chosen: readonly string[]): { value: string; label: string }[] {
  const now = new Date().getFullYear();
  const years = new Set([...Array.from({ length: 12 }, (_, i) => String(now + 1 - i)), ...chosen]);
  return [...years].sort((a, b) => Number(b) - Number(a)).map((y) => ({ value: y, label: y }));
}

/**
 * The publication list's left panel (spec 2 §2.1): every filter writes the URL, which runs the search. The
 * image and publication filters come from links of other screens: shown while set, each removable.
 */
export function PublicationFilters({ list }: { list: ListQueryControls }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { filters } = list.query;
  const periodicals = usePeriodicals();
  const anyFilter = Object.values(filters).some((value) => value !== undefined);
  // Both names of the spec select periodicals: the panel shows them as one and writes periodicalFilter.
  const chosenPeriodicals = [...new Set([...strings(filters['periodicalFilter']), ...strings(filters['periodicalIdFilter'])])];
  const years = strings(filters['year']);
  const images = strings(filters['imageFilter']);
  const publications = strings(filters['publicationFilter']);
  const toInts = (values: string[] | undefined) => values?.map(Number);

  return (
    <>
      <TextFilter
        label={t('list.queryFilter')}
        placeholder={t('publications.list.filters.queryPlaceholder')}
        value={typeof filters['query'] === 'string' ? filters['query'] : undefined}
        onChange={(value) => list.setFilter('query', value)}
      />
      <MultiSelectFilter
        label={t('publications.list.filters.status')}
        placeholder={t('publications.list.filters.all')}
        summary="labels"
        options={PUBLICATION_STATUSES.map((status) => ({ value: status, label: t(`publications.list.status.${status}`) }))}
        value={strings(filters['statusFilter'])}
        onChange={(value) => list.setFilter('statusFilter', value)}
      />
      <MultiSelectFilter
        label={t('publications.list.filters.periodicals')}
        placeholder={t('publications.list.filters.all')}
        options={(periodicals.data ?? []).map((p) => ({ value: p.id, label: periodicalOptionLabel(p) }))}
        value={chosenPeriodicals}
        onChange={(value) => list.setFilters({ ...filters, periodicalFilter: value, periodicalIdFilter: undefined })}
        error={periodicals.isError ? t('publications.list.filters.periodicalsFailed') : undefined}
      />
      <MultiSelectFilter
        label={t('publications.list.filters.editionType')}
        placeholder={t('publications.list.filters.all')}
        summary="labels"
        options={EDITION_TYPES.map((type) => ({ value: type, label: EDITION_TYPE_LABELS[type] }))}
        value={strings(filters['editionType'])}
        onChange={(value) => list.setFilter('editionType', value)}
      />
      <MultiSelectFilter
        label={t('publications.list.filters.year')}
        placeholder={t('publications.list.filters.all')}
        options={yearOptions(years)}
        value={years}
        onChange={(value) => list.setFilter('year', toInts(value))}
      />
      <Field>
        <Checkbox
          label={t('publications.list.filters.attached')}
          checked={filters['attachedFilterBis'] === true}
          onChange={(_event, data) => list.setFilter('attachedFilterBis', data.checked === true ? true : undefined)}
        />
      </Field>
      {images.length > 0 && (
        <Button className={styles.link} appearance="subtle" icon={<DismissRegular />} title={t('publications.list.filters.removeFilter')} onClick={() => list.setFilter('imageFilter', undefined)}>
          {t('publications.list.filters.image', { ids: images.join(', ') })}
        </Button>
      )}
      {publications.length > 0 && (
        <Button className={styles.link} appearance="subtle" icon={<DismissRegular />} title={t('publications.list.filters.removeFilter')} onClick={() => list.setFilter('publicationFilter', undefined)}>
          {t('publications.list.filters.publication', { names: publications.join(', ') })}
        </Button>
      )}
      <Button icon={<DismissRegular />} disabled={!anyFilter} onClick={() => list.setFilters({})}>
        {t('list.resetFilters')}
      </Button>
    </>
  );
}
