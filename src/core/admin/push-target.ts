import type { ListedPush } from '../../shared/domain/online-push';
import { BridgeError } from '../../shared/errors';

/** What "push now" sends: a publication to publish, or the articles of a push of articles. */
export type PushTarget = { publicationId: number } | { articleIds: number[] };

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The articles of a row of the list: the reference server's `articleIds`, else the spec's `articles` (ids, or items with an id). */
function articlesOf(row: ListedPush): number[] {
  const listed: unknown[] = Array.isArray(row.articleIds) ? row.articleIds : Array.isArray(row.articles) ? row.articles : [];
  return listed.map((a) => (a !== null && typeof a === 'object' && 'id' in a ? a.id : a)).filter(isId);
}

/**
 * Whether the row is a publication's delivery: its `publicationId` says so when the answer has one; otherwise its
 * name does (spec 2 §2.9: only a row without a name is a push of articles, whose zip may be downloaded).
 */
export function isPublicationPush(row: ListedPush): boolean {
  return row.publicationId === undefined ? Boolean(row.name) : row.publicationId !== null;
}

/** The id of the publication this identifier names (spec 2 §3 periodicalId_year_number), or null when none or several do. */
export type PublicationNamed = (name: string) => Promise<number | null>;

/**
 * What "push now" sends for this row of the list. A publication's delivery publishes its `publicationId`; without
 * one, the publication its name identifies (spec 2 §3: a named push is named after its publication); else the row's
 * own id (spec 2 §3 lists a scheduled publication by its executionDate, name and id). Throws a French refusal,
 * before anything is sent, when the row gives nothing to send.
 */
export async function pushTarget(row: ListedPush, publicationNamed: PublicationNamed): Promise<PushTarget> {
  if (isPublicationPush(row)) {
    const publicationId = row.publicationId ?? (row.name ? await publicationNamed(row.name) : null) ?? row.id;
    if (!isId(publicationId)) throw new BridgeError('HTTP', `Mise en ligne ${row.id} : la publication à publier n’est pas connue ; rien n’a été envoyé.`);
    return { publicationId };
  }
  const articleIds = articlesOf(row);
  if (articleIds.length === 0) throw new BridgeError('HTTP', `Mise en ligne ${row.id} : aucun article à mettre en ligne n’est connu ; rien n’a été envoyé.`);
  return { articleIds };
}
