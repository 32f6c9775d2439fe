import type { Renvoi } from '../domain/plan';
import { richTextToPlain } from './rich-text';

/**
 * Cross-references (renvois) in plan node names (spec 2 §3: "a markup element with type url, refid and
 * text"). The element's name is not given; decision: <renvoi type="url" refid="…">text</renvoi>.
 * Pure string work, no DOM: the tree editor, the server and the tests read names the same way.
 */

export type NodeNameSegment = { kind: 'text'; markup: string } | { kind: 'renvoi'; renvoi: Renvoi };

const RENVOI = /<renvoi\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/renvoi\s*>/gi;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The name cut into text (markup kept, to be sanitised by whoever shows it) and renvois, in order. */
export function parseNodeName(name: string): NodeNameSegment[] {
  const segments: NodeNameSegment[] = [];
  const pushText = (markup: string) => {
    if (markup) segments.push({ kind: 'text', markup });
  };
  let last = 0;
  for (const match of name.matchAll(RENVOI)) {
    const attributes = readAttributes(match[1] ?? '');
    pushText(name.slice(last, match.index));
    const refid = attributes.get('refid');
    const text = richTextToPlain(match[2] ?? '');
    if (attributes.get('type') === 'url' && refid) segments.push({ kind: 'renvoi', renvoi: { type: 'url', refid: decodeAttribute(refid), text } });
    else pushText(match[2] ?? '');
    last = match.index + match[0].length;
  }
  pushText(name.slice(last));
  return segments;
}

/** The markup of a renvoi, escaped. */
export function renvoiMarkup(renvoi: Renvoi): string {
  return `<renvoi type="url" refid="${escapeMarkup(renvoi.refid)}">${escapeMarkup(renvoi.text)}</renvoi>`;
}

/** What a name reads as (refused-drop reasons, accessible labels): markup removed, a renvoi by its text. */
export function plainNodeName(name: string): string {
  return richTextToPlain(name);
}

function readAttributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) out.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? '');
  return out;
}

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '');
}

function escapeMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
