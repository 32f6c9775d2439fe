import { Fragment, type Node as PmNode, type NodeType, type ResolvedPos } from 'prosemirror-model';
import { NodeSelection, TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import type { RenvoiTarget } from '@shared/rules/reference-link';
import type { StructuredSchema } from './pm-schema';

/**
 * The structured editor's commands (issue 26): the block types the schema allows at the cursor, as a
 * Word user names them (paragraph, section title, bulleted and numbered lists, quotation, table), the
 * inline markup and the renvoi. Each answers false where the schema does not allow it (the toolbar then
 * shows it disabled): a section title where a section may go, a list inside a body, no section in a
 * bundle's presentation.
 */

export type ListKind = 'puces' | 'numeros';

const nodeType = (ss: StructuredSchema, element: string): NodeType | null => ss.schema.nodes[element] ?? null;

/** The text block holding the cursor: its depth, and its parent's. */
function textblockAt($from: ResolvedPos): { depth: number; parent: PmNode; index: number } | null {
  if (!$from.parent.isTextblock || $from.depth < 1) return null;
  return { depth: $from.depth, parent: $from.node($from.depth - 1), index: $from.index($from.depth - 1) };
}

/** The schema's containers take their children in any order and number: the first match says it. */
const allows = (parent: PmNode, type: NodeType) => parent.type.contentMatch.matchType(type) !== null;

/** Whether the cursor is in an item of a list, and of which kind. */
export function listAt(state: EditorState): { list: PmNode; depth: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth - 1; depth >= 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name === 'liste') return { list: node, depth };
    if (!node.isTextblock && depth < $from.depth - 1) return null;
  }
  return null;
}

