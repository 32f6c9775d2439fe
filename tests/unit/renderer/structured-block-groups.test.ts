import { afterEach, describe, expect, it } from 'vitest';
import { Fragment, type Node as PmNode } from 'prosemirror-model';
import { EditorState, TextSelection, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { history, redo, undo, undoDepth } from 'prosemirror-history';
import { splitBlock } from 'prosemirror-commands';
import { docToXml } from '../../../src/renderer/features/articles/editor/structured/xml-document';
import { BLOCK_GROUP, GROUP_SIZE, blockGroupsPlugin } from '../../../src/renderer/features/articles/editor/structured/block-groups';
import { clipboardProps } from '../../../src/renderer/features/articles/editor/structured/clipboard';
import { toggleList } from '../../../src/renderer/features/articles/editor/structured/commands';
import { docOf, ss } from './structured-fixture';

/**
 * A long body's blocks in groups (issue 33 item 4): each group one box for the browser to check and lay
 * out, a mark of display that the XML, the clipboard and the history never see; the groups kept, bounded,
 * as the user edits.
 */

const body = (count: number) =>
  `<article id="7">\n  <titre>Long</titre>\n  <corps>\n${Array.from({ length: count }, (_, i) => `    <para>Paragraphe ${i} : <i>l’obligation</i>.</para>\n`).join('')}  </corps>\n</article>\n`;

const corpsOf = (doc: PmNode): { node: PmNode; start: number } => {
  let found: { node: PmNode; start: number } | null = null;
  doc.descendants((node, pos) => {
    if (node.type.name === 'corps') found = { node, start: pos + 1 };
    return found === null;
  });
  if (!found) throw new Error('no body');
  return found;
};
const groupOf = (node: PmNode) => node.marks.find((mark) => mark.type.name === BLOCK_GROUP)?.attrs['n'] as number | undefined;
/** The sizes of the body's groups, in order (a block outside any: a group of its own, -1). */
function groupSizes(doc: PmNode): number[] {
  const sizes: number[] = [];
  let last: number | undefined | null = null;
  corpsOf(doc).node.forEach((child) => {
    const n = groupOf(child);
    if (n === undefined) sizes.push(-1);
    else if (n === last) sizes[sizes.length - 1] = (sizes.at(-1) ?? 0) + 1;
    else sizes.push(1);
    last = n === undefined ? null : n;
  });
  return sizes;
}

const stateOf = (doc: PmNode) => EditorState.create({ doc, plugins: [history(), blockGroupsPlugin((type) => ss.elementOf.get(type))] });
const apply = (state: EditorState, make: (state: EditorState) => Transaction) => state.applyTransaction(make(state)).state;
/** The position inside the body's block at `index`. */
const inBlock = (doc: PmNode, index: number) => {
  const { node, start } = corpsOf(doc);
  let pos = start;
  for (let i = 0; i < index; i += 1) pos += node.child(i).nodeSize;
  return pos + 1;
};

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
});

