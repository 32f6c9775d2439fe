import { richTextToPlain } from '../../shared/rules/rich-text';
import { child, parseMixedXml, type XmlNode } from './xml-body';

/**
 * GET /api/article/{id}/preview (spec 2 §2.5): the article's XML rendered as an HTML page for the preview
 * frame. Sanitised by construction: only the elements below become HTML, each as a fixed tag with no
 * attribute taken from the document (a renvoi's target is kept only as an http(s) link); everything else
 * gives its text, escaped. So no script, style, handler or URL scheme of the XML reaches the HTML. A picture of the
 * image bank is shown from the data: address the server made of it (preview-images.ts), never from the XML.
 */

const BLOCKS: Record<string, string> = {
  titre: 'h2',
  'sous-titre': 'h3',
  chapeau: 'p class="chapeau"',
  para: 'p',
  citation: 'blockquote',
  section: 'section',
  corps: 'div class="corps"',
  presentation: 'div class="corps"',
  notes: 'ol class="notes"',
  note: 'li',
  tableau: 'table',
  ligne: 'tr',
  cellule: 'td',
  i: 'em',
  b: 'strong',
  sup: 'sup',
  sub: 'sub',
};
/** Dropped with their content: metadata are not shown; the authors come from the database. */
const HIDDEN = new Set(['metadonnees', 'auteurs']);

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A picture: shown when the server put it in the page, its legend as the caption (the image then needs no other
 * text: alt=""), or its id as its text when it has none; its legend (or its id) in a frame otherwise.
 */
function picture(node: XmlNode, pictures: ReadonlyMap<number, string>): string {
  const ref = node.attributes['ref'] ?? '';
  const legend = node.attributes['legende'] ? escapeHtml(node.attributes['legende']) : null;
  const src = /^\d{1,9}$/.test(ref) ? pictures.get(Number(ref)) : undefined;
  if (!src) return `<figure class="image"><figcaption>${legend ?? escapeHtml(`Image ${ref}`)}</figcaption></figure>`;
  return legend ? `<figure class="picture"><img src="${src}" alt=""><figcaption>${legend}</figcaption></figure>` : `<figure class="picture"><img src="${src}" alt="Image ${ref}"></figure>`;
}

function render(node: XmlNode | string, topTitle: boolean, pictures: ReadonlyMap<number, string>): string {
  if (typeof node === 'string') return escapeHtml(node);
  if (HIDDEN.has(node.name)) return '';
  const inner = node.children.map((c) => render(c, false, pictures)).join('');
  if (node.name === 'liste') return node.attributes['type'] === 'numeros' ? `<ol>${inner}</ol>` : `<ul>${inner}</ul>`;
  if (node.name === 'item') return `<li>${inner}</li>`;
  if (node.name === 'renvoi') {
    const target = node.attributes['refid'] ?? '';
    return /^https?:\/\/[^\s"'<>]+$/i.test(target) ? `<a href="${escapeHtml(target)}" target="_blank" rel="noopener noreferrer">${inner}</a>` : `<span class="renvoi">${inner}</span>`;
  }
  if (node.name === 'image') return picture(node, pictures);
  if (node.name === 'appel-note') return `<sup class="appel">${escapeHtml((node.attributes['note'] ?? '').slice(0, 20))}</sup>`;
  if (node.name === 'titre' && topTitle) return `<h1>${inner}</h1>`;
  const tag = BLOCKS[node.name];
  if (!tag) return inner;
  const name = tag.split(' ')[0] ?? 'span';
  return `<${tag}>${inner}</${name}>`;
}

const STYLE = `body{font-family:Georgia,serif;margin:16px 24px;line-height:1.5;color:#222}h1{font-size:1.6em}
.auteurs{font-style:italic;color:#555}.chapeau{font-weight:bold}blockquote{border-left:3px solid #ccc;margin-left:0;padding-left:12px}
table{border-collapse:collapse}td{border:1px solid #ccc;padding:4px}.notes{font-size:.85em}
.image{margin:12px 0;padding:24px;border:1px dashed #bbb;text-align:center;font-style:italic;color:#555}
.picture{margin:12px 0;text-align:center;font-style:italic;color:#555}.picture img{max-width:100%;height:auto}`;

export interface PreviewSource {
  id: number;
  title: string;
  xml: string | null;
  authors: string[];
  /** The pictures the page shows, by image id (previewPictures). */
  pictures: ReadonlyMap<number, string>;
}

/** The whole page: no script, and a CSP that would refuse one anyway. */
export function renderPreview(source: PreviewSource): string {
  let body: string;
  try {
    const root = source.xml ? parseMixedXml(source.xml) : null;
    const titleNode = root ? child(root, 'titre') : undefined;
    const title = titleNode ? render(titleNode, true, source.pictures) : `<h1>${escapeHtml(richTextToPlain(source.title))}</h1>`;
    const rest = root ? root.children.filter((c) => c !== titleNode).map((c) => (typeof c === 'string' ? '' : render(c, false, source.pictures))).join('') : '';
    const authors = source.authors.length ? `<p class="auteurs">${escapeHtml(source.authors.join(', '))}</p>` : '';
    body = `${title}${authors}${rest}`;
  } catch {
    // A body the editor left malformed: the preview says so rather than failing.
    body = `<h1>${escapeHtml(richTextToPlain(source.title))}</h1><p><em>Le XML de l’article ${source.id} est mal formé : aperçu indisponible.</em></p>`;
  }
  const title = escapeHtml(richTextToPlain(source.title) || `Article ${source.id}`);
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><title>${title}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

