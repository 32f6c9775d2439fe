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

/** The types whose list the user may open (spec 2 §6 page access): what the count search counts. */
export function listTypesFor(roles: readonly string[]): ProposalType[] {
  const sections = new Set(visibleTabs(roles));
  return PROPOSAL_TYPES.filter((type) => type === 'QUERY' || sections.has(PROPOSAL_SECTION[type]));
}

/**
 * The proposal types a user may be shown: those whose screens the user may open (spec 2 §6 page access), and the
 * publications for the three roles of quick search, who open them on their organise page (a manager may not open
 * the list). The server filters on it, so that a title never reaches an account that could not open it, and so
 * does the screen.
 */
export function proposalTypesFor(roles: readonly string[]): ProposalType[] {
  const listed = listTypesFor(roles);
  return PROPOSAL_TYPES.filter((type) => listed.includes(type) || (type === 'PUBLICATION' && can(roles, 'quickSearch.organise')));
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

const filteredList = (section: Section, filter: string, value: string) => `${sectionPath(section)}?${new URLSearchParams({ [filter]: value }).toString()}`;

/**
 * Where a publication opens for an account (spec 1 §2 "publication to its organize page if the user holds one of
 * three specific roles and the label starts with a code, otherwise to the publication list filtered by that
 * label"): the list when the account may open it (spec 2 §6), else, for the three roles (who may not open the
 * list: a manager), the article list filtered by the publication; null when the account may open neither.
 */
export function publicationPath(roles: readonly string[], publication: { id: string | number; label: string }): string | null {
  const organises = can(roles, 'quickSearch.organise');
  if (organises && PUBLICATION_CODE.test(publication.label)) return `/${ROUTE_SEGMENTS.publication}/${encodeURIComponent(String(publication.id))}/${ROUTE_SEGMENTS.organize}`;
  const open = visibleTabs(roles);
  if (open.includes('publication')) return filteredList('publication', 'publicationFilter', publication.label);
  return organises && open.includes('article') ? filteredList('article', 'publicationFilter', publication.label) : null;
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
      // Never offered to an account that may open none of them (proposalTypesFor); the list otherwise.
      return publicationPath(roles, proposal) ?? filteredList('publication', 'publicationFilter', proposal.label);
    case 'ARTICLE':
      return `/${ROUTE_SEGMENTS.article}/${id}`;
    case 'BUNDLE':
      return `/${ROUTE_SEGMENTS.bundle}/${id}`;
  }
}
