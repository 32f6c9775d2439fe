import type { ReactNode } from 'react';
import type { Section } from '@shared/rules/navigation';
import { PageHeader } from '../PageHeader';
import { ResultHeader } from './ResultHeader';

export interface ListHeaderProps {
  /** "Liste des auteurs": the title without search text. */
  title: string;
  /** The list's free-text query: with one, the result header replaces the title (spec 1 §2). */
  query: string | undefined;
  /** Results of the current search; null while the first answer is awaited. */
  total: number | null;
  section: Section;
  actions?: ReactNode;
}

/** The heading of a list: its title, or 'N résultats pour "query" dans {section}' with the other sections' badges. */
export function ListHeader({ title, query, total, section, actions }: ListHeaderProps) {
  const text = query?.trim() ?? '';
  if (text === '') return <PageHeader title={title} actions={actions} />;
  return <ResultHeader query={text} total={total} section={section} actions={actions} />;
}
