import { Fragment, type Mark, type MarkType, type Node as PmNode, type NodeType } from 'prosemirror-model';
import { findXmlFault } from '../xml-well-formed';
import { groupMarks, groupsBlocks } from './block-groups';
import { EMPTY_MARKUP, typeName, type StructuredSchema } from './pm-schema';
import { escapeXmlAttribute, escapeXmlText, readXmlSource, type SourceElement, type SourceNode } from './xml-source';

/**
 * The document's XML as a ProseMirror document and back (issue 26). What the structured editor cannot
 * represent is refused with a French reason (the page opens it read-only; an expert edits it as XML),
 * never dropped. Serialising writes each node that did not change as the bytes it was read from (nodes
 * are immutable: an unchanged block is the very object that was read); a changed one is written anew, in
 * the white space of its neighbours, so that an edit changes only the edited block.
 */

export type XmlToDocResult = { ok: true; doc: PmNode } | { ok: false; reason: string };

/** The text each node was read from, by identity. */
const sourceOf = new WeakMap<PmNode, string>();

class Unrepresentable extends Error {}

interface TagAttrs {
  /** The start tag as written, and the attributes it carried then (written again only if they are the same). */
  open: string;
  key: string;
}

/** Attributes as written, split between those of the schema (each an attribute of its own) and the others. */
function attrsFor(ss: StructuredSchema, element: SourceElement): Record<string, unknown> {
  const known = new Set(ss.specs.get(element.name)?.attributes.map((attribute) => attribute.name) ?? []);
  const attrs: Record<string, unknown> = {};
  const extra: [string, string][] = [];
  for (const [name, value] of element.attributes) {
    if (known.has(name)) attrs[name] = value;
    else extra.push([name, value]);
  }
  attrs['extra'] = extra.length ? extra : null;
  return attrs;
}

/** The attributes a node or mark would write, in order: the schema's, then the others. */
function xmlAttributes(ss: StructuredSchema, element: string, attrs: Readonly<Record<string, unknown>>): [string, string][] {
  const out: [string, string][] = [];
  for (const attribute of ss.specs.get(element)?.attributes ?? []) {
    const value = attrs[attribute.name];
    if (typeof value === 'string') out.push([attribute.name, value]);
  }
  const extra = attrs['extra'];
  if (Array.isArray(extra)) for (const pair of extra as [string, string][]) out.push(pair);
  return out;
}

const attributesKey = (attributes: readonly [string, string][]) => JSON.stringify(attributes);

const isBlank = (text: string) => /^[ \t\r\n]*$/.test(text);

function describe(node: SourceNode): string {
  if (node.kind === 'element') return `l’élément <${node.name}>`;
  if (node.kind === 'text') return `le texte « ${node.text.trim().slice(0, 30)} »`;
  return node.raw.startsWith('<!--') ? 'un commentaire' : 'une instruction de traitement';
}

export function xmlToDoc(ss: StructuredSchema, xml: string, root: string | null): XmlToDocResult {
  const fault = findXmlFault(xml, root);
  if (fault) return { ok: false, reason: `XML mal formé, ligne ${fault.line}, colonne ${fault.column} : ${fault.message}` };
  try {
    const source = readXmlSource(xml);
    const { schema } = ss;
    const rootNode = block(ss, source.root, source.source);
    if (!schema.topNodeType.validContent(Fragment.from(rootNode))) throw new Unrepresentable(`l’élément racine <${source.root.name}> n’est pas celui d’un document.`);
    const doc = schema.topNodeType.create({ prolog: source.prolog, epilog: source.epilog }, rootNode);
    sourceOf.set(doc, xml);
    return { ok: true, doc };
  } catch (error) {
    if (error instanceof Unrepresentable) return { ok: false, reason: error.message };
    throw error;
  }
}

function tagAttrs(ss: StructuredSchema, element: SourceElement): TagAttrs {
  return { open: element.open, key: attributesKey(xmlAttributes(ss, element.name, attrsFor(ss, element))) };
}

