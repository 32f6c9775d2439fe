import type { ProposalType } from '../rules/quick-search';

/** Quick search (spec 1 §2): GET /api/search?query= answers proposals, GET /api/search/count?query= the counts. */

/** A proposal of quick search; a QUERY proposal carries the free text as id and label. */
export interface SearchProposal {
  type: ProposalType;
  id: number | string;
  /** Plain text: names, image names, titles without markup. */
  label: string;
  /** Images (IMAGE, AD): the collection, so that an AUTHOR image leads to its author. */
  collection?: 'AUTHOR' | 'ILLUSTRATION' | 'ADVERTISEMENT' | null;
  /** Images of the AUTHOR collection: the author page to open. */
  authorId?: number | null;
  /** Publications (publications issue): the pair that identifies one. */
  publication?: { periodicalId: string; number: string } | null;
}

/** Count search by type: the badges of the result header ("parution" counts the publications). */
export interface SearchCounts {
  author: number;
  image: number;
  ad: number;
  parution: number;
  article: number;
}