describe('a long body’s groups of blocks', () => {
  it('are made as it is read, never written: the XML comes back byte for byte, and an edit changes only its block', () => {
    const xml = body(320);
    const doc = docOf(xml, 'article');
    expect(groupSizes(doc)).toEqual([50, 50, 50, 50, 50, 50, 20]);
    expect(docToXml(ss, doc)).toBe(xml);
    const edited = apply(stateOf(doc), (state) => state.tr.insertText('X', inBlock(state.doc, 3))).doc;
    expect(docToXml(ss, edited)).toBe(xml.replace('<para>Paragraphe 3', '<para>XParagraphe 3'));
    // A short body has none: its document is as before the groups.
    expect(groupSizes(docOf(body(80), 'article'))).toEqual(Array.from({ length: 80 }, () => -1));
  });

  it('are drawn as one element around their blocks, in the order of the document', () => {
    view = new EditorView(document.createElement('div'), { state: stateOf(docOf(body(120), 'article')) });
    const groups = view.dom.querySelectorAll('.pm-corps > .pm-groupe');
    expect(groups).toHaveLength(3);
    expect([...groups].map((group) => group.querySelectorAll(':scope > .pm-para').length)).toEqual([50, 50, 20]);
    expect(view.dom.querySelectorAll('.pm-corps > .pm-para')).toHaveLength(0);
    // Positions and the page's elements still match: the 51st block is the second group's first.
    const second = groups[1]?.firstElementChild;
    expect(second && view.posAtDOM(second, 0)).toBe(inBlock(view.state.doc, GROUP_SIZE));
  });

  it('take a new block into its neighbour’s group, outside the history: Enter is undone in one step', () => {
    const start = stateOf(docOf(body(320), 'article'));
    const at = inBlock(start.doc, 60);
    const split = apply(start.apply(start.tr.setSelection(TextSelection.create(start.doc, at + 3))) as EditorState, (state) => {
      let made: Transaction | null = null;
      splitBlock(state, (tr) => (made = tr));
      if (!made) throw new Error('no split');
      return made;
    });
    expect(groupSizes(split.doc)).toEqual([50, 51, 50, 50, 50, 50, 20]);
    expect(undoDepth(split)).toBe(1);
    let undone = split;
    undo(split, (tr) => (undone = split.apply(tr)));
    expect(undone.doc.eq(start.doc)).toBe(true);
    let redone = undone;
    redo(undone, (tr) => (redone = undone.apply(tr)));
    expect(groupSizes(redone.doc)).toEqual([50, 51, 50, 50, 50, 50, 20]);
  });

  it('stay bounded when blocks come at once, leave a paste of pages ungrouped, and go when the body is short again', () => {
    const start = stateOf(docOf(body(320), 'article'));
    const para = ss.schema.nodes['para'];
    if (!para) throw new Error('no para');
    const blocks = (count: number) => Fragment.from(Array.from({ length: count }, (_, i) => para.create(null, ss.schema.text(`Collé ${i}`))));
    const grown = apply(start, (state) => state.tr.insert(inBlock(state.doc, 70) - 1, blocks(90)));
    const sizes = groupSizes(grown.doc);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(410);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * GROUP_SIZE);
    // More than a group's bound of new blocks: drawn a box a block, as before the groups, the others untouched.
    const pasted = apply(start, (state) => state.tr.insert(inBlock(state.doc, 50) - 1, blocks(130)));
    expect(groupSizes(pasted.doc)).toEqual([50, ...Array.from({ length: 130 }, () => -1), 50, 50, 50, 50, 50, 20]);
    const { node, start: from } = corpsOf(grown.doc);
    const shrunk = apply(grown, (state) => state.tr.delete(from + node.child(0).nodeSize, from + node.content.size));
    expect(groupSizes(shrunk.doc)).toEqual([-1]);
  });

  it('are left by a block moved out of the body (into a list)', () => {
    const start = stateOf(docOf(body(320), 'article'));
    const at = inBlock(start.doc, 10);
    const listed = apply(start.apply(start.tr.setSelection(TextSelection.create(start.doc, at))) as EditorState, (state) => {
      let made: Transaction | null = null;
      toggleList(ss, 'puces')(state, (tr) => (made = tr));
      if (!made) throw new Error('no list');
      return made;
    });
    let marked = 0;
    listed.doc.descendants((node, _pos, parent) => {
      if (groupOf(node) !== undefined && parent?.type.name !== 'corps') marked += 1;
      return !node.isTextblock;
    });
    expect(marked).toBe(0);
    expect(docToXml(ss, listed.doc)).toContain('<liste type="puces">');
  });

  it('are not copied', () => {
    const doc = docOf(body(320), 'article');
    const serializer = clipboardProps(ss, () => false).clipboardSerializer;
    const { node } = corpsOf(doc);
    const copied = serializer?.serializeFragment(Fragment.from(Array.from({ length: 60 }, (_, i) => node.child(i))));
    const holder = document.createElement('div');
    if (copied) holder.append(copied);
    expect(holder.querySelectorAll('.pm-groupe')).toHaveLength(0);
    expect(holder.querySelectorAll('[data-pm="para"]')).toHaveLength(60);
  });
});
