import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorState, TextSelection } from 'prosemirror-state';
import { DecorationSet, EditorView } from 'prosemirror-view';
import { splitBlock } from 'prosemirror-commands';
import type { Node as PmNode } from 'prosemirror-model';
import { sectionTitle } from '../../../src/renderer/features/articles/editor/structured/commands';
import { CARET_BLOCK_CLASS, caretBlocks, caretBlocksPlugin } from '../../../src/renderer/features/articles/editor/structured/caret-blocks';
import { docOf, ss } from './structured-fixture';

/**
 * The blocks holding the selection are never skipped by `content-visibility: auto` (the flake of the
 * structured editor's e2e: the first letter typed after Enter landed at the end of the document): they carry
 * the class from the transaction that makes them, before the browser could type into them.
 */

const ARTICLE = '<article id="1">\n  <titre>Titre</titre>\n  <corps>\n    <para>Un</para>\n    <para>Première partie</para>\n  </corps>\n</article>\n';

/** The position at the end of the text `at`. */
function endOf(doc: PmNode, at: string): number {
  let pos = -1;
  doc.descendants((node, p) => {
    if (pos < 0 && node.isText && node.text === at) pos = p + at.length;
    return pos < 0;
  });
  return pos;
}

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
  document.body.replaceChildren();
});

describe('the blocks holding the selection', () => {
  it('are the ancestors of both ends of the selection, once each', () => {
    const doc = docOf(ARTICLE);
    const state = EditorState.create({ doc, selection: TextSelection.create(doc, endOf(doc, 'Un') - 1, endOf(doc, 'Première partie')) });
    const names = caretBlocks(state)
      .find()
      .map((decoration) => state.doc.nodeAt(decoration.from)?.type.name);
    expect(names.sort()).toEqual(['article', 'corps', 'para', 'para']);
  });

  it('a section made by the toolbar, then Enter: the new paragraph and its section are rendered as they are created', () => {
    const doc = docOf(ARTICLE);
    const host = document.createElement('div');
    document.body.append(host);
    const created: EditorView = new EditorView(host, {
      state: EditorState.create({ doc, selection: TextSelection.create(doc, endOf(doc, 'Première partie')), plugins: [caretBlocksPlugin()] }),
      dispatchTransaction: (tr) => created.updateState(created.state.apply(tr)),
    });
    view = created;
    expect(sectionTitle(ss)(created.state, created.dispatch)).toBe(true);
    expect(splitBlock(created.state, created.dispatch)).toBe(true);

    const { $from } = created.state.selection;
    expect($from.parent.type.name).toBe('para');
    const para = created.nodeDOM($from.before()) as HTMLElement;
    const section = created.nodeDOM($from.before($from.depth - 1)) as HTMLElement;
    expect(section.contains(para)).toBe(true);
    expect(para.classList.contains(CARET_BLOCK_CLASS)).toBe(true);
    expect(section.classList.contains(CARET_BLOCK_CLASS)).toBe(true);
    // The article, its body, the section, the paragraph: the blocks left behind are skipped again where they are not seen.
    expect(created.dom.querySelectorAll(`.${CARET_BLOCK_CLASS}`)).toHaveLength(4);
    expect(created.nodeDOM($from.before($from.depth - 1) + 1)).not.toHaveProperty('className', expect.stringContaining(CARET_BLOCK_CLASS));
  });

  it('a character typed maps the decorations, without placing them anew over the document (a long body’s thousands of blocks)', () => {
    const doc = docOf(ARTICLE);
    const created: EditorView = new EditorView(document.createElement('div'), {
      state: EditorState.create({ doc, selection: TextSelection.create(doc, endOf(doc, 'Un')), plugins: [caretBlocksPlugin()] }),
      dispatchTransaction: (tr) => created.updateState(created.state.apply(tr)),
    });
    view = created;
    const made = vi.spyOn(DecorationSet, 'create');
    created.dispatch(created.state.tr.insertText('e'));
    expect(made).not.toHaveBeenCalled();
    const shown = (state: EditorState) => created.someProp('decorations', (f) => f.call(created, state)) as DecorationSet;
    const names = (state: EditorState) => shown(state).find().map((decoration) => `${state.doc.nodeAt(decoration.from)?.type.name}@${decoration.from}-${decoration.to}`);
    expect(names(created.state).sort()).toEqual(caretBlocks(created.state).find().map((d) => `${created.state.doc.nodeAt(d.from)?.type.name}@${d.from}-${d.to}`).sort());
    // The caret in another block: made anew, the paragraph left behind without the class.
    created.dispatch(created.state.tr.setSelection(TextSelection.create(created.state.doc, endOf(created.state.doc, 'Première partie'))));
    expect(made).toHaveBeenCalled();
    made.mockRestore();
    expect(names(created.state).sort()).toEqual(caretBlocks(created.state).find().map((d) => `${created.state.doc.nodeAt(d.from)?.type.name}@${d.from}-${d.to}`).sort());
    expect(created.dom.querySelector(`.${CARET_BLOCK_CLASS} .${CARET_BLOCK_CLASS} .${CARET_BLOCK_CLASS}`)?.textContent).toBe('Première partie');
  });
});
