/**
 * The document's XML read as a tree that remembers its source: each element's start tag as written and the
 * exact text it spans, each text as written and decoded. The structured editor serialises an unchanged
 * block as these bytes (a load then a save gives the document back byte for byte). The text must have
 * passed findXmlFault first: this reader trusts it to be well-formed and only cuts it into tokens.
 */

export interface SourceElement {
  kind: 'element';
  name: string;
  /** In the order written. */
  attributes: [string, string][];
  /** The start tag as written (`<liste type="puces">`, or `<para/>` when self-closing). */
  open: string;
  selfClosing: boolean;
  children: SourceNode[];
  /** Offsets of the element's whole text (start tag to end tag) in the document. */
  from: number;
  to: number;
}

export interface SourceText {
  kind: 'text';
  text: string;
}

/** A comment or a processing instruction inside the root. */
export interface SourceOther {
  kind: 'other';
  raw: string;
}

export type SourceNode = SourceElement | SourceText | SourceOther;

export interface SourceDocument {
  /** What precedes the root (declaration, comments, white space), and what follows it, as written. */
  prolog: string;
  epilog: string;
  root: SourceElement;
  source: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Character and entity references replaced (the five of XML; the reader refuses any other, as saxes does). */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

export const escapeXmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeXmlAttribute = (text: string): string => escapeXmlText(text).replace(/"/g, '&quot;');

const START_TAG = /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const END_TAG = /<\/([^\s>]+)\s*>/y;

function attributesOf(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const match of text.matchAll(ATTRIBUTE)) out.push([match[1] ?? '', decodeXmlText(match[2] ?? match[3] ?? '').replace(/[\t\n\r]/g, ' ')]);
  return out;
}

/** The tree of a well-formed document. Throws on what it cannot cut (never for a document saxes accepted). */
export function readXmlSource(source: string): SourceDocument {
  const stack: SourceElement[] = [];
  let root: SourceElement | null = null;
  let rootEnd = -1;
  let prologEnd = -1;
  let i = 0;
  const push = (node: SourceNode) => stack.at(-1)?.children.push(node);
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt < 0 ? source.length : lt;
    if (textEnd > i) {
      if (stack.length > 0) push({ kind: 'text', text: decodeXmlText(source.slice(i, textEnd)) });
      i = textEnd;
      continue;
    }
    if (source.startsWith('<!--', i) || source.startsWith('<?', i)) {
      const close = source.startsWith('<!--', i) ? '-->' : '?>';
      const end = source.indexOf(close, i) + close.length;
      if (stack.length > 0) push({ kind: 'other', raw: source.slice(i, end) });
      i = end;
      continue;
    }
    if (source.startsWith('<![CDATA[', i)) {
      const end = source.indexOf(']]>', i);
      push({ kind: 'text', text: source.slice(i + 9, end) });
      i = end + 3;
      continue;
    }
    if (source.startsWith('</', i)) {
      END_TAG.lastIndex = i;
      const match = END_TAG.exec(source);
      const element = stack.pop();
      if (!match || !element) throw new Error(`balise fermante illisible à la position ${i}`);
      i = END_TAG.lastIndex;
      element.to = i;
      if (stack.length === 0) rootEnd = i;
      continue;
    }
    START_TAG.lastIndex = i;
    const match = START_TAG.exec(source);
    if (!match) throw new Error(`balise illisible à la position ${i}`);
    const element: SourceElement = {
      kind: 'element',
      name: match[1] ?? '',
      attributes: attributesOf(match[2] ?? ''),
      open: match[0],
      selfClosing: match[3] === '/',
      children: [],
      from: i,
      to: START_TAG.lastIndex,
    };
    if (stack.length === 0) {
      if (root) throw new Error('deux éléments racines');
      root = element;
      prologEnd = i;
    } else push(element);
    i = START_TAG.lastIndex;
    if (element.selfClosing) {
      if (stack.length === 0) rootEnd = i;
    } else stack.push(element);
  }
  if (!root || stack.length > 0) throw new Error('document incomplet');
  return { prolog: source.slice(0, prologEnd), epilog: source.slice(rootEnd), root, source };
}
