import { DOMSerializer, Fragment, Slice, type Mark, type Node as PmNode, type ResolvedPos } from 'prosemirror-model';
import type { EditorProps } from 'prosemirror-view';
import { expertPartKey, schemaAttributes } from '@shared/editor/schema-rules';
import { EMPTY_MARKUP, ROUND_TRIP_ATTRS, type StructuredSchema } from './pm-schema';
import { BLOCK_GROUP } from './block-groups';

/**
 * What the clipboard brings into the structured editor (issue 34). Only this window's own copies may name the
 * editor's node types (data-pm, data-attrs, ProseMirror's data-pm-slice): its copies carry a mark drawn at random
 * when the window starts, which no web page knows; any other HTML loses those attributes and is read by the
 * schema's ordinary rules (a paste from Word or a web page). Then whatever was read, own copy or not, keeps only
 * the schema's attributes with the values it allows (a renvoi's target by the renvoi dialog's rule), never the
 * round-trip formatting (a start tag as written, white space, attributes outside the schema), and outside the
 * expert mode no expert part (a table: its cells' text as paragraphs; metadata: nothing), nor, outside a table,
 * its rows or cells (ProseMirror would wrap them in a new table).
 */

const COPY_MARK = crypto.randomUUID();
const COPY_ATTRIBUTE = 'data-pupitre-copie';
const EDITOR_ATTRIBUTES = ['data-pm', 'data-attrs', 'data-pm-slice'];

/** The editor's serializer for copies: each node and mark of the editor carries this window's mark. */
class CopySerializer extends DOMSerializer {
  override serializeFragment(fragment: Fragment, options: { document?: Document } = {}, target?: HTMLElement | DocumentFragment): HTMLElement | DocumentFragment {
    const out = super.serializeFragment(fragment, options, target);
    // The outermost call only (a node's content is serialized into its own element, as `target`).
    if (target === undefined) for (const element of out.querySelectorAll('[data-pm]')) element.setAttribute(COPY_ATTRIBUTE, COPY_MARK);
    return out;
  }
}

/** HTML this window did not copy, without the attributes that name the editor's node types. */
export function foreignHtmlCleaned(html: string): string {
  if (html.includes(COPY_MARK) || !/data-(?:pm|attrs)/i.test(html)) return html;
  // A template reads table rows and cells as they come (a div would drop them).
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('[data-pm], [data-attrs], [data-pm-slice]')) for (const name of EDITOR_ATTRIBUTES) element.removeAttribute(name);
  return template.innerHTML;
}

function cleanMarks(ss: StructuredSchema, marks: readonly Mark[]): Mark[] {
  const kept: Mark[] = [];
  for (const mark of marks) {
    const spec = ss.specs.get(ss.elementOf.get(mark.type.name) ?? '');
    const attrs = spec ? schemaAttributes(spec, mark.attrs) : null;
    // A renvoi whose target is refused: its text stays, without the link.
    if (attrs) kept.push(mark.type.create(attrs));
  }
  return kept;
}

/**
 * Where a paste goes outside the expert mode: `inExpert` when into an expert element (a table's cell), where its
 * rows and cells may go; null in the expert mode.
 */
export interface PasteLimits {
  inExpert: boolean;
}

