import { SaxesParser } from 'saxes';
import { HttpError } from '../http/errors';
import { XML_LIMITS } from '../publications/xml';

/**
 * An article's XML read with its mixed content in order (text between elements kept where it is), which
 * the preview and the placard need; publications/xml.ts keeps only trimmed text. Same limits: no DOCTYPE
 * (hence no entity), bounded in elements and depth, refusals in French with saxes' line and column.
 */

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: (XmlNode | string)[];
}

export function parseMixedXml(source: string): XmlNode {
  const parser = new SaxesParser({ position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  let count = 0;
  parser.on('doctype', () => {
    throw new HttpError(400, 'XML refusé : les déclarations DOCTYPE ne sont pas acceptées.');
  });
  parser.on('opentag', (tag) => {
    count += 1;
    if (count > XML_LIMITS.elements) throw new HttpError(400, `XML refusé : ${XML_LIMITS.elements} éléments au plus.`);
    if (stack.length >= XML_LIMITS.depth) throw new HttpError(400, `XML refusé : ${XML_LIMITS.depth} niveaux d’éléments au plus.`);
    const node: XmlNode = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [] };
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else root = node;
    stack.push(node);
  });
  const text = (value: string) => stack.at(-1)?.children.push(value);
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', () => stack.pop());
  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `XML mal formé : ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!root) throw new HttpError(400, 'XML vide.');
  return root;
}

export const child = (node: XmlNode, name: string): XmlNode | undefined =>
  node.children.find((c): c is XmlNode => typeof c !== 'string' && c.name === name);

/** The text of a node, markup dropped, spaces collapsed. */
export function textOf(node: XmlNode | string): string {
  const raw = typeof node === 'string' ? node : node.children.map(textOf).join('');
  return raw.replace(/\s+/g, ' ');
}

/** The blocks of the body (paragraphs, titles, list items), as plain text: what the placard prints. */
export function paragraphsOf(root: XmlNode): string[] {
  const out: string[] = [];
  const walk = (node: XmlNode) => {
    for (const c of node.children) {
      if (typeof c === 'string') continue;
      if (['para', 'item', 'titre', 'sous-titre', 'chapeau', 'note', 'cellule'].includes(c.name) && node !== root) {
        const text = textOf(c).trim();
        if (text) out.push(text);
      } else walk(c);
    }
  };
  walk(root);
  return out;
}
