import { diffArrays, diffWords } from 'diff';
import { SaxesParser } from 'saxes';

/**
 * The readable comparison of two versions of a document (issue 27): each version's XML read into the blocks
 * a reader sees (title, paragraphs, section titles, list items, table cells, renvois, notes…), the blocks
 * matched in order (diff's diffArrays), and each block changed in place marked word by word (diffWords).
 * Independent of any editor: it reads the XML the server keeps, nothing else.
 */

export type BlockKind = 'title' | 'subtitle' | 'author' | 'lead' | 'paragraph' | 'quote' | 'section' | 'list-item' | 'table-cell' | 'renvoi' | 'note' | 'meta';

export interface Block {
  kind: BlockKind;
  text: string;
  /** A table cell: its row and column, from 1. */
  cell?: { row: number; column: number };
  /** A renvoi: its target. */
  target?: string;
}

export interface WordPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export type BlockRow =
  | { change: 'same'; before: Block; after: Block }
  | { change: 'changed'; before: Block; after: Block; beforeWords: WordPart[]; afterWords: WordPart[] }
  | { change: 'added'; after: Block }
  | { change: 'removed'; before: Block };

export interface BlockSummary {
  added: number;
  removed: number;
  changed: number;
  same: number;
}

export interface BlockDiff {
  /** The XML texts are the same. */
  identical: boolean;
  /** The blocks read the same (the XML may still differ: an attribute, the layout). */
  sameText: boolean;
  /** null: too many changes to match block by block within the bounds; the summary still counts them. */
  rows: BlockRow[] | null;
  summary: BlockSummary;
}

/** Unreadable XML (a version that is not well-formed). */
export class UnreadableXmlError extends Error {}

/** Bounds that keep a comparison of 1 MB versions quick: beyond them, a summary rather than rows. */
export const DIFF_BOUNDS = {
  /** Blocks added or removed matched at most. */
  maxBlockEdits: 1000,
  /** A block longer than this is marked whole, not word by word. */
  maxWordsText: 20_000,
} as const;

const BLOCK_OF: Record<string, BlockKind> = {
  'sous-titre': 'subtitle',
  auteur: 'author',
  chapeau: 'lead',
  item: 'list-item',
  cellule: 'table-cell',
  note: 'note',
  meta: 'meta',
};
const INLINE = new Set(['i', 'b', 'sup', 'sub', 'renvoi', 'appel-note']);

function kindOf(name: string, parent: string): BlockKind | null {
  if (name === 'titre') return parent === 'section' ? 'section' : parent === 'tableau' ? null : 'title';
  if (name === 'para') return parent === 'citation' ? 'quote' : parent === 'note' ? 'note' : 'paragraph';
  return BLOCK_OF[name] ?? null;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Frame {
  name: string;
  inline: boolean;
  /** The block this element is, with its text gathered until it closes. */
  block: Block | null;
  /** Rows of a table, cells of a row, seen so far. */
  children: number;
}

/**
 * A document's blocks in reading order, read in one pass (saxes: a 1 MB version in a few tens of
 * milliseconds, where a DOM would take seconds in jsdom). Throws UnreadableXmlError on XML that does not parse.
 */
export function readBlocks(xml: string): Block[] {
  const blocks: Block[] = [];
  const stack: Frame[] = [];
  const renvois: Block[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const parent = stack.at(-1);
    const attributes = tag.attributes as Record<string, string>;
    const inline = INLINE.has(tag.name);
    const kind = inline ? null : kindOf(tag.name, parent?.name ?? '');
    if (parent && (tag.name === 'ligne' || tag.name === 'cellule')) parent.children += 1;
    let block: Block | null = null;
    if (kind) {
      block = { kind, text: kind === 'meta' ? `${attributes['nom'] ?? ''} : ${attributes['valeur'] ?? ''}` : '' };
      if (kind === 'table-cell') block.cell = { row: stack.at(-2)?.children ?? 0, column: parent?.children ?? 0 };
      if (kind === 'author' && attributes['ref']) block.target = attributes['ref'];
      blocks.push(block);
    }
    if (tag.name === 'renvoi') {
      const renvoi: Block = { kind: 'renvoi', text: '', target: attributes['refid'] ?? '' };
      renvois.push(renvoi);
      blocks.push(renvoi);
    }
    stack.push({ name: tag.name, inline, block, children: 0 });
  });
  const text = (value: string) => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const frame = stack[i] as Frame;
      if (frame.name === 'renvoi' && frame.inline) (renvois.at(-1) as Block).text += value;
      if (frame.inline) continue;
      if (frame.block && frame.block.kind !== 'meta') frame.block.text += value;
      return;
    }
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', () => {
    const frame = stack.pop();
    if (frame?.block) frame.block.text = clean(frame.block.text);
    if (frame?.name === 'renvoi') {
      const renvoi = renvois.pop();
      if (renvoi) renvoi.text = clean(renvoi.text);
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new UnreadableXmlError(error instanceof Error ? error.message : String(error));
  }
  // A note's text before its paragraphs is a block; a note that only holds paragraphs is not.
  return blocks.filter((block, n) => !(block.kind === 'note' && block.text === '' && blocks[n + 1]?.kind === 'note'));
}

