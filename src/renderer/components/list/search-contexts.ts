import { atom, type PrimitiveAtom } from 'jotai';
import { EMPTY_SELECTION, type Selection } from '@shared/rules/selection';

/** Search contexts of spec 1 §3: each keeps its own selection across pages and navigations. */
export const SEARCH_CONTEXTS = [
  'AUTHOR',
  'IMAGE',
  'ADVERTISEMENT',
  'PUBLICATION',
  'ARTICLE',
  'PUBLICATION_ARTICLE',
  'PUBLICATION_AD',
  'BUNDLE_ARTICLE',
  'BUNDLE_AD',
  'AUTHOR_IMAGE',
] as const;
export type SearchContext = (typeof SEARCH_CONTEXTS)[number];

/** Load status of a search context (spec 1 §3). */
export type SearchStatus = 'NONE' | 'PENDING' | 'LOADED' | 'ERROR';

const selectionAtoms = new Map<SearchContext, PrimitiveAtom<Selection>>();

export function selectionAtom(context: SearchContext): PrimitiveAtom<Selection> {
  let found = selectionAtoms.get(context);
  if (!found) {
    found = atom<Selection>(EMPTY_SELECTION);
    selectionAtoms.set(context, found);
  }
  return found;
}
