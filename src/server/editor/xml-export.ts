import type { DocumentKind } from '../../shared/domain/publication';
import { escapeXml, initialXml } from '../../shared/editor/article-schema';

/**
 * The XML the product hands out (GET /api/{article|bundle}/xml/{id}, the push-online zip): the stored body,
 * or the editor's initial document, with its periodical on the root (revue="BJS"), which the import requires
 * (articles/import.ts): a file downloaded, edited and imported again is a MODIFICATION of the same document.
 * Only the root's start tag is rewritten; the rest is handed out byte for byte.
 */

export interface ExportedDocument {
  id: number;
  type: DocumentKind;
  article_type: string | null;
  title: string;
  periodical_id: string;
  content_xml: string | null;
}

/** What precedes the root: a byte-order mark, the XML declaration, comments, white space. */
const PROLOG = /^\uFEFF?(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/;
/** The root's start tag: its name, its attributes (each quoted, as XML wants), its end. */
const START_TAG = /^<([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)(\s*\/?>)/;

/** The document with `name="value"` on its root, replacing any value it had there. */
export function withRootAttribute(xml: string, name: string, value: string): string {
  const prolog = PROLOG.exec(xml)?.[0] ?? '';
  const rest = xml.slice(prolog.length);
  const tag = START_TAG.exec(rest);
  // Not a document this server wrote (the editor refuses ill-formed XML): handed out as stored.
  if (!tag) return xml;
  const [whole, element = '', attributes = '', end = ''] = tag;
  const others = attributes.replace(new RegExp(`\\s+${name}\\s*=\\s*(?:"[^"]*"|'[^']*')`), '');
  return `${prolog}<${element}${others} ${name}="${escapeXml(value)}"${end}${rest.slice(whole.length)}`;
}

export function exportXml(document: ExportedDocument): string {
  const xml = document.content_xml ?? initialXml({ id: document.id, kind: document.type, type: document.article_type, title: document.title });
  return withRootAttribute(xml, 'revue', document.periodical_id);
}
