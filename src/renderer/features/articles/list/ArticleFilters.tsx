import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { ARTICLE_ATTACHMENT_FILTERS, ARTICLE_COLLECTION_FILTERS } from '@shared/domain/article';
import { ARTICLE_STATUS_FILTERS, ARTICLE_TYPES, BUNDLE_TYPES, BUNDLE_TYPE_LABELS, DOCUMENT_KINDS } from '@shared/domain/publication';
import type { DateRange } from '@shared/rules/list-query';
import type { ListQueryControls } from '../../../components/list/useListQuery';
import { DateRangeFilter } from '../../../components/list/filters/DateRangeFilter';
import { MultiSelectFilter } from '../../../components/list/filters/MultiSelectFilter';
import { TextFilter } from '../../../components/list/filters/TextFilter';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { ArticleAuthorFilter } from './ArticleAuthorFilter';
import { isAttachedOnly } from './article-search';

const useStyles = makeStyles({ link: { justifyContent: 'flex-start', textAlign: 'start', gap: tokens.spacingHorizontalXS } });

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const integers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

/** The bundle types offered (UNKNOWN never is, spec 2 §2.8). */
const OFFERED_BUNDLE_TYPES = BUNDLE_TYPES.filter((type) => type !== 'UNKNOWN');

/**
 * The article list's left panel (spec 2 §2.1): every filter writes the URL, which runs the search. The
 * image and publication filters come from links of other screens (quick search): shown while set, each
 * removable. The modification dates take the shared bounds of the date filters (spec 2 §5, spec 1 §9).
 */
export function ArticleFilters({ list }: { list: ListQueryControls }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { filters } = list.query;
  const periodicals = usePeriodicals();
  const anyFilter = Object.entries(filters).some(([name, value]) => value !== undefined && name !== 'grid');
  // Both names of the spec select periodicals: the panel shows them as one and writes periodicalFilter.
  const chosenPeriodicals = [...new Set([...strings(filters['periodicalFilter']), ...strings(filters['periodicalIdFilter'])])];
  const images = strings(filters['imageFilter']);
  const publications = strings(filters['publicationFilter']);
  const all = t('articles.list.filters.all');

  return (
    <>
      <TextFilter
        label={t('list.queryFilter')}
        placeholder={t('articles.list.filters.queryPlaceholder')}
        value={typeof filters['query'] === 'string' ? filters['query'] : undefined}
        onChange={(value) => list.setFilter('query', value)}
      />
      <MultiSelectFilter
        label={t('articles.list.filters.status')}
        placeholder={all}
        summary="labels"
        options={ARTICLE_STATUS_FILTERS.map((status) => ({ value: status, label: t(`articles.list.status.${status}`) }))}
        value={strings(filters['statusFilter'])}
        onChange={(value) => list.setFilter('statusFilter', value)}
      />
      <MultiSelectFilter
        label={t('articles.list.filters.periodicals')}
        placeholder={all}
        options={(periodicals.data ?? []).map((p) => ({ value: p.id, label: periodicalOptionLabel(p) }))}
        value={chosenPeriodicals}
        onChange={(value) => list.setFilters({ ...filters, periodicalFilter: value, periodicalIdFilter: undefined })}
        error={periodicals.isError ? t('articles.list.filters.periodicalsFailed') : undefined}
      />
      <ArticleAuthorFilter value={integers(filters['authorFilter'])} onChange={(value) => list.setFilter('authorFilter', value)} />
      <MultiSelectFilter
        label={t('articles.list.filters.kind')}
        placeholder={all}
        summary="labels"
        options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`articles.list.kind.${kind}`) }))}
        value={strings(filters['kind'])}
        onChange={(value) => list.setFilter('kind', value)}
      />
      <MultiSelectFilter
        label={t('articles.list.filters.type')}
        placeholder={all}
        summary="labels"
        options={[
          ...ARTICLE_TYPES.map((type) => ({ value: type, label: t(`articles.list.types.${type}`) })),
          ...OFFERED_BUNDLE_TYPES.map((type) => ({ value: type, label: BUNDLE_TYPE_LABELS[type] })),
        ]}
        value={strings(filters['type'])}
        onChange={(value) => list.setFilter('type', value)}
      />
      <MultiSelectFilter
        label={t('articles.list.filters.attachment')}
        placeholder={all}
        summary="labels"
        options={ARTICLE_ATTACHMENT_FILTERS.map((kind) => ({ value: kind, label: t(`articles.list.attachment.${kind}`) }))}
        value={strings(filters['attachedFilterBis'])}
        onChange={(value) => list.setFilter('attachedFilterBis', value)}
      />
      <MultiSelectFilter
        label={t('articles.list.filters.collection')}
        placeholder={all}
        summary="labels"
        options={ARTICLE_COLLECTION_FILTERS.map((collection) => ({ value: collection, label: t(`articles.list.collection.${collection}`) }))}
        value={strings(filters['collectionFilter'])}
        onChange={(value) => list.setFilter('collectionFilter', value)}
      />
      <DateRangeFilter
        label={t('articles.list.filters.modificationDate')}
        startLabel={t('articles.list.filters.modificationStart')}
        endLabel={t('articles.list.filters.modificationEnd')}
        value={filters['modificationDate'] as DateRange | undefined}
        onChange={(value) => list.setFilter('modificationDate', value)}
      />
      <Field>
        <Checkbox
          label={t('articles.list.filters.attachedOnly')}
          checked={isAttachedOnly(list.query)}
          // Ticked is the default (spec 2 §9): the URL says only "false".
          onChange={(_event, data) => list.setFilter('attachedOnly', data.checked === true ? undefined : false)}
        />
      </Field>
      {images.length > 0 && (
        <Button className={styles.link} appearance="subtle" icon={<DismissRegular />} title={t('articles.list.filters.removeFilter')} onClick={() => list.setFilter('imageFilter', undefined)}>
          {t('articles.list.filters.image', { ids: images.join(', ') })}
        </Button>
      )}
      {publications.length > 0 && (
        <Button className={styles.link} appearance="subtle" icon={<DismissRegular />} title={t('articles.list.filters.removeFilter')} onClick={() => list.setFilter('publicationFilter', undefined)}>
          {t('articles.list.filters.publication', { names: publications.join(', ') })}
        </Button>
      )}
      <Button icon={<DismissRegular />} disabled={!anyFilter} onClick={() => list.setFilters(filters['grid'] === true ? { grid: true } : {})}>
        {t('list.resetFilters')}
      </Button>
    </>
  );
}
