import type { ReactNode } from 'react';

/**
 * The placard's pages beside the planned ones (issue 36, item 4): how many the placard has, and one drawn
 * at the size of a page slot. Given by usePlacardPages (placard/); without a placard, « Planches » shows
 * the plan alone.
 */
export interface PlacardPages {
  pageCount: number;
  renderPage(pageNumber: number): ReactNode;
}