function block(ss: StructuredSchema, element: SourceElement, source: string, ws: string | null = null, marks: readonly Mark[] = []): PmNode {
  const role = ss.roles.get(element.name);
  if (role === undefined) throw new Unrepresentable(`l’élément <${element.name}> n’est pas dans le schéma des articles.`);
  if (role === 'mark' || role === 'inline') throw new Unrepresentable(`l’élément <${element.name}> se trouve hors d’un texte.`);
  const [textType, blockType] = ss.typesOf(element.name).map((name) => ss.schema.nodes[name] as NodeType);
  const attrs = { ...attrsFor(ss, element), tag: tagAttrs(ss, element), ws };
  const hasBlocks = element.children.some((child) => child.kind === 'element' && ss.roles.get(child.name) !== 'mark' && ss.roles.get(child.name) !== 'inline');
  let node: PmNode;
  if (role === 'textblock' && !(hasBlocks && blockType)) {
    node = (textType as NodeType).create(attrs, inline(ss, element, textType as NodeType), marks);
  } else if (role === 'leaf') {
    const stray = element.children.find((child) => child.kind !== 'text' || !isBlank(child.text));
    if (stray) throw new Unrepresentable(`${describe(stray)} dans <${element.name}>, qui n’en prévoit pas.`);
    node = (textType as NodeType).create(attrs, null, marks);
  } else {
    const type = (blockType ?? textType) as NodeType;
    const children: PmNode[] = [];
    // A long body's blocks in groups (block-groups.ts), marked as they are made: a node keeps the source it was read from.
    const grouped = groupsBlocks(element.name, element.children.filter((child) => child.kind === 'element').length);
    let before = '';
    for (const child of element.children) {
      if (child.kind === 'text' && isBlank(child.text)) before += child.text;
      else if (child.kind === 'element') {
        children.push(block(ss, child, source, before, grouped ? groupMarks(ss.schema, children.length) : []));
        before = '';
      } else throw new Unrepresentable(`${describe(child)} dans <${element.name}>, qui ne contient que des blocs.`);
    }
    const content = Fragment.from(children);
    if (!type.validContent(content)) {
      const wrong = children.find((child) => !type.contentMatch.matchType(child.type)) ?? children[0];
      throw new Unrepresentable(`<${wrong ? (ss.elementOf.get(wrong.type.name) ?? wrong.type.name) : '?'}> n’est pas permis dans <${element.name}>.`);
    }
    node = type.create({ ...attrs, end: before }, content, marks);
  }
  sourceOf.set(node, source.slice(element.from, element.to));
  return node;
}

/**
 * A text block's content: text with its marks, and inline atoms. `nested` lists the marks' elements as
 * they are nested in the source, outermost first (a mark set is in the schema's order).
 */
function inline(ss: StructuredSchema, element: SourceElement, type: NodeType): PmNode[] {
  const { schema } = ss;
  const out: PmNode[] = [];
  const rank = (name: string) => ss.markOrder.indexOf(name);
  const walk = (parent: SourceElement, marks: readonly Mark[], nested: readonly string[]) => {
    for (const child of parent.children) {
      if (child.kind === 'other') throw new Unrepresentable(`${describe(child)} dans <${parent.name}>.`);
      if (child.kind === 'text') {
        if (child.text) out.push(schema.text(child.text, marks));
        continue;
      }
      const role = ss.roles.get(child.name);
      const allowed = ss.specs.get(parent.name)?.children.includes(child.name) ?? false;
      if (!allowed || (role !== 'mark' && role !== 'inline')) throw new Unrepresentable(`<${child.name}> n’est pas permis dans <${parent.name}>.`);
      if (role === 'inline') {
        const atom = schema.nodes[typeName(child.name)] as NodeType;
        if (child.children.length > 0) throw new Unrepresentable(`<${child.name}> ne contient rien d’ordinaire.`);
        if (!type.contentMatch.matchType(atom)) throw new Unrepresentable(`<${child.name}> n’est pas permis dans <${element.name}>.`);
        out.push(atom.create({ ...attrsFor(ss, child), tag: tagAttrs(ss, child) }, null, marks));
        continue;
      }
      const markType = schema.marks[typeName(child.name)] as MarkType;
      if (!type.allowsMarkType(markType)) throw new Unrepresentable(`<${child.name}> n’est pas permis dans <${element.name}>.`);
      if (child.children.length === 0) {
        out.push((schema.nodes[EMPTY_MARKUP] as NodeType).create({ element: child.name, extra: child.attributes, tag: { open: child.open, key: attributesKey(child.attributes) } }, null, marks));
        continue;
      }
      const within = nested.some((outer) => rank(outer) > rank(child.name)) ? (nested.at(-1) ?? null) : null;
      const mark = markType.create({ ...attrsFor(ss, child), within });
      if (mark.isInSet(marks) || mark.addToSet(marks).length !== marks.length + 1) throw new Unrepresentable(`<${child.name}> ne peut pas se trouver dans <${parent.name}> ici.`);
      walk(child, mark.addToSet(marks), [...nested, child.name]);
    }
  };
  walk(element, [], []);
  return out;
}