/** A block as one comparable string: two blocks match when kind, text, cell and target all do. */
const keyOf = (block: Block) => `${block.kind}\u0000${block.text}\u0000${block.cell ? `${block.cell.row}:${block.cell.column}` : ''}\u0000${block.target ?? ''}`;

function markWords(before: string, after: string): { beforeWords: WordPart[]; afterWords: WordPart[] } {
  const whole = { beforeWords: [{ text: before, change: 'removed' as const }], afterWords: [{ text: after, change: 'added' as const }] };
  if (before.length > DIFF_BOUNDS.maxWordsText || after.length > DIFF_BOUNDS.maxWordsText) return whole;
  const changes = diffWords(before, after, { maxEditLength: 2000 });
  if (!changes) return whole;
  return {
    beforeWords: changes.filter((c) => !c.added).map((c) => ({ text: c.value, change: c.removed ? 'removed' : 'same' })),
    afterWords: changes.filter((c) => !c.removed).map((c) => ({ text: c.value, change: c.added ? 'added' : 'same' })),
  };
}

/** Counts of blocks only in one version, when they are too many to match in order. */
function countUnmatched(before: string[], after: string[]): BlockSummary {
  const counts = new Map<string, number>();
  for (const key of before) counts.set(key, (counts.get(key) ?? 0) + 1);
  let added = 0;
  for (const key of after) {
    const left = counts.get(key) ?? 0;
    if (left > 0) counts.set(key, left - 1);
    else added += 1;
  }
  const removed = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { added, removed, changed: 0, same: after.length - added };
}

/** The blocks of `beforeXml` and `afterXml` compared (throws UnreadableXmlError when one does not parse). */
export function diffVersions(beforeXml: string, afterXml: string): BlockDiff {
  const before = readBlocks(beforeXml);
  const after = readBlocks(afterXml);
  const beforeKeys = before.map(keyOf);
  const afterKeys = after.map(keyOf);
  const identical = beforeXml === afterXml;
  const changes = diffArrays(beforeKeys, afterKeys, { maxEditLength: DIFF_BOUNDS.maxBlockEdits });
  if (!changes) return { identical, sameText: false, rows: null, summary: countUnmatched(beforeKeys, afterKeys) };

  const rows: BlockRow[] = [];
  let b = 0;
  let a = 0;
  for (let i = 0; i < changes.length; i += 1) {
    const change = changes[i];
    if (!change) continue;
    if (!change.added && !change.removed) {
      for (let n = 0; n < change.count; n += 1) rows.push({ change: 'same', before: before[b + n] as Block, after: after[a + n] as Block });
      b += change.count;
      a += change.count;
      continue;
    }
    // A run removed then added: blocks of the same kind, side by side, changed in place.
    const next = changes[i + 1];
    const removed = change.removed ? before.slice(b, b + change.count) : [];
    const added = change.added ? after.slice(a, a + change.count) : next?.added && change.removed ? after.slice(a, a + next.count) : [];
    if (change.removed && next?.added) i += 1;
    b += removed.length;
    a += added.length;
    let r = 0;
    let d = 0;
    while (r < removed.length || d < added.length) {
      const left = removed[r];
      const right = added[d];
      if (left && right && left.kind === right.kind) {
        rows.push({ change: 'changed', before: left, after: right, ...markWords(left.text, right.text) });
        r += 1;
        d += 1;
      } else if (left && (!right || removed.length - r >= added.length - d)) {
        rows.push({ change: 'removed', before: left });
        r += 1;
      } else if (right) {
        rows.push({ change: 'added', after: right });
        d += 1;
      }
    }
  }
  const summary: BlockSummary = { added: 0, removed: 0, changed: 0, same: 0 };
  for (const row of rows) summary[row.change] += 1;
  return { identical, sameText: summary.added + summary.removed + summary.changed === 0, rows, summary };
}
