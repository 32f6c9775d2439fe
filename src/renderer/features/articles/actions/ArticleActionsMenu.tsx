import type { ArticleRow } from '@shared/domain/article';

export interface ArticleActionsMenuProps {
  article: ArticleRow;
  /** A list row (icon button with a menu), or the view's side panel (labelled buttons). */
  placement: 'row' | 'panel';
  /** The bundle organise page offers no move (spec 2 §4 Article). */
  context?: 'list' | 'view' | 'bundleOrganize';
}

/** Scaffold: the article actions of spec 2 §4 Article are being built (issue 11). */
export function ArticleActionsMenu(_props: ArticleActionsMenuProps) {
  return null;
}
