import type { Tree, TreeNode } from '../domain/plan';
import type { AdSize } from '../domain/advertisement';
import type { ArticleStatus, ArticleType, BundleType } from '../domain/publication';

/**
 * The issue seen as pages (issue 36, « Planches »): the plan's articles and ads laid out page after page in
 * the plan's order, the cover alone on page 1 (a right-hand page), then spreads of an even (left) and an odd
 * (right) page. An article or bundle starts on a fresh page and takes its `numberOfPages` whole pages; an ad
 * takes its format's fraction of a page, sharing the page with the ads before it while there is room.
 * Containers (rubriques) are bands over the pages of what they hold. Illustrations take no page of their own
 * (they sit in articles) and are left out. The checks are French messages on the page concerned; none blocks
 * anything.
 */

/** What the plan does not carry: an article's page count and labels, an ad's format. */
export type ItemFacts =
  | { kind: 'ARTICLE'; numberOfPages: number | null; status: ArticleStatus | null; type: ArticleType | BundleType | null }
  | { kind: 'ADVERTISEMENT'; format: string | null; formatLabel: string };

/** One thing drawn on a page: an article (or bundle) on each of its pages, an ad at its fraction. */
export interface PageSlot {
  nodeId: string;
  kind: 'ARTICLE' | 'BUNDLE' | 'ADVERTISEMENT';
  name: string;
  /** Share of the page's height, 0 to 1 (an unknown ad format: 0, drawn as a thin band). */
  share: number;
  /** The first of the item's pages, or a following one (« suite »). */
  first: boolean;
  /** The item's pages, for its caption: [4, 6]. */
  pages: readonly [number, number];
  facts: ItemFacts | undefined;
}

export const FLATPLAN_CHECKS = ['noPageCount', 'overTotal', 'adDoesNotFit', 'facingAds', 'emptyPage', 'unknownFormat'] as const;
export type FlatplanCheckCode = (typeof FLATPLAN_CHECKS)[number];

export interface FlatplanCheck {
  code: FlatplanCheckCode;
  page: number;
  message: string;
}

export interface FlatPage {
  number: number;
  side: 'left' | 'right';
  cover: boolean;
  slots: PageSlot[];
  /** Pages past the usual size. */
  overTotal: boolean;
  checks: FlatplanCheck[];
}

export interface Spread {
  /** One page (the cover, a last left page) or two. */
  pages: FlatPage[];
}

/** A container over the pages of what it holds (depth 1: a rubrique, 2: a sous-rubrique). */
export interface Band {
  id: string;
  name: string;
  depth: number;
  firstPage: number;
  lastPage: number;
}

export interface Flatplan {
  pages: FlatPage[];
  spreads: Spread[];
  bands: Band[];
  /** Pages the plan fills, the cover included. */
  used: number;
  /** The usual size, when known. */
  total: number | null;
  /** Pages left before the usual size (negative: pages over it); null without a usual size. */
  remainder: number | null;
  checks: FlatplanCheck[];
}

const SHARE = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The checks' French words (shown as they are, on the page and in the summary). */
export const FLATPLAN_MESSAGES = {
  noPageCount: (name: string, page: number) => `« ${name} » n’a pas de nombre de pages : compté pour une page (page ${page}).`,
  overTotal: (page: number, total: number) => `Page ${page} au-delà du total habituel de ${total} pages.`,
  adDoesNotFit: (name: string, page: number, left: number) =>
    `La publicité « ${name} » ne tient pas dans la place restante de la page ${page} (${SHARE.format(left)} page).`,
  facingAds: (left: number, right: number) => `Deux publicités se font face, pages ${left} et ${right}.`,
  emptyPage: (page: number) => `Page ${page} vide : rien n’y est prévu.`,
  unknownFormat: (name: string, page: number) => `La publicité « ${name} » a un format inconnu : sa place sur la page ${page} n’est pas connue.`,
} as const;