/** Items of the list at the cursor back to paragraphs: the list split around them. */
export function unwrapList(ss: StructuredSchema): Command {
  return (state, dispatch) => {
    const para = nodeType(ss, 'para');
    const at = listAt(state);
    if (!para || !at) return false;
    const { $from, $to } = state.selection;
    const listParent = $from.node(at.depth - 1);
    if (!allows(listParent, para)) return false;
    if (dispatch) {
      const first = $from.index(at.depth);
      const last = $to.depth > at.depth && $to.node(at.depth) === at.list ? $to.index(at.depth) : first;
      const items: PmNode[] = [];
      at.list.forEach((item) => items.push(item));
      const out: PmNode[] = [];
      if (first > 0) out.push(at.list.type.create(at.list.attrs, items.slice(0, first)));
      for (const item of items.slice(first, last + 1)) out.push(para.create({ ws: null }, item.content));
      if (last + 1 < items.length) out.push(at.list.type.create({ ...at.list.attrs, ws: null }, items.slice(last + 1)));
      const start = $from.before(at.depth);
      const tr = state.tr.replaceWith(start, start + at.list.nodeSize, out);
      const offset = $from.parentOffset;
      let pos = start;
      for (let i = 0; i < out.length && out[i]?.type !== para; i += 1) pos += out[i]?.nodeSize ?? 0;
      tr.setSelection(TextSelection.create(tr.doc, Math.min(pos + 1 + offset, tr.doc.content.size)));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** A bulleted or numbered list: the selected paragraphs become its items; in a list, the other kind or back to paragraphs. */
export function toggleList(ss: StructuredSchema, kind: ListKind): Command {
  return (state, dispatch) => {
    const liste = nodeType(ss, 'liste');
    const item = nodeType(ss, 'item');
    if (!liste || !item) return false;
    const at = listAt(state);
    if (at) {
      if (at.list.attrs['type'] === kind || (kind === 'puces' && at.list.attrs['type'] == null)) return unwrapList(ss)(state, dispatch);
      if (dispatch) dispatch(state.tr.setNodeMarkup(state.selection.$from.before(at.depth), undefined, { ...at.list.attrs, type: kind }));
      return true;
    }
    const { $from, $to } = state.selection;
    const range = $from.blockRange($to);
    if (!range || !allows(range.parent, liste)) return false;
    const blocks: PmNode[] = [];
    for (let i = range.startIndex; i < range.endIndex; i += 1) blocks.push(range.parent.child(i));
    if (!blocks.every((block) => block.type.name === 'para')) return false;
    if (dispatch) {
      const list = liste.create({ type: kind, ws: blocks[0]?.attrs['ws'] ?? null }, blocks.map((block) => item.create({ ws: null }, block.content)));
      const tr = state.tr.replaceWith(range.start, range.end, list);
      tr.setSelection(TextSelection.create(tr.doc, Math.min($from.pos + 1, tr.doc.content.size)));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Enter in an empty item leaves the list (as in Word). */
export function leaveEmptyItem(ss: StructuredSchema): Command {
  return (state, dispatch) => {
    const { $from, empty } = state.selection;
    if (!empty || $from.parent.type.name !== 'item' || $from.parent.content.size > 0) return false;
    return unwrapList(ss)(state, dispatch);
  };
}

/** The cursor's block back to a paragraph (a title, an item, a quotation's paragraph). */
export function setParagraph(ss: StructuredSchema): Command {
  return (state, dispatch) => {
    const para = nodeType(ss, 'para');
    if (!para) return false;
    if (listAt(state)) return unwrapList(ss)(state, dispatch);
    const { $from } = state.selection;
    if ($from.parent.type === para) return false;
    return setBlockType(para)(state, dispatch);
  };
}

/**
 * A section title: the paragraph at the cursor becomes the title of a new section, which takes the blocks
 * after it up to the next section (as a Word heading opens a section in the Word import).
 */
export function sectionTitle(ss: StructuredSchema): Command {
  return (state, dispatch) => {
    const section = nodeType(ss, 'section');
    const titre = nodeType(ss, 'titre');
    const at = textblockAt(state.selection.$from);
    if (!section || !titre || !at) return false;
    const block = state.selection.$from.parent;
    if (block.type.name !== 'para' || !allows(at.parent, section)) return false;
    if (dispatch) {
      const { $from } = state.selection;
      let end = at.index + 1;
      while (end < at.parent.childCount && at.parent.child(end).type !== section) end += 1;
      const moved: PmNode[] = [];
      // Moved one level down: written in the section's white space, not the one they had.
      for (let i = at.index + 1; i < end; i += 1) {
        const child = at.parent.child(i);
        moved.push(child.type.create({ ...child.attrs, ws: null }, child.content, child.marks));
      }
      const made = section.create({ ws: block.attrs['ws'] ?? null }, Fragment.from([titre.create(null, block.content), ...moved]));
      const start = $from.before(at.depth);
      let stop = start;
      for (let i = at.index; i < end; i += 1) stop += at.parent.child(i).nodeSize;
      const tr = state.tr.replaceWith(start, stop, made);
      tr.setSelection(TextSelection.create(tr.doc, start + 2 + $from.parentOffset));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** A quotation around the paragraphs at the cursor, or out of it. */
export function toggleQuotation(ss: StructuredSchema): Command {
  return (state, dispatch) => {
    const citation = nodeType(ss, 'citation');
    if (!citation) return false;
    const { $from } = state.selection;
    if ($from.depth >= 2 && $from.node($from.depth - 1).type === citation) return lift(state, dispatch);
    return wrapIn(citation)(state, dispatch);
  };
}

/** A table of two rows of two cells after the cursor's block (expert mode: tables are expert in the schema). */
export function insertTable(ss: StructuredSchema): Command {
  return (state, dispatch) => {
    const tableau = nodeType(ss, 'tableau');
    const ligne = nodeType(ss, 'ligne');
    const cellule = nodeType(ss, 'cellule');
    const at = textblockAt(state.selection.$from);
    if (!tableau || !ligne || !cellule || !at || !allows(at.parent, tableau)) return false;
    if (dispatch) {
      const row = () => ligne.create(null, [cellule.create(), cellule.create()]);
      const table = tableau.create(null, [row(), row()]);
      const after = state.selection.$from.after(at.depth);
      const tr = state.tr.insert(after, table);
      tr.setSelection(TextSelection.create(tr.doc, after + 3));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/**
 * A picture of the image bank (issue 33) after the cursor's block, where the schema lets one stand; the cursor
 * then selects it. An image selected: the new one goes after it.
 */
export function insertImage(ss: StructuredSchema, picture: { ref: string; legende: string }): Command {
  return (state, dispatch) => {
    const image = nodeType(ss, 'image');
    if (!image) return false;
    const { selection } = state;
    const selected = selection instanceof NodeSelection ? selection : null;
    const $at = selected ? selected.$from : selection.$from;
    const at = selected ? { depth: $at.depth + 1, parent: $at.parent } : textblockAt($at);
    if (!at || !allows(at.parent, image)) return false;
    if (dispatch) {
      const after = selected ? selected.to : $at.after(at.depth);
      const tr = state.tr.insert(after, image.create({ ref: picture.ref, legende: picture.legende.trim() || null }));
      tr.setSelection(NodeSelection.create(tr.doc, after));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** A mark toggled where the schema allows it. */
export const markCommand = (ss: StructuredSchema, element: string): Command => {
  const type = ss.schema.marks[element];
  if (!type) return () => false;
  const toggle = toggleMark(type);
  // At a caret, whether the mark applies is its text block's to say: toggleMark walks the document from its
  // start to find it (thousands of blocks in a long article), and the toolbar asks at every keystroke.
  return (state, dispatch, view) => {
    const { $cursor } = state.selection as TextSelection;
    if ($cursor && !dispatch) return $cursor.parent.type.allowsMarkType(type);
    return toggle(state, dispatch, view);
  };
};

/** Whether the mark is on the selection (or stored for what is typed next). */
export function markActive(state: EditorState, ss: StructuredSchema, element: string): boolean {
  const type = ss.schema.marks[element];
  if (!type) return false;
  const { from, $from, to, empty } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) !== undefined;
  return state.doc.rangeHasMark(from, to, type);
}

/** The block the cursor is in, as the toolbar names it. */
export function blockKindAt(state: EditorState): 'para' | 'titre' | 'puces' | 'numeros' | 'citation' | 'other' {
  const at = listAt(state);
  if (at) return at.list.attrs['type'] === 'numeros' ? 'numeros' : 'puces';
  const { $from } = state.selection;
  const name = $from.parent.type.name;
  if (name === 'titre' && $from.depth >= 2 && $from.node($from.depth - 1).type.name === 'section') return 'titre';
  if (name === 'para') return $from.depth >= 2 && $from.node($from.depth - 1).type.name === 'citation' ? 'citation' : 'para';
  return 'other';
}

/** A renvoi (cross-reference) to `target` on the selection, or with `text` inserted at the cursor. */
export function insertRenvoi(ss: StructuredSchema, target: RenvoiTarget, text: string): Command {
  return (state, dispatch) => {
    const type = ss.schema.marks['renvoi'];
    if (!type || !state.selection.$from.parent.type.allowsMarkType(type)) return false;
    if (dispatch) {
      const mark = type.create({ type: target.type, refid: target.refid });
      const { from, to, empty } = state.selection;
      const tr = state.tr;
      // The renvoi excludes the other markup (the schema lets it hold none): adding it takes theirs off.
      if (empty) tr.insert(from, ss.schema.text(text || target.refid, [mark]));
      else tr.addMark(from, to, mark);
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}
