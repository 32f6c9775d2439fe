import { Schema, type AttributeSpec, type DOMOutputSpec, type MarkSpec, type Node as PmNode, type NodeSpec } from 'prosemirror-model';
import type { ArticleXmlSchema, XmlElementSpec } from '@shared/domain/editor';
import { BLOCK_GROUP, blockGroupSpec } from './block-groups';

/**
 * The ProseMirror schema of the structured editor, generated from the client's article schema that feeds
 * both editors (src/shared/editor/article-schema.ts): one schema drives the XML editor's completion
 * and this one. Each element becomes:
 * - a mark when it only ever sits in text and holds text (i, b, sup, sub, renvoi);
 * - an inline atom when it only ever sits in text and holds nothing (appel-note);
 * - a text block when it holds text (para, titre, item, cellule…); one that holds text or blocks (note)
 *   has a second type, `<name>_blocs`, for its block form;
 * - a container of blocks otherwise (article, corps, section, liste…), or a block atom when empty (meta, image).
 * Every node keeps its XML attributes (those of the schema, and any other in `extra`), its start tag as
 * written and the white space around it, so that what the user did not touch is written back as it was.
 * An element of markup written empty (`<i></i>`) holds no text to carry a mark: it is an invisible inline
 * atom of its own, so that it is written again when its block is.
 */

export type ElementRole = 'mark' | 'inline' | 'textblock' | 'container' | 'leaf';

export interface StructuredSchema {
  schema: Schema;
  /** The XML element of each node and mark type. */
  elementOf: ReadonlyMap<string, string>;
  /** The schema's spec of each element. */
  specs: ReadonlyMap<string, XmlElementSpec>;
  roles: ReadonlyMap<string, ElementRole>;
  /** Node (or mark) type names of an element: its text block first, then its block form if it has one. */
  typesOf(element: string): string[];
  /** Marks outermost first: the order their elements nest in when written. */
  markOrder: readonly string[];
  roots: ArticleXmlSchema['roots'];
}

/** Formatting kept for the round trip, never shown: see the module comment. */
const FORMAT_ATTRS: Record<string, AttributeSpec> = {
  extra: { default: null },
  tag: { default: null },
  ws: { default: null },
  end: { default: null },
};

/**
 * A mark's element read inside another that the schema writes inside it (`<b><i>…</i></b>`, where the
 * schema writes `<i><b>…</b></i>`): the element it was read in, so that it is written there again.
 */
const NESTING_ATTRS: Record<string, AttributeSpec> = { within: { default: null } };

/** The attributes kept for the round trip, none of the XML's own: never taken from the clipboard (clipboard.ts). */
export const ROUND_TRIP_ATTRS: readonly string[] = [...Object.keys(FORMAT_ATTRS), ...Object.keys(NESTING_ATTRS)];

/** The node type of an empty element of markup (its element in `element`, all its attributes in `extra`). */
export const EMPTY_MARKUP = 'empty_markup';

export const typeName = (element: string): string => element.replace(/[^A-Za-z0-9_]/g, '_');
const BLOCK_FORM = '_blocs';

/** The kinds of elements, from where the schema lets them stand. */
function rolesOf(schema: ArticleXmlSchema): Map<string, ElementRole> {
  const parents = new Map<string, XmlElementSpec[]>();
  for (const element of schema.elements) for (const child of element.children) parents.set(child, [...(parents.get(child) ?? []), element]);
  const roles = new Map<string, ElementRole>();
  for (const element of schema.elements) {
    const under = parents.get(element.name) ?? [];
    const inText = !element.top && under.length > 0 && under.every((parent) => parent.text);
    if (inText) roles.set(element.name, element.text ? 'mark' : 'inline');
    else if (element.text) roles.set(element.name, 'textblock');
    else roles.set(element.name, element.children.length > 0 ? 'container' : 'leaf');
  }
  return roles;
}

const attrsOf = (element: XmlElementSpec, more: Record<string, AttributeSpec> = {}): Record<string, AttributeSpec> => ({
  ...Object.fromEntries(element.attributes.map((attribute) => [attribute.name, { default: null }])),
  ...FORMAT_ATTRS,
  ...more,
});

const TABLE_ATTRS = ['colspan', 'rowspan', 'colwidth'];

/** The XML attributes a node or mark carries in the page (read back by a copy and paste inside the editor). */
function xmlAttrsOf(attrs: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept = Object.entries(attrs).filter(
    ([name, value]) => value !== null && !((name in FORMAT_ATTRS || name in NESTING_ATTRS) && name !== 'extra') && !TABLE_ATTRS.includes(name),
  );
  // Most nodes have none: nothing written (a 1 MB article has thousands of paragraphs).
  return kept.length ? { 'data-attrs': JSON.stringify(Object.fromEntries(kept)) } : {};
}
const domAttrs = (element: string, type: string, node: { attrs: Record<string, unknown> }) => ({
  class: `pm-${element}`,
  'data-pm': type,
  ...xmlAttrsOf(node.attrs),
  ...(element === 'renvoi' || element === 'appel-note' ? { title: String(node.attrs['refid'] ?? node.attrs['note'] ?? '') } : {}),
  // A note shows the identifier its calls show (the editor's style writes it before the note).
  ...(element === 'note' ? { 'data-note': String(node.attrs['id'] ?? '') } : {}),
});