/** The keys of the sizes list (tailles-pubs) read as fractions of a page. */
const KEY_FRACTIONS: Readonly<Record<string, number>> = { PAGE: 1, DOUBLE_PAGE: 2, HALF_PAGE_WIDTH: 1 / 2, HALF_PAGE_HEIGHT: 1 / 2, QUARTER_PAGE: 1 / 4, BANNER: 1 / 5 };
/** The full page, when the list does not give its millimetres: A4. */
const A4 = { widthMm: 210, heightMm: 297 };
/** Fractions read from millimetres go to the twentieth of a page. */
const STEP = 20;

const measured = (size: { widthMm?: number; heightMm?: number } | undefined): size is { widthMm: number; heightMm: number } =>
  size !== undefined && Number.isFinite(size.widthMm) && Number.isFinite(size.heightMm) && (size.widthMm ?? 0) > 0 && (size.heightMm ?? 0) > 0;

/**
 * The fraction of a page an ad format takes: its key read as one (PAGE 1, DOUBLE_PAGE 2, HALF_PAGE_* 1/2,
 * QUARTER_PAGE 1/4, BANNER 1/5); a key added to the list since, by its millimetres against the full page's
 * (the back-office may give none: spec 1 names the sizes by key and label only). null: a format the list
 * does not have, or none (« format inconnu »).
 */
export function adFraction(format: string | null, sizes: readonly AdSize[]): number | null {
  const size = sizes.find((s) => s.key === format);
  if (!size) return null;
  const known = KEY_FRACTIONS[size.key];
  if (known !== undefined) return known;
  if (!measured(size)) return null;
  const full = sizes.find((s) => s.key === 'PAGE');
  const page = measured(full) ? full : A4;
  const fraction = Math.round(((size.widthMm * size.heightMm) / (page.widthMm * page.heightMm)) * STEP) / STEP;
  return fraction > 0 ? fraction : null;
}

export interface FlatplanInput {
  tree: Tree;
  /** By tree node id (article-12, ad-4). */
  facts: ReadonlyMap<string, ItemFacts>;
  sizes: readonly AdSize[];
  /** The periodical's usual number of pages for an issue, if known. */
  usualSize: number | null;
}

/** Where the layout stands: the page being filled and how much of it is. */
interface Cursor {
  page: number;
  filled: number;
}

