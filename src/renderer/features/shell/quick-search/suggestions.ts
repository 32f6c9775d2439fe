import type { SearchProposal } from '@shared/domain/search';
import type { ProposalTarget, ProposalType } from '@shared/rules/quick-search';

/** Order of the suggestion groups under the free-text entry. */
export const GROUP_ORDER = ['AUTHOR', 'IMAGE', 'AD', 'ARTICLE', 'BUNDLE', 'PUBLICATION'] as const satisfies readonly ProposalType[];
export type GroupType = (typeof GROUP_ORDER)[number];

export interface SuggestionGroup {
  type: GroupType;
  proposals: SearchProposal[];
}

/** Proposals grouped by type, in GROUP_ORDER; the server's QUERY proposal is left out (the free entry stands for it). */
export function groupProposals(proposals: readonly SearchProposal[]): SuggestionGroup[] {
  return GROUP_ORDER.map((type) => ({ type, proposals: proposals.filter((p) => p.type === type) })).filter((g) => g.proposals.length > 0);
}

/** One option of the listbox: the free-text entry first, then each group's proposals. */
export interface SuggestionOption {
  key: string;
  target: ProposalTarget;
}

export function freeTextTarget(text: string): ProposalTarget {
  return { type: 'QUERY', id: text, label: text };
}

export function flattenOptions(text: string, groups: readonly SuggestionGroup[]): SuggestionOption[] {
  if (text === '') return [];
  return [
    { key: 'QUERY', target: freeTextTarget(text) },
    ...groups.flatMap((g) => g.proposals.map((p) => ({ key: `${p.type}-${String(p.id)}`, target: p }))),
  ];
}
