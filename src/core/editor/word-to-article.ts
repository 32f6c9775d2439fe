import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * A Word document's HTML, as mammoth writes it, turned into the blocks of an article body (the schema of
 * src/shared/editor/article-schema.ts): paragraphs, sections from headings, lists, tables, with bold, italic,
 * superscript, subscript and web links kept where the schema allows them. What the schema has no place
 * for keeps its text and loses its tag; images are dropped and counted (they are managed as images).
 * mammoth writes well-formed markup (escaped text, `<br />`), so it is read with the same XML parser as the
 * editor's own documents.
 */

export interface WordBlocks {
  /** The body's blocks, indented for the editor. */
  xml: string;
  /** Images left out. */
  droppedImages: number;
}

/** Inline elements each inline element may hold (the schema's `children`). */
const INLINE_CHILDREN: Record<string, readonly string[]> = {
  para: ['i', 'b', 'sup', 'sub', 'renvoi'],
  item: ['i', 'b', 'sup', 'sub', 'renvoi'],
  cellule: ['i', 'b', 'sup', 'sub', 'renvoi'],
  titre: ['i', 'b', 'sup', 'sub'],
  i: ['b', 'sup', 'sub'],
  b: ['i', 'sup', 'sub'],
  sup: [],
  sub: [],
  renvoi: [],
};
const HTML_INLINE: Record<string, string> = { strong: 'b', b: 'b', em: 'i', i: 'i', sup: 'sup', sub: 'sub', a: 'renvoi' };
const HEADING = /^h([1-6])$/;
const WEB_LINK = /^https?:\/\/[^\s"<>]+$/i;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** One inline run being written: its element (or null when its tag was dropped) and its markup so far. */
interface Inline {
  element: string | null;
  parts: string[];
}

/**
 * `sections`: whether headings open sections (an article's body) or become bold paragraphs (a bundle's
 * presentation, which holds no section).
 */
export function wordHtmlToArticleBlocks(html: string, { sections: withSections }: { sections: boolean }): WordBlocks {
  const lines: string[] = [];
  /** Open sections, by heading level. */
  const sections: number[] = [];
  let droppedImages = 0;
  /** The block being written (para, item, cellule, titre) with its inline runs; null between blocks. */
  let block: { element: string; runs: Inline[] } | null = null;
  let list: { items: string[]; depth: number } | null = null;
  let table: { rows: string[][]; cells: string[] | null } | null = null;
  /** Paragraphs inside a list item or a table cell are one line of text in the schema. */
  let container: 'item' | 'cellule' | null = null;

  const indent = () => '  '.repeat(sections.length + 1);
  const closeSectionsFrom = (level: number) => {
    while (sections.length > 0 && (sections[sections.length - 1] ?? 0) >= level) {
      sections.pop();
      lines.push(`${indent()}</section>`);
    }
  };
  const text = (value: string) => {
    const run = block?.runs[block.runs.length - 1];
    if (run) run.parts.push(escapeText(value));
  };
  const openBlock = (element: string) => {
    block = { element, runs: [{ element, parts: [] }] };
  };
  const closeBlock = (): string => {
    if (!block) return '';
    const content = block.runs[0]?.parts.join('').replace(/\s+/g, ' ').trim() ?? '';
    block = null;
    return content;
  };

  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = tag.name.toLowerCase();
    const heading = HEADING.exec(name);
    if (name === 'img') {
      droppedImages += 1;
      return;
    }
    if (heading && container === null && !withSections) {
      openBlock('para');
      block?.runs.push({ element: 'b', parts: [] });
      return;
    }
    if (heading && container === null) {
      const level = Number(heading[1]);
      closeSectionsFrom(level);
      lines.push(`${indent()}<section>`);
      sections.push(level);
      openBlock('titre');
      return;
    }
    if (name === 'ul' || name === 'ol') {
      if (list !== null) list.depth += 1;
      else if (table === null) {
        list = { items: [], depth: 1 };
        lines.push(`${indent()}<liste type="${name === 'ol' ? 'numeros' : 'puces'}">`);
      }
      return;
    }
    if (name === 'li' && list !== null) {
      // An item holding a nested list: what it said so far is an item of its own.
      if (container === 'item') {
        const content = closeBlock();
        if (content) list.items.push(content);
      }
      container = 'item';
      openBlock('item');
      return;
    }
    if (name === 'table' && table === null && list === null) {
      table = { rows: [], cells: null };
      return;
    }
    if (name === 'tr' && table !== null) {
      table.cells = [];
      return;
    }
    if ((name === 'td' || name === 'th') && table?.cells) {
      container = 'cellule';
      openBlock(name === 'th' ? 'cellule entete="oui"' : 'cellule');
      return;
    }
    if (name === 'p' && container === null && table === null) {
      openBlock('para');
      return;
    }
    if (name === 'p' && block && container !== null) {
      // A second paragraph in an item or a cell: a space between the two.
      text(' ');
      return;
    }
    if (name === 'br') {
      text(' ');
      return;
    }
    const inline = HTML_INLINE[name];
    if (!block || !inline) return;
    const current = block.runs[block.runs.length - 1];
    const parent = current?.element?.split(' ')[0] ?? block.element.split(' ')[0] ?? 'para';
    const href = name === 'a' ? tag.attributes['href'] : undefined;
    const allowed = (INLINE_CHILDREN[parent] ?? []).includes(inline) && (inline !== 'renvoi' || (typeof href === 'string' && WEB_LINK.test(href)));
    block.runs.push({ element: allowed ? (inline === 'renvoi' ? `renvoi type="url" refid="${escapeAttribute(String(href))}"` : inline) : null, parts: [] });
  });
  parser.on('text', (value) => {
    if (block) text(value);
  });
  parser.on('closetag', (tag) => {
    const name = tag.name.toLowerCase();
    if (HEADING.test(name) && block?.element === 'para') {
      const run = block.runs.pop();
      const bold = run?.parts.join('').trim() ?? '';
      block.runs[0]?.parts.push(bold ? `<b>${bold}</b>` : '');
      const content = closeBlock();
      if (content) lines.push(`${indent()}<para>${content}</para>`);
      return;
    }
    if (HEADING.test(name) && block?.element === 'titre') {
      lines.push(`${indent()}<titre>${closeBlock()}</titre>`);
      return;
    }
    if (name === 'p' && block?.element === 'para') {
      const content = closeBlock();
      if (content) lines.push(`${indent()}<para>${content}</para>`);
      return;
    }
    if (name === 'li' && list !== null) {
      if (container !== 'item') return;
      const content = closeBlock();
      container = null;
      if (content) list.items.push(content);
      return;
    }
    if (name === 'ul' || name === 'ol') {
      // A nested list's items were read as items of the outer one, which closes last.
      if (list === null) return;
      list.depth -= 1;
      if (list.depth === 0) {
        for (const item of list.items) lines.push(`${indent()}  <item>${item}</item>`);
        lines.push(`${indent()}</liste>`);
        list = null;
      }
      return;
    }
    if ((name === 'td' || name === 'th') && table?.cells && container === 'cellule') {
      const element = block?.element ?? 'cellule';
      table.cells.push(`<${element}>${closeBlock()}</cellule>`);
      container = null;
      return;
    }
    if (name === 'tr' && table?.cells) {
      table.rows.push(table.cells);
      table.cells = null;
      return;
    }
    if (name === 'table' && table !== null) {
      lines.push(`${indent()}<tableau>`);
      for (const row of table.rows) lines.push(`${indent()}  <ligne>${row.join('')}</ligne>`);
      lines.push(`${indent()}</tableau>`);
      table = null;
      return;
    }
    if (!block || !HTML_INLINE[name] || block.runs.length < 2) return;
    const run = block.runs.pop();
    const outer = block.runs[block.runs.length - 1];
    if (!run || !outer) return;
    const inner = run.parts.join('');
    if (run.element === null || inner.trim() === '') {
      outer.parts.push(inner);
      return;
    }
    // Word often makes the space before a bold word bold: the space is kept outside the element.
    const [, before = '', content = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner) ?? [];
    outer.parts.push(`${before}<${run.element}>${content}</${run.element.split(' ')[0]}>${after}`);
  });
  parser.write(`<body>${html}</body>`).close();
  closeSectionsFrom(1);
  return { xml: lines.join('\n'), droppedImages };
}