/** Builds the pages; a page count of 200 is laid out in one walk of the plan. */
export function buildFlatplan({ tree, facts, sizes, usualSize }: FlatplanInput): Flatplan {
  const slots = new Map<number, PageSlot[]>();
  const checks: FlatplanCheck[] = [];
  const bands: Band[] = [];
  const at = (page: number) => slots.get(page) ?? (slots.set(page, []), slots.get(page) as PageSlot[]);
  // Page 1 is the cover: the plan starts on page 2.
  const cursor: Cursor = { page: 2, filled: 0 };
  const fresh = () => {
    if (cursor.filled > 0) cursor.page += 1;
    cursor.filled = 0;
  };

  /** Lays out an item; answers its pages, none for what takes no page (an illustration). */
  const place = (node: TreeNode): readonly [number, number] | null => {
    const known = facts.get(node.id);
    if (node.kind === 'ARTICLE' || node.kind === 'BUNDLE') {
      fresh();
      const given = known?.kind === 'ARTICLE' ? known.numberOfPages : null;
      const count = given !== null && given > 0 ? given : 1;
      if (count !== given) checks.push({ code: 'noPageCount', page: cursor.page, message: FLATPLAN_MESSAGES.noPageCount(node.name, cursor.page) });
      const pages = [cursor.page, cursor.page + count - 1] as const;
      for (let p = pages[0]; p <= pages[1]; p++) at(p).push({ nodeId: node.id, kind: node.kind, name: node.name, share: 1, first: p === pages[0], pages, facts: known });
      cursor.page = pages[1] + 1;
      return pages;
    }
    if (node.kind !== 'ADVERTISEMENT') return null;
    const format = known?.kind === 'ADVERTISEMENT' ? known.format : null;
    const fraction = adFraction(format, sizes);
    if (fraction === null) {
      checks.push({ code: 'unknownFormat', page: cursor.page, message: FLATPLAN_MESSAGES.unknownFormat(node.name, cursor.page) });
      at(cursor.page).push({ nodeId: node.id, kind: 'ADVERTISEMENT', name: node.name, share: 0, first: true, pages: [cursor.page, cursor.page], facts: known });
      return [cursor.page, cursor.page];
    }
    if (fraction >= 1) {
      // A full or double page starts a page of its own.
      fresh();
      const count = Math.ceil(fraction);
      const pages = [cursor.page, cursor.page + count - 1] as const;
      for (let p = pages[0]; p <= pages[1]; p++) at(p).push({ nodeId: node.id, kind: 'ADVERTISEMENT', name: node.name, share: 1, first: p === pages[0], pages, facts: known });
      cursor.page = pages[1] + 1;
      return pages;
    }
    const left = 1 - cursor.filled;
    // Where the plan puts it: on the page being filled, said not to fit when the room left is smaller.
    if (fraction > left + 1e-9) checks.push({ code: 'adDoesNotFit', page: cursor.page, message: FLATPLAN_MESSAGES.adDoesNotFit(node.name, cursor.page, left) });
    const page = cursor.page;
    at(page).push({ nodeId: node.id, kind: 'ADVERTISEMENT', name: node.name, share: Math.min(fraction, left), first: true, pages: [page, page], facts: known });
    cursor.filled = Math.min(1, cursor.filled + fraction);
    if (cursor.filled >= 1 - 1e-9) fresh();
    return [page, page];
  };

  /** Lays out the nodes; answers the pages they cover, none when they take none (an empty rubrique). */
  const walk = (nodes: Tree, depth: number): readonly [number, number] | null => {
    let range: readonly [number, number] | null = null;
    for (const node of nodes) {
      const pages = node.kind === 'CONTAINER' ? walk(node.children ?? [], depth + 1) : place(node);
      if (node.kind === 'CONTAINER' && pages) bands.push({ id: node.id, name: node.name, depth, firstPage: pages[0], lastPage: pages[1] });
      if (pages) range = range ? [range[0], pages[1]] : pages;
    }
    return range;
  };
  walk(tree, 1);

  const used = cursor.filled > 0 ? cursor.page : cursor.page - 1;
  const count = Math.max(used, usualSize ?? 0);
  const pages: FlatPage[] = [];
  for (let number = 1; number <= count; number++) {
    const here = number === 1 ? [] : (slots.get(number) ?? []);
    const overTotal = usualSize !== null && number > usualSize;
    const page: FlatPage = { number, side: number % 2 === 0 ? 'left' : 'right', cover: number === 1, slots: here, overTotal, checks: [] };
    if (overTotal) checks.push({ code: 'overTotal', page: number, message: FLATPLAN_MESSAGES.overTotal(number, usualSize) });
    if (number > 1 && here.length === 0) checks.push({ code: 'emptyPage', page: number, message: FLATPLAN_MESSAGES.emptyPage(number) });
    pages.push(page);
  }
  for (let left = 2; left + 1 <= count; left += 2) {
    const hasAd = (n: number) => (slots.get(n) ?? []).some((s) => s.kind === 'ADVERTISEMENT');
    // A double page is one ad over the spread, not two facing each other.
    const same = (slots.get(left) ?? []).some((s) => s.kind === 'ADVERTISEMENT' && s.pages[1] > left);
    if (hasAd(left) && hasAd(left + 1) && !same) checks.push({ code: 'facingAds', page: left, message: FLATPLAN_MESSAGES.facingAds(left, left + 1) });
  }
  checks.sort((a, b) => a.page - b.page || FLATPLAN_CHECKS.indexOf(a.code) - FLATPLAN_CHECKS.indexOf(b.code));
  for (const check of checks) pages[check.page - 1]?.checks.push(check);

  return { pages, spreads: spreadsOf(pages), bands, used, total: usualSize, remainder: usualSize === null ? null : usualSize - used, checks };
}

/** The cover alone, then pages two by two: even on the left, odd on the right; a last even page alone. */
export function spreadsOf(pages: readonly FlatPage[]): Spread[] {
  const out: Spread[] = [];
  const [cover, ...rest] = pages;
  if (cover) out.push({ pages: [cover] });
  for (let i = 0; i < rest.length; i += 2) out.push({ pages: rest.slice(i, i + 2) });
  return out;
}
