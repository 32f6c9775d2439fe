import type { ReactNode } from 'react';
import type { Section } from '@shared/rules/navigation';
import { PageHeader } from '../PageHeader';
import { ResultHeader } from './ResultHeader';
import type { ListQueryControls } from './useListQuery';
import type { ListSearch } from './useListSearch';

export interface ListHeaderProps {
  /** "Liste des auteurs": the title without search text. */
  title: string;
  /** The list's URL state: its free-text `query` filter, when there is one, asks for the result header. */
  list: Pick<ListQueryControls, 'query'>;
  /** The current search: its total once settled (a refresh in progress shows "…"). */
  search: Pick<ListSearch<unknown>, 'status' | 'refreshing' | 'total'>;
  section: Section;
  actions?: ReactNode;
}

/** The heading of a list: its title, or 'N résultats pour "query" dans {section}' with the other sections' badges. */
export function ListHeader({ title, list, search, section, actions }: ListHeaderProps) {
  const query = list.query.filters['query'];
  const text = typeof query === 'string' ? query.trim() : '';
  if (text === '') return <PageHeader title={title} actions={actions} />;
  const total = search.status === 'LOADED' && !search.refreshing ? search.total : null;
  return <ResultHeader query={text} total={total} section={section} actions={actions} />;
}
