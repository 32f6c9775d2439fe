import { Plugin, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/** The class of the blocks holding the selection: the editor's style keeps them rendered (no `content-visibility: auto`). */
export const CARET_BLOCK_CLASS = 'pm-caret';

type Range = readonly [from: number, to: number];

/** The ranges of the selection's blocks, from the outermost to the text block, for both of its ends, once each. */
function caretRanges(state: EditorState): Range[] {
  const ranges = new Map<number, Range>();
  for (const $pos of [state.selection.$from, state.selection.$to]) {
    for (let depth = 1; depth <= $pos.depth; depth += 1) {
      const from = $pos.before(depth);
      if (!ranges.has(from)) ranges.set(from, [from, $pos.after(depth)]);
    }
  }
  return [...ranges.values()];
}

/** The selection's blocks, from the outermost to the text block, for both of its ends. */
export function caretBlocks(state: EditorState): DecorationSet {
  return DecorationSet.create(
    state.doc,
    caretRanges(state).map(([from, to]) => Decoration.node(from, to, { class: CARET_BLOCK_CLASS })),
  );
}

interface Carets {
  ranges: Range[];
  set: DecorationSet;
}

const caretsOf = (state: EditorState): Carets => ({ ranges: caretRanges(state), set: caretBlocks(state) });

/**
 * The decorations of a transaction that leaves the caret in the same blocks (a character typed): the last
 * ones mapped through it, as ProseMirror maps a node decoration. Made anew, they would be placed by a walk
 * over the children of each block holding them (thousands in a long article's body, at each keystroke).
 */
function mapped(old: Carets, tr: Transaction, state: EditorState): Carets {
  const ranges = caretRanges(state);
  const same =
    ranges.length === old.ranges.length &&
    old.ranges.every(([from, to], index) => {
      const start = tr.mapping.mapResult(from, 1);
      const end = tr.mapping.mapResult(to, -1);
      return !start.deleted && !end.deleted && start.pos === ranges[index]?.[0] && end.pos === ranges[index]?.[1];
    });
  return same ? { ranges, set: old.set.map(tr.mapping, tr.doc) } : caretsOf(state);
}

/**
 * A long article's blocks are laid out only where they are seen (`content-visibility: auto`), and Chromium
 * decides that a new block is seen at its next frame only. Until then the block is skipped, and a key typed
 * into it (the first letter after Enter, or after a toolbar button made a section) is inserted by the
 * browser outside it, where ProseMirror finds it later (at the end of what follows). On a loaded machine
 * that frame comes after the next keystroke. The blocks around the selection carry a class that keeps
 * them rendered, from the very transaction that creates them.
 */
export const caretBlocksPlugin = (): Plugin<Carets> =>
  new Plugin<Carets>({
    state: {
      init: (_config, state) => caretsOf(state),
      apply: (tr, old, _before, state) => (tr.docChanged || tr.selectionSet ? mapped(old, tr, state) : old),
    },
    props: {
      decorations(state) {
        return this.getState(state)?.set;
      },
    },
  });
