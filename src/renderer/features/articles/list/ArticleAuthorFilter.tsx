import { useTranslation } from 'react-i18next';
import { useQueries } from '@tanstack/react-query';
import { useBridge } from '../../../bridge/BridgeContext';
import { AutocompleteTagsFilter } from '../../../components/list/filters/AutocompleteTagsFilter';
import { authorQueryKey } from '../../authors/shared/author-query';

/** Spec 2 §9: autocompletes ask page 0, 20 rows. */
const SUGGESTIONS = 20;

export interface ArticleAuthorFilterProps {
  value: readonly number[];
  onChange(value: number[] | undefined): void;
}

/**
 * authorFilter (spec 2 §2.1): authors chosen by name among suggestions as the user types (the list
 * engine's autocomplete filter), kept in the URL by id; an id of the URL shows its author's name once read.
 */
export function ArticleAuthorFilter({ value, onChange }: ArticleAuthorFilterProps) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const chosen = useQueries({
    queries: value.map((id) => ({ queryKey: authorQueryKey(id), queryFn: () => bridge.invoke('authors.get', id), staleTime: 60_000 })),
  });
  const nameOf = (id: number): string => {
    const found = chosen[value.indexOf(id)]?.data;
    return found ? [found.firstName, found.particle, found.lastName].filter(Boolean).join(' ') : `#${id}`;
  };
  return (
    <AutocompleteTagsFilter
      label={t('articles.list.filters.authors')}
      source="articles.author"
      placeholder={t('articles.list.filters.authorsPlaceholder')}
      suggest={async (text) => {
        const found = await bridge.invoke('authors.search', { query: text, page: 0, size: SUGGESTIONS, sort: { attr: 'NAME', order: 'ASC' } });
        return found.result.map((author) => ({ value: String(author.id), label: author.displayName }));
      }}
      value={value.map(String)}
      labelOf={(id) => nameOf(Number(id))}
      onChange={(values) => {
        const ids = (values ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0);
        onChange(ids.length ? ids : undefined);
      }}
    />
  );
}
