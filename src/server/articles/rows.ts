import type { Article, ArticleAuthor, ArticleRow } from '../../shared/domain/article';
import type { ArticleNature, ArticleStatus, ArticleType, Attachment, BundleType, DocumentKind, ProcessStatus } from '../../shared/domain/publication';
import { ARTICLE_INLINE_AUTHORS } from '../../shared/domain/article';
import { publicationName } from '../../shared/rules/publication-number';
import type { Queryable } from '../db/db';
import { isoDateTime } from '../db/sql';
import { HttpError } from '../http/errors';

/**
 * An article or bundle read with what spec 2 §3 shows of it: its publication's name, its rubrique, where it
 * is attached (the plans, as the view article_attachment says), its last placard request (unless an
 * administrator unlocked it) and last placard with a file, its authors.
 */

/** The plans that hold it: a publication plan (pn), a bundle (bn) and that bundle's publication plan (bpn); one each at most (unique indexes). */
export const ATTACHMENT_JOINS = `LEFT JOIN plan_node pn ON pn.article_id = ar.id AND pn.publication_id IS NOT NULL
  LEFT JOIN plan_node bn ON bn.article_id = ar.id AND bn.bundle_id IS NOT NULL
  LEFT JOIN plan_node bpn ON bpn.article_id = bn.bundle_id AND bpn.publication_id IS NOT NULL`;

/** Spec 2 §3 Attached, as migration 004's view computes it. */
export const ATTACHED = `CASE
    WHEN pn.id IS NOT NULL THEN CASE WHEN ar.fixed THEN 'CDF_FIXE' ELSE 'CDF' END
    WHEN bn.id IS NOT NULL AND bpn.id IS NOT NULL THEN CASE WHEN ar.fixed THEN 'CDF_BUNDLE_FIXE' ELSE 'CDF_BUNDLE' END
    WHEN bn.id IS NOT NULL THEN CASE WHEN ar.fixed THEN 'BUNDLE_FIXE' ELSE 'BUNDLE' END
    ELSE 'NONE' END`;

export const ARTICLE_FROM = `article ar
  LEFT JOIN publication p ON p.id = ar.publication_id
  LEFT JOIN periodical_plan_node ppn ON ppn.id = ar.plan_node_id
  ${ATTACHMENT_JOINS}
  LEFT JOIN LATERAL (SELECT status, unlocked_at FROM process WHERE article_id = ar.id AND type = 'PLACARD' ORDER BY id DESC LIMIT 1) lr ON lr.unlocked_at IS NULL
  LEFT JOIN LATERAL (SELECT pr.status FROM process pr JOIN process_file f ON f.process_id = pr.id
    WHERE pr.article_id = ar.id AND pr.type = 'PLACARD' ORDER BY pr.id DESC LIMIT 1) la ON true`;

/** `authorLimit`: the list's rows carry the first three; the detail every author. */
const authorsOf = (limit: number | null) => `(SELECT coalesce(json_agg(json_build_object('id', x.id, 'first_name', x.first_name, 'last_name', x.last_name, 'particle', x.particle) ORDER BY x.position), '[]')
    FROM (SELECT au.id, au.first_name, au.last_name, au.particle, aa.position FROM article_author aa JOIN author au ON au.id = aa.author_id
          WHERE aa.article_id = ar.id ORDER BY aa.position${limit === null ? '' : ` LIMIT ${limit}`}) x) AS authors,
  (SELECT count(*)::int FROM article_author aa WHERE aa.article_id = ar.id) AS author_count`;

export const ARTICLE_COLUMNS = (authorLimit: number | null) => `ar.id, ar.title, ar.type AS kind, ar.article_type, ar.nature, ar.bundle_id, ar.periodical_id,
  ar.publication_id, p.periodical_id AS publication_periodical, p.year AS publication_year, p.number AS publication_number,
  ar.plan_node_id, ppn.name AS plan_node_name, ar.status, ar.is_valid, ar.is_front_cover, ar.is_important, ${ATTACHED} AS attached,
  ar.creation_date, ar.creation_user, ar.modification_date, ar.modification_user, ar.publication_online_date,
  ar.next_publication_online_date, ar.next_publication_online_username, lr.status AS last_request_status, la.status AS last_available_status,
  ar.number_of_pages, ar.char_volume, ar.char_da_volume, ar.tags, ar.bundle_plan_version_id, ar.version, ar.content_xml IS NOT NULL AS has_xml,
  ${authorsOf(authorLimit)}`;

export interface ArticleDbRow {
  id: number;
  title: string;
  kind: DocumentKind;
  article_type: ArticleType | BundleType | null;
  nature: ArticleNature | null;
  bundle_id: number | null;
  periodical_id: string;
  publication_id: number | null;
  publication_periodical: string | null;
  publication_year: number | null;
  publication_number: string | null;
  plan_node_id: string | null;
  plan_node_name: string | null;
  status: ArticleStatus;
  is_valid: boolean;
  is_front_cover: boolean;
  is_important: boolean;
  attached: Attachment;
  creation_date: Date;
  creation_user: string | null;
  modification_date: Date;
  modification_user: string | null;
  publication_online_date: Date | null;
  next_publication_online_date: Date | null;
  next_publication_online_username: string | null;
  last_request_status: ProcessStatus | null;
  last_available_status: ProcessStatus | null;
  number_of_pages: number | null;
  char_volume: number;
  char_da_volume: number;
  tags: string[] | string;
  bundle_plan_version_id: number | null;
  version: number;
  authors: ArticleAuthor[] | string;
  author_count: number;
}

