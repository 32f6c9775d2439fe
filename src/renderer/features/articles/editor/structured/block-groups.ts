import { Fragment, type Mark, type MarkSpec, type Node as PmNode, type Schema } from 'prosemirror-model';
import { Plugin, type Transaction } from 'prosemirror-state';
import { AddMarkStep, RemoveMarkStep, ReplaceStep } from 'prosemirror-transform';
import { LOAD_STEP } from './load-steps';

/**
 * A long article's blocks shown in groups (issue 33 item 4). Chromium lays a container out again over all
 * its children at each keystroke, and checks each `content-visibility: auto` box at each frame: on the
 * ≈ 8,000 paragraphs of a 1 MB body, ≈ 13 ms and ≈ 12 ms a frame. Groups of GROUP_SIZE blocks, each one
 * box skipped when unseen, leave it ≈ 160 boxes. ProseMirror draws an element around consecutive blocks
 * only for a mark they share: each block of a long body carries a group mark, a matter of display only,
 * never written to the XML (docToXml writes no mark of a block), never copied, dropped from a paste
 * (clipboard.ts), set apart from the history (the plugin's own transactions). A group holding the
 * selection is always rendered (the editor's style: `.pm-groupe:has(.pm-caret)`).
 */

/** The mark's type name (no XML element is named so: a type name is the element's, `_` for each other sign). */
export const BLOCK_GROUP = 'groupe_de_blocs';
/** The class of a group's element. */
export const GROUP_CLASS = 'pm-groupe';
/** Blocks in a group as made. */
export const GROUP_SIZE = 50;
/** A group split past this. */
const GROUP_MAX = 2 * GROUP_SIZE;
/** The containers whose blocks are grouped: those a long article's text is in (not lists nor tables, whose items are their direct children). */
const GROUPED = new Set(['corps', 'section', 'presentation']);

export const blockGroupSpec: MarkSpec = {
  attrs: { n: { default: 0 } },
  toDOM: () => ['div', { class: GROUP_CLASS }, 0],
};

/** Whether a container of `count` blocks, of this XML element, has them grouped. */
export const groupsBlocks = (element: string | undefined, count: number): boolean => element !== undefined && GROUPED.has(element) && count > GROUP_MAX;

/** The marks of the block at `index` in a container that groups its blocks, as read. */
export const groupMarks = (schema: Schema, index: number): readonly Mark[] => [(schema.marks[BLOCK_GROUP] as NonNullable<Schema['marks'][string]>).create({ n: Math.floor(index / GROUP_SIZE) })];

const groupOf = (node: PmNode): number | null => {
  const mark = node.marks.find((m) => m.type.name === BLOCK_GROUP);
  return mark ? Number(mark.attrs['n']) : null;
};

/**
 * The group marks a container's blocks lack or should not have: every block of a grouped container in a
 * group of at most GROUP_MAX (a block without one joins the group before it when there is room, else the
 * one after, else a new one; an overfull group gives its second half to a new one), no block of another
 * container in any. Blocks already in a right group are left as they are: a keystroke or an Enter changes
 * one block's mark at most.
 */
