import { Plugin, type EditorState } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/** The class of the blocks holding the selection: the editor's style keeps them rendered (no `content-visibility: auto`). */
export const CARET_BLOCK_CLASS = 'pm-caret';

/** The selection's blocks, from the outermost to the text block, for both of its ends. */
export function caretBlocks(state: EditorState): DecorationSet {
  const decorations = new Map<number, Decoration>();
  for (const $pos of [state.selection.$from, state.selection.$to]) {
    for (let depth = 1; depth <= $pos.depth; depth += 1) {
      const from = $pos.before(depth);
      if (!decorations.has(from)) decorations.set(from, Decoration.node(from, $pos.after(depth), { class: CARET_BLOCK_CLASS }));
    }
  }
  return DecorationSet.create(state.doc, [...decorations.values()]);
}

/**
 * A long article's blocks are laid out only where they are seen (`content-visibility: auto`), and Chromium
 * decides that a new block is seen at its next frame only. Until then the block is skipped, and a key typed
 * into it (the first letter after Enter, or after a toolbar button made a section) is inserted by the
 * browser outside it, where ProseMirror finds it later (at the end of what follows). On a loaded machine
 * that frame comes after the next keystroke. The blocks around the selection carry a class that keeps
 * them rendered, from the very transaction that creates them.
 */
export const caretBlocksPlugin = (): Plugin => new Plugin({ props: { decorations: caretBlocks } });
