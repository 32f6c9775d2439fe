/**
 * Text limits and the rich text rule of spec 1 §5, shared by the forms (what to accept) and the server
 * (what to store): rich text keeps italic (<i>, <em>), superscript and subscript, and bold (<b>, <strong>)
 * only where a field allows it; paragraphs, line breaks and repeated spaces collapse into one space; every
 * other tag goes (its text stays, but scripts and styles go with their content); attributes go; a bare <,
 * > or & is escaped. Pure string work, no DOM: the same result in every process.
 */

/** Generic text fields (spec 1 §5 and §9). */
export const TEXT_MAX_LENGTH = 400;
/** Rich text fields, counted on the text without markup (what the user sees). */
export const RICH_TEXT_MAX_LENGTH = 500;

export interface RichTextOptions {
  /** <b> and <strong> are kept: image credits and sources. Author functions have no bold. */
  bold?: boolean;
}

const MARKS = ['i', 'em', 'sup', 'sub'] as const;
const BOLD_MARKS = ['b', 'strong'] as const;
/** Block boundaries become a space. */
const BREAKS = new Set(['p', 'br', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'blockquote']);
/** Dropped with everything they contain. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'head', 'title', 'template', 'iframe', 'object', 'noscript', 'svg', 'math']);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|>|&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});|&|[^<>&]+/g;

export function sanitizeRichText(input: string, options: RichTextOptions = {}): string {
  const allowed = new Set<string>(options.bold ? [...MARKS, ...BOLD_MARKS] : MARKS);
  const open: string[] = [];
  let skipping: string | null = null;
  let out = '';
  for (const match of input.matchAll(TOKEN)) {
    const [token, slash, rawName, attributes = ''] = match;
    if (rawName !== undefined) {
      const name = rawName.toLowerCase();
      const closing = slash === '/';
      if (skipping !== null) {
        if (closing && name === skipping) skipping = null;
        continue;
      }
      if (DROPPED_WITH_CONTENT.has(name)) {
        if (!closing && !attributes.trimEnd().endsWith('/')) skipping = name;
        continue;
      }
      if (BREAKS.has(name)) out += ' ';
      else if (allowed.has(name)) out += closing ? closeMark(open, name) : openMark(open, name);
      continue;
    }
    if (skipping !== null || token.startsWith('<!--')) continue;
    out += token === '<' ? '&lt;' : token === '>' ? '&gt;' : token === '&' ? '&amp;' : token;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  out = out.replace(/[ \t\n\r\f\v]+/g, ' ');
  // Marks around nothing (or only spaces) go, their spaces stay.
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/<(i|em|sup|sub|b|strong)>( ?)<\/\1>/g, '$2');
  }
  return out.replace(/^ +| +$/g, '');
}

function openMark(open: string[], name: string): string {
  open.push(name);
  return `<${name}>`;
}

/** Closes `name` if it is open, closing and reopening the marks opened inside it: the result stays well nested. */
function closeMark(open: string[], name: string): string {
  if (!open.includes(name)) return '';
  let out = '';
  const reopen: string[] = [];
  for (let top = open.pop(); top !== undefined; top = open.pop()) {
    out += `</${top}>`;
    if (top === name) break;
    reopen.unshift(top);
  }
  for (const mark of reopen) out += openMark(open, mark);
  return out;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text a rich text shows: tags removed, entities decoded, spaces collapsed. */
export function richTextToPlain(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (entity, body: string) => {
      if (body.startsWith('#')) {
        const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED_ENTITIES[body] ?? entity;
    })
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .trim();
}

/** Length of a rich text against RICH_TEXT_MAX_LENGTH: characters of its text, markup not counted. */
export function richTextLength(markup: string): number {
  return Array.from(richTextToPlain(markup)).length;
}
