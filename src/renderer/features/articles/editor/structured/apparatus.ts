import type { Node as PmNode, NodeType } from 'prosemirror-model';
import { NodeSelection, TextSelection, type Command, type EditorState, type Transaction } from 'prosemirror-state';
import { typeName, type StructuredSchema } from './pm-schema';

/**
 * Footnotes and metadata from the structured editor's toolbar (issue 33): the elements the document keeps
 * at its end (<notes>, <metadonnees>), each created where the schema places it when the document has
 * none yet. A command answers false where the schema does not allow it, and the refusal says why.
 */

/** Why no footnote can be inserted here, or null when one can. */
export function noteRefusal(state: EditorState, ss: StructuredSchema): string | null {
  const call = ss.schema.nodes[typeName('appel-note')];
  const root = state.doc.firstChild;
  if (!call || !root || !allowsChild(ss, root, 'notes')) return 'Un lot n’a pas de notes de bas de page : ses articles en ont.';
  const { $to } = state.selection;
  if (inside(state, 'notes') || !$to.parent.inlineContent || !$to.parent.type.contentMatch.matchType(call)) {
    return 'Placez le curseur dans le texte (paragraphe, élément de liste, chapeau) pour y appeler une note.';
  }
  return null;
}

/**
 * A footnote: its call at the caret (after the selection), its note in the document's notes, in the order
 * of the calls, and the caret in the note. Its identifier is the next `n<number>` after those of the
 * document; the existing notes keep theirs (an insertion changes no other element).
 */
export function insertNote(ss: StructuredSchema): Command {
  return (state, dispatch) => {
    if (noteRefusal(state, ss) !== null) return false;
    const call = ss.schema.nodes[typeName('appel-note')];
    const note = ss.schema.nodes[typeName('note') + '_blocs'] ?? ss.schema.nodes[typeName('note')];
    const para = ss.schema.nodes['para'];
    if (!call || !note) return false;
    if (dispatch) {
      const id = nextNoteId(state.doc);
      const at = state.selection.to;
      const tr = state.tr.insert(at, call.create({ note: id }));
      const before = callsBefore(tr.doc, at + 1);
      const notes = ensureChild(tr, ss, 'notes');
      // After the note of the last call before this one that has its note in <notes>; first otherwise.
      let pos = notes.pos + 1;
      notes.node.forEach((child, offset) => {
        if (before.has(String(child.attrs['id']))) pos = notes.pos + 1 + offset + child.nodeSize;
      });
      const made = note.isTextblock || !para ? note.create({ id }) : note.create({ id }, para.create());
      tr.insert(pos, made);
      tr.setSelection(TextSelection.create(tr.doc, pos + (made.isTextblock ? 1 : 2)));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Why no metadata can be added, or null when it can (the toolbar offers it in expert mode only: spec 2 §2.6). */
export function metaRefusal(state: EditorState, ss: StructuredSchema): string | null {
  const root = state.doc.firstChild;
  if (!ss.schema.nodes['meta'] || !root || !allowsChild(ss, root, 'metadonnees')) return 'Ce document n’a pas de métadonnées.';
  return null;
}

/** A metadata `name` = `value` at the end of the document's metadata, selected. */
export function insertMeta(ss: StructuredSchema, name: string, value: string): Command {
  return (state, dispatch) => {
    const meta = ss.schema.nodes['meta'];
    if (!meta || metaRefusal(state, ss) !== null) return false;
    if (dispatch) {
      const tr = state.tr;
      const list = ensureChild(tr, ss, 'metadonnees');
      const pos = list.pos + list.node.nodeSize - 1;
      tr.insert(pos, meta.create({ nom: name, valeur: value }));
      tr.setSelection(NodeSelection.create(tr.doc, pos));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

const allowsChild = (ss: StructuredSchema, parent: PmNode, element: string): boolean => {
  const type = ss.schema.nodes[typeName(element)];
  return type !== undefined && parent.type.contentMatch.matchType(type) !== null;
};

function inside(state: EditorState, typeNameWanted: string): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) if ($from.node(depth).type.name === typeNameWanted) return true;
  return false;
}

/** The next free `n<number>` among the notes' and calls' identifiers. */
export function nextNoteId(doc: PmNode): string {
  let last = 0;
  doc.descendants((node) => {
    const id = node.attrs['note'] ?? (node.type.name.startsWith('note') ? node.attrs['id'] : null);
    const number = typeof id === 'string' ? /^n(\d+)$/.exec(id)?.[1] : undefined;
    if (number) last = Math.max(last, Number(number));
    return true;
  });
  return `n${last + 1}`;
}

/** The notes called before `pos`, outside the notes themselves. */
function callsBefore(doc: PmNode, pos: number): Set<string> {
  const ids = new Set<string>();
  doc.nodesBetween(0, pos, (node) => {
    if (node.type.name === 'notes') return false;
    if (typeof node.attrs['note'] === 'string' && node.isInline) ids.add(node.attrs['note']);
    return true;
  });
  return ids;
}

/**
 * The root's child `element` (its first), created empty when absent after the children the schema lists
 * before it (article: titre… corps, then notes, then metadonnees).
 */
function ensureChild(tr: Transaction, ss: StructuredSchema, element: string): { node: PmNode; pos: number } {
  const root = tr.doc.child(0);
  const type = ss.schema.nodes[typeName(element)] as NodeType;
  for (let index = 0, pos = 1; index < root.childCount; pos += root.child(index).nodeSize, index += 1) {
    if (root.child(index).type === type) return { node: root.child(index), pos };
  }
  const order = ss.specs.get(ss.elementOf.get(root.type.name) ?? '')?.children ?? [];
  const rank = (node: PmNode) => order.indexOf(ss.elementOf.get(node.type.name) ?? '');
  let pos = 1;
  root.forEach((child, offset) => {
    if (rank(child) <= order.indexOf(element)) pos = 1 + offset + child.nodeSize;
  });
  const made = type.create();
  tr.insert(pos, made);
  return { node: made, pos };
}