/** A pasted node as the schema allows it: null to leave it out; several nodes for an expert element read as paragraphs. */
function cleanNode(ss: StructuredSchema, node: PmNode, limits: PasteLimits | null): PmNode | PmNode[] | null {
  if (node.isText) return node.mark(cleanMarks(ss, node.marks));
  const marks = cleanMarks(ss, node.marks);
  if (node.type.name === EMPTY_MARKUP) {
    const element = String(node.attrs['element']);
    const spec = ss.roles.get(element) === 'mark' ? ss.specs.get(element) : undefined;
    const extra = Array.isArray(node.attrs['extra']) ? Object.fromEntries(node.attrs['extra'] as [string, string][]) : {};
    const attrs = spec ? schemaAttributes(spec, extra) : null;
    return attrs ? node.type.create({ element, extra: Object.entries(attrs) }, null, marks) : null;
  }
  const spec = ss.specs.get(ss.elementOf.get(node.type.name) ?? '');
  if (!spec) return null;
  const attrs = schemaAttributes(spec, node.attrs);
  if (!attrs) return null;
  if (limits && spec.expert && (expertPartKey(spec, attrs) !== null || !limits.inExpert)) return asParagraphs(ss, node);
  // Attributes of the editor's own (a table cell's spans) stay; the round-trip formatting goes.
  const own = Object.fromEntries(Object.entries(node.attrs).filter(([name]) => !ROUND_TRIP_ATTRS.includes(name) && !spec.attributes.some((one) => one.name === name)));
  return node.type.create({ ...own, ...attrs }, cleanFragment(ss, node.content, limits), marks);
}

/** An expert part pasted outside the expert mode: the text of its text blocks, as paragraphs. */
function asParagraphs(ss: StructuredSchema, node: PmNode): PmNode[] {
  const para = ss.schema.nodes['para'];
  const out: PmNode[] = [];
  const take = (block: PmNode) => {
    if (para && block.content.size > 0) out.push(para.create(null, cleanFragment(ss, block.content, { inExpert: false })));
  };
  if (node.isTextblock) take(node);
  else
    node.descendants((child) => {
      if (!child.isTextblock) return true;
      take(child);
      return false;
    });
  return out;
}

function cleanFragment(ss: StructuredSchema, fragment: Fragment, limits: PasteLimits | null): Fragment {
  const out: PmNode[] = [];
  fragment.forEach((child) => {
    const cleaned = cleanNode(ss, child, limits);
    if (cleaned) out.push(...(Array.isArray(cleaned) ? cleaned : [cleaned]));
  });
  return Fragment.from(out);
}

/** How deep a cleaned slice stays open at one end: as deep as its nodes there are still those of the slice read. */
function keptOpen(read: Fragment, cleaned: Fragment, open: number, end: 'start' | 'end'): number {
  let depth = 0;
  let [before, after] = [read, cleaned];
  while (depth < open) {
    const [was, is] = end === 'start' ? [before.firstChild, after.firstChild] : [before.lastChild, after.lastChild];
    if (!was || !is || was.type !== is.type) break;
    [before, after, depth] = [was.content, is.content, depth + 1];
  }
  return depth;
}

/** A pasted (or dropped) slice as the schema allows it (`limits`: outside the expert mode); closed where a node of its ends was replaced. */
export function cleanSlice(ss: StructuredSchema, slice: Slice, limits: PasteLimits | null): Slice {
  const content = cleanFragment(ss, slice.content, limits);
  return new Slice(content, keptOpen(slice.content, content, slice.openStart, 'start'), keptOpen(slice.content, content, slice.openEnd, 'end'));
}

/** Whether a position is inside an expert element (a table's cell). */
function inExpertElement(ss: StructuredSchema, $pos: ResolvedPos): boolean {
  for (let depth = $pos.depth; depth > 0; depth -= 1) if (ss.specs.get(ss.elementOf.get($pos.node(depth).type.name) ?? '')?.expert) return true;
  return false;
}

/** The editor view's clipboard props; `expertMode` asked at each paste (the session may say it after the view is made). */
export function clipboardProps(ss: StructuredSchema, expertMode: () => boolean): Pick<EditorProps, 'clipboardSerializer' | 'transformPastedHTML' | 'transformPasted'> {
  const base = DOMSerializer.fromSchema(ss.schema);
  return {
    // Without the blocks' groups: a matter of this editor's display only (block-groups.ts).
    clipboardSerializer: new CopySerializer(base.nodes, Object.fromEntries(Object.entries(base.marks).filter(([name]) => name !== BLOCK_GROUP))),
    transformPastedHTML: (html) => foreignHtmlCleaned(html),
    transformPasted: (slice, view) => cleanSlice(ss, slice, expertMode() ? null : { inExpert: inExpertElement(ss, view.state.selection.$from) }),
  };
}