/** The attributes a copy carries in data-attrs: an object, else none. */
function copiedAttrs(dom: HTMLElement): Record<string, unknown> {
  try {
    const attrs: unknown = JSON.parse(dom.getAttribute('data-attrs') ?? '{}');
    return typeof attrs === 'object' && attrs !== null && !Array.isArray(attrs) ? (attrs as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A node or mark copied inside the editor: its type and XML attributes as it was shown. Only this window's copies
 * keep data-pm, and what is read is cleaned to the schema (clipboard.ts).
 */
const ownRule = (type: string) => ({ tag: `[data-pm="${type}"]`, priority: 60, getAttrs: copiedAttrs });

/** How each element shows (no tag is ever shown: headings, paragraphs, lists and tables as such). */
function toDom(element: string, type: string, node: PmNode | { attrs: Record<string, unknown> }, hole: boolean): DOMOutputSpec {
  const attrs = domAttrs(element, type, node);
  const content = (tag: string): DOMOutputSpec => (hole ? [tag, attrs, 0] : [tag, attrs]);
  switch (element) {
    case 'liste':
      return content(node.attrs['type'] === 'numeros' ? 'ol' : 'ul');
    case 'item':
      return content('li');
    case 'citation':
      return content('blockquote');
    case 'section':
      return content('section');
    case 'tableau':
      return ['table', attrs, ['tbody', 0]];
    case 'ligne':
      return content('tr');
    case 'cellule':
      return content(node.attrs['entete'] === 'oui' ? 'th' : 'td');
    case 'i':
      return content('em');
    case 'b':
      return content('strong');
    case 'sup':
    case 'sub':
      return content(element);
    case 'appel-note':
      return ['sup', attrs, String(node.attrs['note'] ?? '')];
    case 'image':
      // The picture itself is the editor's node view's (image-view.ts): its address needs the editor's session.
      return ['figure', { ...attrs, contenteditable: 'false' }, ['figcaption', String(node.attrs['legende'] ?? '')]];
    case 'meta':
      return ['div', { ...attrs, contenteditable: 'false' }, `${String(node.attrs['nom'] ?? '')} : ${String(node.attrs['valeur'] ?? '')}`];
    default:
      return content(hole ? (element === 'renvoi' ? 'span' : 'div') : 'span');
  }
}

/** Paste (from Word, from a web page): the same elements as the Word import maps (word-to-article.ts). */
const PASTE_RULES: Record<string, NodeSpec['parseDOM']> = {
  para: [{ tag: 'p' }],
  titre: [{ tag: 'h1' }, { tag: 'h2' }, { tag: 'h3' }, { tag: 'h4' }, { tag: 'h5' }, { tag: 'h6' }],
  liste: [{ tag: 'ul', attrs: { type: 'puces' } }, { tag: 'ol', attrs: { type: 'numeros' } }],
  item: [{ tag: 'li' }],
  citation: [{ tag: 'blockquote' }],
  i: [{ tag: 'em' }, { tag: 'i' }],
  b: [{ tag: 'strong' }, { tag: 'b' }],
  sup: [{ tag: 'sup' }],
  sub: [{ tag: 'sub' }],
  renvoi: [
    {
      tag: 'a[href]',
      getAttrs: (dom: HTMLElement) => {
        const href = dom.getAttribute('href') ?? '';
        return /^https?:\/\/[^\s"<>]+$/i.test(href) ? { type: 'url', refid: href } : false;
      },
    },
  ],
};

export function structuredSchema(xml: ArticleXmlSchema): StructuredSchema {
  const roles = rolesOf(xml);
  const specs = new Map(xml.elements.map((element) => [element.name, element]));
  const elementOf = new Map<string, string>();
  const nodes: Record<string, NodeSpec> = {};
  const marks: Record<string, MarkSpec> = {};
  const roleOf = (name: string) => roles.get(name) ?? 'container';
  /** How often an element may stand somewhere: the most common text block is the default one (a paragraph). */
  const standing = new Map<string, number>();
  for (const element of xml.elements) for (const child of element.children) standing.set(child, (standing.get(child) ?? 0) + 1);

  const markChildren = (element: XmlElementSpec) => element.children.filter((child) => roleOf(child) === 'mark');
  const markNames = xml.elements.filter((element) => roleOf(element.name) === 'mark');
  // Outermost first: a mark that holds others before one that holds none.
  const markOrder = [...markNames].sort((a, b) => markChildren(b).length - markChildren(a).length).map((element) => element.name);
  const holds = (outer: string, inner: string) => specs.get(outer)?.children.includes(inner) ?? false;

  const inlineContent = (element: XmlElementSpec) => {
    const atoms = element.children.filter((child) => roleOf(child) === 'inline').map(typeName);
    if (markChildren(element).length > 0) atoms.push(EMPTY_MARKUP);
    return atoms.length ? `(text | ${atoms.join(' | ')})*` : 'text*';
  };
  const blockTypes = (children: readonly string[]) =>
    children
      .filter((child) => roleOf(child) !== 'mark' && roleOf(child) !== 'inline')
      .sort((a, b) => Number(roleOf(b) === 'textblock') * (standing.get(b) ?? 0) - Number(roleOf(a) === 'textblock') * (standing.get(a) ?? 0))
      .flatMap((child) => (hasBlockForm(child) ? [typeName(child), typeName(child) + BLOCK_FORM] : [typeName(child)]));
  const hasBlockForm = (name: string) => {
    const element = specs.get(name);
    return element !== undefined && roleOf(name) === 'textblock' && element.children.some((child) => !['mark', 'inline'].includes(roleOf(child)));
  };

  nodes['doc'] = { content: Object.values(xml.roots).map(typeName).join(' | '), attrs: { prolog: { default: '' }, epilog: { default: '\n' } } };
  for (const element of xml.elements) {
    const role = roleOf(element.name);
    const name = typeName(element.name);
    if (role === 'mark') {
      const excluded = markNames.filter((other) => other.name !== element.name && !holds(element.name, other.name) && !holds(other.name, element.name));
      marks[name] = {
        attrs: attrsOf(element, NESTING_ATTRS),
        excludes: [name, ...excluded.map((other) => typeName(other.name))].join(' '),
        inclusive: element.attributes.length === 0,
        parseDOM: [ownRule(name), ...(PASTE_RULES[element.name] ?? [])],
        toDOM: (mark) => toDom(element.name, name, mark, true),
      };
      elementOf.set(name, element.name);
      continue;
    }
    const table = element.name === 'tableau' ? 'table' : element.name === 'ligne' ? 'row' : element.name === 'cellule' ? 'cell' : undefined;
    const tableAttrs: Record<string, AttributeSpec> = table === 'cell' ? { colspan: { default: 1 }, rowspan: { default: 1 }, colwidth: { default: null } } : {};
    const base: NodeSpec = { attrs: attrsOf(element, tableAttrs), parseDOM: [ownRule(name), ...(PASTE_RULES[element.name] ?? [])], ...(table ? { tableRole: table, isolating: true } : {}) };
    if (role === 'inline') {
      nodes[name] = { ...base, inline: true, group: 'inline', atom: true, toDOM: (node) => toDom(element.name, name, node, false) };
    } else if (role === 'leaf') {
      nodes[name] = { ...base, atom: true, selectable: true, toDOM: (node) => toDom(element.name, name, node, false) };
    } else if (role === 'textblock') {
      const allowed = markChildren(element).map(typeName);
      nodes[name] = { ...base, content: inlineContent(element), marks: allowed.join(' '), toDOM: (node) => toDom(element.name, name, node, true) };
      if (hasBlockForm(element.name)) {
        nodes[name + BLOCK_FORM] = {
          attrs: attrsOf(element),
          content: `(${blockTypes(element.children).join(' | ')})*`,
          marks: BLOCK_GROUP,
          parseDOM: [ownRule(name + BLOCK_FORM)],
          toDOM: (node) => toDom(element.name, name + BLOCK_FORM, node, true),
        };
        elementOf.set(name + BLOCK_FORM, element.name);
      }
    } else {
      nodes[name] = { ...base, content: `(${blockTypes(element.children).join(' | ')})*`, marks: BLOCK_GROUP, defining: true, toDOM: (node) => toDom(element.name, name, node, true) };
    }
    elementOf.set(name, element.name);
  }
  nodes[EMPTY_MARKUP] = {
    inline: true,
    atom: true,
    attrs: { element: { default: '' }, extra: { default: null }, tag: { default: null } },
    parseDOM: [ownRule(EMPTY_MARKUP)],
    toDOM: (node) => ['span', { class: 'pm-vide', 'data-pm': EMPTY_MARKUP, ...xmlAttrsOf(node.attrs) }],
  };
  nodes['text'] = { group: 'inline' };

  // Any container's blocks may carry a group mark (block-groups.ts), so that a block moved into a list keeps a valid document until the mark is dropped.
  const schema = new Schema({
    nodes,
    marks: { ...Object.fromEntries(markOrder.map((element) => [typeName(element), marks[typeName(element)] ?? {}])), [BLOCK_GROUP]: blockGroupSpec },
  });
  return {
    schema,
    elementOf,
    specs,
    roles,
    typesOf: (element) => (hasBlockForm(element) ? [typeName(element), typeName(element) + BLOCK_FORM] : [typeName(element)]),
    markOrder,
    roots: xml.roots,
  };
}
