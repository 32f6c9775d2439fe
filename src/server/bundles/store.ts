import type { BundleDetail, BundleRow } from '../../shared/domain/bundle';
import type { ArticleStatus, Attachment, BundleType, ProcessStatus } from '../../shared/domain/publication';
import { bundleStateVerdict } from '../../shared/rules/bundle-rules';
import type { Queryable } from '../db/db';
import { readablePeriodicals } from '../articles/readable';
import { HttpError } from '../http/errors';
import type { Served } from '../http/served';
import { loadPlan } from '../plans/store';

/** Bundles as the API answers them (spec 2 §3 "Article or bundle", §7 Bundles): rows and details with their plan. */

/** The extensions the reference server gives a bundle (absent from spec 2 §3). */
type BundleExtension = 'locked' | 'tags' | 'bundlePlanVersionId' | 'bundlePlanId' | 'bundlePlanName' | 'version' | 'planVersion' | 'planModificationDate' | 'planModificationUser';
type ServedBundleRow = Served<BundleRow, BundleExtension>;
export type ServedBundle = Served<BundleDetail, BundleExtension>;

interface BundleDbRow {
  id: number;
  title: string;
  article_type: BundleType | null;
  periodical_id: string;
  publication_id: number | null;
  publication: string | null;
  plan_node_id: string | null;
  plan_node_name: string | null;
  status: ArticleStatus;
  attached: Attachment;
  creation_date: Date;
  creation_user: string | null;
  modification_date: Date;
  modification_user: string | null;
  publication_online_date: Date | null;
  next_publication_online_date: Date | null;
  next_publication_online_username: string | null;
  last_request_placard: ProcessStatus | null;
  last_available_placard: ProcessStatus | null;
  char_volume: number;
  tags: string[];
  bundle_plan_version_id: number | null;
  bundle_plan_id: number | null;
  bundle_plan_name: string | null;
  version: number;
  plan_version: number;
  plan_modification_date: Date;
  plan_modification_user: string | null;
}

const SELECT = `
  SELECT a.id, a.title, a.article_type, a.periodical_id, a.publication_id,
    CASE WHEN p.id IS NULL THEN NULL ELSE p.periodical_id || '_' || p.year || '_' || p.number END AS publication,
    a.plan_node_id, ppn.name AS plan_node_name, a.status, coalesce(att.attached, 'NONE') AS attached,
    a.creation_date, a.creation_user, a.modification_date, a.modification_user, a.publication_online_date,
    a.next_publication_online_date, a.next_publication_online_username,
    (SELECT status FROM process WHERE article_id = a.id AND type = 'PLACARD' AND unlocked_at IS NULL ORDER BY id DESC LIMIT 1) AS last_request_placard,
    (SELECT status FROM process WHERE article_id = a.id AND type = 'PLACARD' AND status IN ('FINISHED', 'OUT_OF_DATE') ORDER BY id DESC LIMIT 1) AS last_available_placard,
    coalesce((SELECT sum(x.char_volume) FROM plan_node n JOIN article x ON x.id = n.article_id WHERE n.bundle_id = a.id), 0)::int AS char_volume,
    a.tags, a.bundle_plan_version_id, bpv.bundle_plan_id, bp.name AS bundle_plan_name, a.version,
    a.plan_version, a.plan_modification_date, a.plan_modification_user
  FROM article a
  LEFT JOIN publication p ON p.id = a.publication_id
  LEFT JOIN periodical_plan_node ppn ON ppn.id = a.plan_node_id
  LEFT JOIN article_attachment att ON att.article_id = a.id
  LEFT JOIN bundle_plan_version bpv ON bpv.id = a.bundle_plan_version_id
  LEFT JOIN bundle_plan bp ON bp.id = bpv.bundle_plan_id
  WHERE a.type = 'BUNDLE'`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(r: BundleDbRow, roles: readonly string[]): ServedBundleRow {
  return {
    id: r.id,
    title: r.title,
    type: r.article_type ?? 'UNKNOWN',
    nature: 'COMPLEXE',
    isBundle: true,
    periodicalId: r.periodical_id,
    publicationId: r.publication_id,
    publication: r.publication,
    planNodeId: r.plan_node_id,
    planNode: r.plan_node_id ? { id: r.plan_node_id, name: r.plan_node_name ?? '' } : null,
    status: r.status,
    locked: !bundleStateVerdict({ status: r.status, periodicalId: r.periodical_id }, roles).allowed,
    attached: r.attached,
    creationDate: r.creation_date.toISOString(),
    creationUser: r.creation_user,
    modificationDate: r.modification_date.toISOString(),
    modificationUser: r.modification_user,
    publicationOnlineDate: iso(r.publication_online_date),
    nextPublicationOnlineDate: iso(r.next_publication_online_date),
    nextPublicationOnlineUsername: r.next_publication_online_username,
    lastRequestPlacardProcessStatus: r.last_request_placard,
    lastAvailablePlacardProcessStatus: r.last_available_placard,
    charVolume: r.char_volume,
    tags: r.tags,
    bundlePlanVersionId: r.bundle_plan_version_id,
    bundlePlanId: r.bundle_plan_id,
    bundlePlanName: r.bundle_plan_name,
    version: r.version,
    planVersion: r.plan_version,
    planModificationDate: r.plan_modification_date.toISOString(),
    planModificationUser: r.plan_modification_user,
  };
}

export async function bundleRowOr404(db: Queryable, id: number, roles: readonly string[]): Promise<ServedBundleRow> {
  const [row] = await db.query<BundleDbRow>(`${SELECT} AND a.id = $1`, [id]);
  if (!row) throw new HttpError(404, `Lot introuvable : ${id}.`);
  return toRow(row, roles);
}

export async function bundleOr404(db: Queryable, id: number, roles: readonly string[]): Promise<ServedBundle> {
  const row = await bundleRowOr404(db, id, roles);
  return { ...row, plan: await loadPlan(db, { bundleId: id }, readablePeriodicals(roles)) };
}

/** Bundles chosen for a publication or placed in its plan; or of a periodical; recent first. */
export async function bundleRows(db: Queryable, where: { publicationId: number } | { periodicalId: string }, roles: readonly string[]): Promise<ServedBundleRow[]> {
  const rows =
    'publicationId' in where
      ? await db.query<BundleDbRow>(`${SELECT} AND (a.publication_id = $1 OR att.plan_publication_id = $1) ORDER BY a.modification_date DESC, a.id DESC LIMIT 500`, [where.publicationId])
      : await db.query<BundleDbRow>(`${SELECT} AND a.periodical_id = $1 ORDER BY a.modification_date DESC, a.id DESC LIMIT 500`, [where.periodicalId]);
  return rows.map((r) => toRow(r, roles));
}
