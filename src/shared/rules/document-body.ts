import type { DocumentKind } from '../domain/publication';

/** The element holding a document's blocks: an article's body, a bundle's presentation. */
export const BODY_ELEMENT: Record<DocumentKind, string> = { ARTICLE: 'corps', BUNDLE: 'presentation' };
const ROOT_ELEMENT: Record<DocumentKind, string> = { ARTICLE: 'article', BUNDLE: 'lot' };

/**
 * The editor's text with its body's content replaced by `blocks` (a Word import, spec 2 §5): the title,
 * authors, notes and metadata stay as they are. A document with no body gets one before its root's end;
 * null when the text has neither (not a document of this kind: nothing to put the blocks in).
 */
export function replaceDocumentBody(xml: string, kind: DocumentKind, blocks: string): string | null {
  const body = BODY_ELEMENT[kind];
  const content = blocks
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `  ${line}`)
    .join('\n');
  const filled = `<${body}>\n${content}\n  </${body}>`;
  // The body never holds an element of its own name, so its first end tag is its own.
  const existing = new RegExp(`<${body}(\\s[^>]*)?>[\\s\\S]*?</${body}\\s*>|<${body}(\\s[^>]*)?/>`);
  if (existing.test(xml)) return xml.replace(existing, () => filled);
  const rootEnd = xml.lastIndexOf(`</${ROOT_ELEMENT[kind]}>`);
  if (rootEnd < 0) return null;
  return `${xml.slice(0, rootEnd)}  ${filled}\n${xml.slice(rootEnd)}`;
}
