import type { ArticleRow } from '@shared/domain/article';

export interface ArticleBulkActionsProps {
  /** The rows selected on the page, or all the rows the list's query gives when every page is selected. */
  selected: readonly ArticleRow[];
  allPagesSelected: boolean;
}

/** Scaffold: the bulk push online, move, delete and XML download of spec 2 §2.4, §4 (issue 11). */
export function ArticleBulkActions(_props: ArticleBulkActionsProps) {
  return null;
}
