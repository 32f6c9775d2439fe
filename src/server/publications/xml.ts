import { SaxesParser } from 'saxes';
import { HttpError } from '../http/errors';

/**
 * A small element tree read with saxes (design.md: a maintained XML parser for imports): well-formedness
 * checked, no DOCTYPE (hence no entity of any kind), bounded in elements and depth. Refusals are 400s in
 * French, with the line and column saxes gives.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Text directly inside, trimmed. */
  text: string;
}

export const XML_LIMITS = { elements: 50_000, depth: 20 } as const;

export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  parser.on('doctype', () => {
    throw new HttpError(400, 'Fichier XML refusé : les déclarations DOCTYPE ne sont pas acceptées.');
  });
  parser.on('opentag', (tag) => {
    count += 1;
    if (count > XML_LIMITS.elements) throw new HttpError(400, `Fichier XML refusé : ${XML_LIMITS.elements} éléments au plus.`);
    if (stack.length >= XML_LIMITS.depth) throw new HttpError(400, `Fichier XML refusé : ${XML_LIMITS.depth} niveaux d’éléments au plus.`);
    const element: XmlElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = stack.pop();
    if (element) element.text = element.text.trim();
  });
  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `Fichier XML mal formé : ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!root) throw new HttpError(400, 'Fichier XML vide.');
  return root;
}
