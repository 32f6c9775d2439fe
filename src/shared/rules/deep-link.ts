import { ROUTE_SEGMENTS as S, sectionPath } from './navigation';

/** The scheme the desktop app registers with the system: `pupitre://article/12` opens that article. */
export const DEEP_LINK_SCHEME = 'pupitre';

/** Where each kind of link opens: the record's screen (a publication is organised, it has no view of its own). */
const TARGETS = {
  article: (id: string) => `${sectionPath('article')}/${id}`,
  publication: (id: string) => `/${S.publication}/${id}/${S.organize}`,
  author: (id: string) => `${sectionPath('author')}/${id}`,
  image: (id: string) => `${sectionPath('image')}/${id}`,
} as const;

/** The view's `mode` that shows the preview alone, without the app's side panel (spec 2 §2.5 "mode=fullscreen"). */
export const FULLSCREEN_MODE = 'fullscreen';

/**
 * Where "Aperçu" of the editor opens its record beside it (spec 2 §2.6 "opens the public view in a new tab"): the
 * public view is the document as its readers see it, the view's preview alone (`?mode=fullscreen`, §2.5), of the
 * article or the bundle. Built here from the kind and id alone: main opens nothing else.
 */
export const PREVIEW_KINDS = ['article', 'bundle'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
export function previewPath(kind: PreviewKind, id: number): string {
  return `${kind === 'article' ? TARGETS.article(String(id)) : `/${S.bundle}/${id}`}?mode=${FULLSCREEN_MODE}`;
}

/** A record's id: a positive whole number of nine digits at most, without a leading zero. */
const RECORD_ID = /^[1-9]\d{0,8}$/;
const MAX_LINK_CHARS = 200;

/**
 * The app path a `pupitre://{kind}/{id}` link opens, or null for anything else: another scheme, an unknown
 * kind, an id that is not a record's, more segments, a query, a fragment, credentials or a port. Nothing of
 * the link but the kind and the id reaches the router.
 */
export function deepLinkPath(link: string): string | null {
  if (link.length > MAX_LINK_CHARS) return null;
  const match = /^pupitre:\/\/([a-z]+)\/([^/?#]+)\/?$/.exec(link);
  if (!match) return null;
  const [, kind = '', id = ''] = match;
  if (!Object.hasOwn(TARGETS, kind) || !RECORD_ID.test(id)) return null;
  return TARGETS[kind as keyof typeof TARGETS](id);
}

/** The first deep link among a process's arguments (a second launch, or the first one, by the system). */
export function deepLinkInArguments(args: readonly string[]): string | null {
  for (const arg of args) {
    if (!arg.startsWith(`${DEEP_LINK_SCHEME}://`)) continue;
    const path = deepLinkPath(arg);
    if (path) return path;
  }
  return null;
}
