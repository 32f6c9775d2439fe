import { can } from './abilities';
import { ROUTE_SEGMENTS, sectionPath, visibleTabs, type Section } from './navigation';

/** Proposal types of spec 1 §2 "Quick search". */
export const PROPOSAL_TYPES = ['QUERY', 'AUTHOR', 'IMAGE', 'AD', 'PUBLICATION', 'ARTICLE', 'BUNDLE'] as const;
export type ProposalType = (typeof PROPOSAL_TYPES)[number];

/** What navigation needs of a proposal; the server's answer carries at least this. */
export interface ProposalTarget {
  type: ProposalType;
  id: string | number;
  label: string;
  /** Images: the author collection's images lead to their author. */
  collection?: string | null;
  authorId?: string | number | null;
}

/** The section whose screens a proposal of each type opens (QUERY stays in the current scope). */
const PROPOSAL_SECTION: Record<Exclude<ProposalType, 'QUERY'>, Section> = {
  AUTHOR: 'author',
  IMAGE: 'image',
  AD: 'ad',
  PUBLICATION: 'publication',
  ARTICLE: 'article',
  BUNDLE: 'article',
};

/**
 * The proposal types a user may be shown: those whose screens the user may open (spec 2 §6 page access).
 * The server filters on it, so that a title never reaches an account that could not open it.
 */
export function proposalTypesFor(roles: readonly string[]): ProposalType[] {
  const sections = new Set(visibleTabs(roles));
  return PROPOSAL_TYPES.filter((type) => type === 'QUERY' || sections.has(PROPOSAL_SECTION[type]));
}

/** Free-text search covers these sections (spec 1 §2). */
export const SEARCHABLE_SECTIONS: readonly Section[] = ['author', 'image', 'ad', 'article', 'publication'];

/** A publication label that starts with its code, periodicalId_year_number (spec 2 §3). */
const PUBLICATION_CODE = /^[A-Z0-9]{2,6}_\d{4}_[A-Za-z0-9-]+/;

/** The scope of a free-text search: the section of the current path, else articles. */
export function searchScope(current: Section | null): Section {
  return current && SEARCHABLE_SECTIONS.includes(current) ? current : 'article';
}

export function freeQueryPath(section: Section, query: string): string {
  const text = query.trim();
  return text === '' ? sectionPath(section) : `${sectionPath(section)}?${new URLSearchParams({ query: text }).toString()}`;
}

/** Where choosing a proposal leads (spec 1 §2), type by type. QUERY proposals go to the scope's list. */
export function proposalPath(proposal: ProposalTarget, roles: readonly string[], scope: Section): string {
  const id = encodeURIComponent(String(proposal.id));
  switch (proposal.type) {
    case 'QUERY':
      return freeQueryPath(scope, proposal.label);
    case 'AUTHOR':
      return `/${ROUTE_SEGMENTS.author}/${id}`;
    case 'IMAGE':
      return proposal.collection === 'AUTHOR' && proposal.authorId != null
        ? `/${ROUTE_SEGMENTS.author}/${encodeURIComponent(String(proposal.authorId))}`
        : `/${ROUTE_SEGMENTS.image}/${id}`;
    case 'AD':
      return `/${ROUTE_SEGMENTS.ad}/${id}`;
    case 'PUBLICATION':
      return can(roles, 'quickSearch.organise') && PUBLICATION_CODE.test(proposal.label)
        ? `/${ROUTE_SEGMENTS.publication}/${id}/${ROUTE_SEGMENTS.organize}`
        : `/${ROUTE_SEGMENTS.publication}?${new URLSearchParams({ publicationFilter: proposal.label }).toString()}`;
    case 'ARTICLE':
      return `/${ROUTE_SEGMENTS.article}/${id}`;
    case 'BUNDLE':
      return `/${ROUTE_SEGMENTS.bundle}/${id}`;
  }
}