function fixContainer(tr: Transaction, node: PmNode, start: number, elementOf: (type: string) => string | undefined): void {
  const type = tr.doc.type.schema.marks[BLOCK_GROUP];
  if (!type) return;
  const grouped = groupsBlocks(elementOf(node.type.name), node.childCount);
  const groups: (number | null)[] = [];
  const positions: number[] = [];
  let fresh = 0;
  node.forEach((child, offset) => {
    const n = groupOf(child);
    groups.push(n);
    positions.push(start + offset);
    if (n !== null && n >= fresh) fresh = n + 1;
  });
  const set = (index: number, n: number | null) => {
    const pos = positions[index] as number;
    if (n === null) tr.removeNodeMark(pos, type);
    else tr.addNodeMark(pos, type.create({ n }));
    groups[index] = n;
  };
  if (!grouped) {
    groups.forEach((n, index) => n !== null && set(index, null));
    return;
  }
  const runLength = (index: number) => {
    let from = index;
    while (from > 0 && groups[from - 1] === groups[index]) from -= 1;
    let to = index;
    while (to < groups.length - 1 && groups[to + 1] === groups[index]) to += 1;
    return to - from + 1;
  };
  // A long run of new blocks (a paste of pages) stays ungrouped, drawn a box a block as before the groups: a
  // mark step costs a walk over the container, thousands of them seconds. The next load groups it.
  const isNew = groups.map((n) => n === null);
  for (let index = 0; index < groups.length; index += 1) {
    if (!isNew[index]) continue;
    if (index === 0 || !isNew[index - 1]) {
      let end = index;
      while (end < groups.length && isNew[end]) end += 1;
      if (end - index > GROUP_MAX) {
        index = end - 1;
        continue;
      }
    }
    const before = groups[index - 1] ?? null;
    const after = groups[index + 1] ?? null;
    if (before !== null && runLength(index - 1) < GROUP_MAX) set(index, before);
    else if (after !== null && runLength(index + 1) < GROUP_MAX) set(index, after);
    else set(index, fresh++);
  }
  // Overfull groups (blocks pasted or split inside one): the second half to a new group.
  for (let index = 0; index < groups.length; ) {
    const length = runLength(index);
    if (length > GROUP_MAX && groups[index] !== null) {
      const n = fresh++;
      for (let i = index + GROUP_SIZE; i < index + length; i += 1) set(i, n);
      index += GROUP_SIZE;
    } else index += length;
  }
}

/** `node` with the blocks of its long containers in groups, as xmlToDoc reads them (a document imported whole). */
export function withBlockGroups(node: PmNode, elementOf: (type: string) => string | undefined): PmNode {
  if (node.isTextblock || node.isLeaf) return node;
  const grouped = groupsBlocks(elementOf(node.type.name), node.childCount);
  const children: PmNode[] = [];
  node.forEach((child, _offset, index) => {
    const inner = withBlockGroups(child, elementOf);
    children.push(grouped ? inner.mark(groupMarks(node.type.schema, index)) : inner);
  });
  return node.copy(Fragment.from(children));
}

/** Every container of blocks, below `node` at `start` (text blocks hold no blocks). */
function fixAll(tr: Transaction, node: PmNode, start: number, elementOf: (type: string) => string | undefined): void {
  if (node.isTextblock || node.isLeaf) return;
  fixContainer(tr, node, start, elementOf);
  node.forEach((child, offset) => fixAll(tr, child, start + offset + 1, elementOf));
}

/** Whether a transaction changed text only, inside text blocks (a keystroke, a mark): no block came nor went. */
const textOnly = (tr: Transaction): boolean =>
  tr.steps.every((step, index) => {
    if (step instanceof AddMarkStep || step instanceof RemoveMarkStep) return true;
    if (!(step instanceof ReplaceStep)) return false;
    const doc = tr.docs[index];
    if (!doc || step.slice.openStart > 0 || step.slice.openEnd > 0) return false;
    const $from = doc.resolve(step.from);
    let inline = true;
    step.slice.content.forEach((node) => (inline &&= node.isInline));
    return inline && $from.parent.isTextblock && $from.sameParent(doc.resolve(step.to));
  });

/**
 * Keeps the groups after each change of the blocks (not the load's steps, grouped as read; not text typed): its own
 * transaction, outside the history, which moves no position.
 */
export const blockGroupsPlugin = (elementOf: (type: string) => string | undefined): Plugin =>
  new Plugin({
    appendTransaction(transactions, _old, state) {
      if (!transactions.some((tr) => tr.docChanged && tr.getMeta(LOAD_STEP) !== true && !textOnly(tr))) return null;
      const tr = state.tr;
      fixAll(tr, state.doc, 0, elementOf);
      return tr.docChanged ? tr.setMeta('addToHistory', false) : null;
    },
  });
