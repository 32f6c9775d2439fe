import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
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
  'BUNDLE_PLAN',
] as const;
export type SearchContext = (typeof SEARCH_CONTEXTS)[number];

/** Load status of a search context (spec 1 §3). */
export type SearchStatus = 'NONE' | 'PENDING' | 'LOADED' | 'ERROR';

/**
 * A context's selection and the search it was made in (the list's filters and sort, not its page): a
 * selection survives paging and coming back to the list, not a new search.
 */
export interface ScopedSelection {
  scope: string;
  selection: Selection;
}

const scopedAtoms = new Map<SearchContext, PrimitiveAtom<ScopedSelection>>();
const selectionAtoms = new Map<SearchContext, WritableAtom<Selection, [Selection], void>>();

export function scopedSelectionAtom(context: SearchContext): PrimitiveAtom<ScopedSelection> {
  let found = scopedAtoms.get(context);
  if (!found) {
    found = atom<ScopedSelection>({ scope: '', selection: EMPTY_SELECTION });
    scopedAtoms.set(context, found);
  }
  return found;
}

/** The context's selection, whatever search it belongs to (writing it keeps that search). */
export function selectionAtom(context: SearchContext): WritableAtom<Selection, [Selection], void> {
  let found = selectionAtoms.get(context);
  if (!found) {
    const scoped = scopedSelectionAtom(context);
    found = atom(
      (get) => get(scoped).selection,
      (get, set, selection: Selection) => set(scoped, { scope: get(scoped).scope, selection }),
    );
    selectionAtoms.set(context, found);
  }
  return found;
}