const dateTime = (value: Date | null): string | null => (value === null ? null : isoDateTime(value));
/** json and jsonb come parsed from both drivers, but a json_agg may come as text from some. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toArticleRow(r: ArticleDbRow): ArticleRow {
  const isBundle = r.kind === 'BUNDLE';
  return {
    id: r.id,
    title: r.title,
    type: r.article_type ?? (isBundle ? 'UNKNOWN' : 'COMMENTARY'),
    nature: r.nature ?? (isBundle ? 'COMPLEXE' : 'SIMPLE'),
    isBundle,
    bundleId: r.bundle_id,
    periodicalId: r.periodical_id,
    publicationId: r.publication_id,
    publication:
      r.publication_periodical === null || r.publication_year === null || r.publication_number === null
        ? null
        : publicationName({ periodicalId: r.publication_periodical, year: r.publication_year, number: r.publication_number }),
    planNodeId: r.plan_node_id,
    planNode: r.plan_node_id === null ? null : { id: r.plan_node_id, name: r.plan_node_name ?? '' },
    authors: parsed(r.authors),
    authorCount: r.author_count,
    status: r.status,
    isValid: r.is_valid,
    isFrontCover: r.is_front_cover,
    isImportant: r.is_important,
    attached: r.attached,
    creationDate: isoDateTime(r.creation_date),
    creationUser: r.creation_user,
    modificationDate: isoDateTime(r.modification_date),
    modificationUser: r.modification_user,
    publicationOnlineDate: dateTime(r.publication_online_date),
    nextPublicationOnlineDate: dateTime(r.next_publication_online_date),
    nextPublicationOnlineUsername: r.next_publication_online_username,
    lastRequestPlacardProcessStatus: r.last_request_status,
    lastAvailablePlacardProcessStatus: r.last_available_status,
    numberOfPages: r.number_of_pages,
    charVolume: r.char_volume,
    charDaVolume: r.char_da_volume,
    tags: parsed(r.tags),
    bundlePlanVersionId: r.bundle_plan_version_id,
    version: r.version,
  };
}

/** Rows of these ids, in this order (a search's page). */
export async function articleRows(db: Queryable, ids: readonly number[]): Promise<ArticleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ArticleDbRow>(`SELECT ${ARTICLE_COLUMNS(ARTICLE_INLINE_AUTHORS)} FROM ${ARTICLE_FROM} WHERE ar.id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, toArticleRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/** GET /api/article/{id}: every author and, for a bundle, its plan. */
export async function articleOr404(db: Queryable, id: number, lock = false): Promise<Article> {
  if (lock) await db.query('SELECT id FROM article WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<ArticleDbRow>(`SELECT ${ARTICLE_COLUMNS(null)} FROM ${ARTICLE_FROM} WHERE ar.id = $1`, [id]);
  if (!row) throw new HttpError(404, `Article introuvable : ${id}.`);
  const { authorCount: _count, ...article } = toArticleRow(row);
  return { ...article, plan: row.kind === 'BUNDLE' ? await bundlePlan(db, id) : [] };
}

interface PlanNodeRow {
  id: number;
  parent_id: number | null;
  type: 'CONTAINER' | 'ARTICLE' | 'ILLUSTRATION' | 'ADVERTISEMENT';
  container_key: string | null;
  name: string;
  periodical_plan_node_id: string | null;
  article_id: number | null;
  image_id: number | null;
  item_title: string | null;
  item_kind: DocumentKind | null;
  item_plan_node: string | null;
}

/** A bundle's plan as the API carries plans (spec 2 §3 Plan node), read-only here (the bundles area saves it). */
async function bundlePlan(db: Queryable, bundleId: number): Promise<Article['plan']> {
  const rows = await db.query<PlanNodeRow>(
    `SELECT n.id, n.parent_id, n.type, n.container_key, n.name, n.periodical_plan_node_id, n.article_id, n.image_id,
       a.title AS item_title, a.type AS item_kind, a.plan_node_id AS item_plan_node
     FROM plan_node n LEFT JOIN article a ON a.id = n.article_id WHERE n.bundle_id = $1 ORDER BY n.position, n.id`,
    [bundleId],
  );
  type Node = Article['plan'][number];
  const nodes = new Map<number, Node>();
  const roots: Node[] = [];
  for (const r of rows) {
    nodes.set(
      r.id,
      r.type === 'CONTAINER'
        ? ({ id: r.container_key ?? String(r.id), name: r.name, type: 'CONTAINER', sub: [], planNodeId: r.periodical_plan_node_id } as Node)
        : {
            id: String(r.article_id ?? r.image_id),
            name: r.item_title ?? r.name,
            type: r.type,
            sub: [],
            planNodeId: r.item_plan_node,
            ...(r.item_kind === 'BUNDLE' ? { meta: { isBundle: true } } : {}),
          },
    );
  }
  // Attached once every node exists, in position order: a parent may come after its children in the rows.
  for (const r of rows) {
    const node = nodes.get(r.id) as Node;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.sub : roots).push(node);
  }
  return roots;
}