// ---------------------------------------------------------------------------------------------- writing

const INDENT = '  ';

/** The document as XML: unchanged nodes as they were read, the others written anew. */
export function docToXml(ss: StructuredSchema, doc: PmNode): string {
  const kept = sourceOf.get(doc);
  if (kept !== undefined) return kept;
  const root = doc.firstChild;
  return `${String(doc.attrs['prolog'] ?? '')}${root ? node(ss, root, 0) : ''}${String(doc.attrs['epilog'] ?? '\n')}`;
}

function startTag(ss: StructuredSchema, element: string, attrs: Readonly<Record<string, unknown>>, empty: boolean): string {
  const attributes = xmlAttributes(ss, element, attrs);
  const tag = attrs['tag'] as TagAttrs | null;
  if (tag && tag.key === attributesKey(attributes) && (empty || !tag.open.endsWith('/>'))) return tag.open;
  return `<${element}${attributes.map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`).join('')}>`;
}

function node(ss: StructuredSchema, pm: PmNode, depth: number): string {
  const kept = sourceOf.get(pm);
  if (kept !== undefined) return kept;
  const element = pm.type.name === EMPTY_MARKUP ? String(pm.attrs['element']) : (ss.elementOf.get(pm.type.name) ?? pm.type.name);
  const open = startTag(ss, element, pm.attrs, pm.childCount === 0);
  if (open.endsWith('/>')) return open;
  if (pm.isTextblock) return `${open}${inlineXml(ss, pm)}</${element}>`;
  if (pm.isLeaf) return `${open}</${element}>`;
  const parts: string[] = [];
  let previousWs: string | null = null;
  pm.forEach((child) => {
    const own = child.attrs['ws'] as string | null;
    const ws: string = own ?? previousWs ?? `\n${INDENT.repeat(depth + 1)}`;
    previousWs = ws;
    parts.push(ws, node(ss, child, depth + 1));
  });
  const end = (pm.attrs['end'] as string | null) ?? (previousWs !== null && String(previousWs).includes('\n') ? `\n${INDENT.repeat(depth)}` : '');
  return `${open}${parts.join('')}${end}</${element}>`;
}

/**
 * A mark set in the order its elements nest, outermost first: the schema's, but a mark read inside
 * another (`within`) right inside it again.
 */
function nestingOrder(ss: StructuredSchema, marks: readonly Mark[]): Mark[] {
  const order = [...marks].sort((a, b) => ss.markOrder.indexOf(elementName(ss, a)) - ss.markOrder.indexOf(elementName(ss, b)));
  for (const mark of marks) {
    const outer = order.findIndex((other) => elementName(ss, other) === mark.attrs['within']);
    const own = order.indexOf(mark);
    if (outer > own) order.splice(outer, 0, ...order.splice(own, 1));
  }
  return order;
}

/** A text block's content, its marks nested as they were read (else in the schema's order) and closed as late as possible. */
function inlineXml(ss: StructuredSchema, pm: PmNode): string {
  const out: string[] = [];
  const open: Mark[] = [];
  const order = (marks: readonly Mark[]) => nestingOrder(ss, marks);
  pm.forEach((child) => {
    const marks = order(child.marks);
    let keep = 0;
    while (keep < open.length && keep < marks.length && (open[keep] as Mark).eq(marks[keep] as Mark)) keep += 1;
    while (open.length > keep) out.push(`</${elementName(ss, open.pop() as Mark)}>`);
    for (const mark of marks.slice(keep)) {
      out.push(startTag(ss, elementName(ss, mark), mark.attrs, false));
      open.push(mark);
    }
    if (child.isText) out.push(escapeXmlText(child.text ?? ''));
    else out.push(node(ss, child, 0));
  });
  while (open.length > 0) out.push(`</${elementName(ss, open.pop() as Mark)}>`);
  return out.join('');
}

const elementName = (ss: StructuredSchema, mark: Mark) => ss.elementOf.get(mark.type.name) ?? mark.type.name;
