import {
  DEFAULT_AD_SORT,
  UNKNOWN_AD_SIZE,
  type Advertisement,
  type AdvertisementRow,
  type AdvertisementSearchRequest,
} from '../../shared/domain/advertisement';
import { USES_LISTED, type PublicationRef } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { adActions, locksAd } from '../../shared/rules/ad-actions';
import { incompatiblePeriodicals } from '../../shared/rules/ad-compatibility';
import { adFormatLabel } from '../../shared/rules/ad-sizes';
import { DATE_FILTER_MIN } from '../../shared/rules/date-bounds';
import type { Queryable } from '../db/db';
import { SqlParams } from '../db/sql';
import { imageQueryConditions, modificationDateConditions, usedInPeriodicalsCondition } from '../images/query';
import { IMAGE_COLUMNS, toImage, type ImageDbRow } from '../images/rows';
import { publicationsUsing } from '../images/usage';
import { nomenclature, type Nomenclature } from './nomenclature';

/** Advertisements: an image of the ADVERTISEMENT collection and its `advertisement` row. */

export interface AdFields {
  /** Size key read from the file; null: unknown. */
  sizeKey: string | null;
  deadline: string | null;
  priority: boolean;
  periodicals: string[];
}

interface AdDbRow extends ImageDbRow {
  size_key: string | null;
  deadline: string | null;
  priority: boolean;
  periodicals: string[];
}

const AD_SELECT = `SELECT ${IMAGE_COLUMNS}, ad.size_key, to_char(ad.deadline, 'YYYY-MM-DD') AS deadline, ad.priority,
    ARRAY(SELECT ap.periodical_id FROM advertisement_periodical ap JOIN periodical pe ON pe.id = ap.periodical_id
          WHERE ap.image_id = i.id ORDER BY pe.position, pe.id) AS periodicals
  FROM image i JOIN advertisement ad ON ad.image_id = i.id LEFT JOIN author a ON a.id = i.author_id`;

function toAdvertisement(row: AdDbRow, refs: Nomenclature, publications: readonly PublicationRef[]): Advertisement {
  const image = toImage(row);
  const look = { format: row.size_key, color: row.color };
  return {
    id: image.id,
    name: image.name,
    collection: 'ADVERTISEMENT',
    version: image.version,
    enable: image.enable,
    disabled: image.disabled,
    used: publications.length > 0,
    format: row.size_key,
    formatLabel: adFormatLabel(row.size_key, refs.sizes),
    color: row.color,
    periodicals: row.periodicals,
    priority: row.priority,
    deadline: row.deadline,
    comments: image.comments,
    mimeType: image.mimeType,
    meta: image.meta,
    modificationDate: image.modificationDate,
    modificationUser: image.modificationUser,
    uploadDate: image.uploadDate,
    lastPublicationsModified: publications.slice(0, USES_LISTED),
    publicationCount: publications.length,
    ...adActions(image, publications.map((p) => p.status)),
    incompatiblePeriodicals: incompatiblePeriodicals(look, row.periodicals, refs.configs),
  };
}

async function toAdvertisements(db: Queryable, rows: readonly AdDbRow[]): Promise<Advertisement[]> {
  if (rows.length === 0) return [];
  const [refs, publications] = await Promise.all([nomenclature(db), publicationsUsing(db, rows.map((r) => r.id))]);
  return rows.map((row) => toAdvertisement(row, refs, publications.get(row.id) ?? []));
}

export async function findAdvertisement(db: Queryable, id: number): Promise<Advertisement | undefined> {
  const rows = await db.query<AdDbRow>(`${AD_SELECT} WHERE i.id = $1`, [id]);
  const [ad] = await toAdvertisements(db, rows);
  return ad;
}

export async function insertAdvertisement(tx: Queryable, imageId: number, fields: AdFields): Promise<void> {
  await insertAdvertisements(tx, [{ imageId, ...fields }]);
}

/** Ad rows and their periodicals, for images already inserted (one statement each, however many). */
export async function insertAdvertisements(tx: Queryable, ads: readonly (AdFields & { imageId: number })[]): Promise<void> {
  if (ads.length === 0) return;
  await tx.query(
    `INSERT INTO advertisement (image_id, size_key, deadline, priority)
     SELECT x.image_id, x.size_key, x.deadline, x.priority FROM jsonb_to_recordset($1::jsonb) AS x(image_id integer, size_key text, deadline date, priority boolean)`,
    [JSON.stringify(ads.map((a) => ({ image_id: a.imageId, size_key: a.sizeKey, deadline: a.deadline, priority: a.priority })))],
  );
  await tx.query(
    `INSERT INTO advertisement_periodical (image_id, periodical_id)
     SELECT x.image_id, x.periodical_id FROM jsonb_to_recordset($1::jsonb) AS x(image_id integer, periodical_id text)`,
    [JSON.stringify(ads.flatMap((a) => [...new Set(a.periodicals)].map((periodical_id) => ({ image_id: a.imageId, periodical_id }))))],
  );
}

async function setAdPeriodicals(tx: Queryable, imageId: number, periodicals: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM advertisement_periodical WHERE image_id = $1', [imageId]);
  if (periodicals.length === 0) return;
  await tx.query('INSERT INTO advertisement_periodical (image_id, periodical_id) SELECT $1, unnest($2::text[])', [imageId, periodicals]);
}

/** The form's ad fields (the image's own go through updateImageMetadata, in the same transaction). */
export async function updateAdFields(tx: Queryable, imageId: number, fields: Omit<AdFields, 'sizeKey'>): Promise<void> {
  await tx.query('UPDATE advertisement SET deadline = $2::date, priority = $3 WHERE image_id = $1', [imageId, fields.deadline, fields.priority]);
  await setAdPeriodicals(tx, imageId, fields.periodicals);
}

/** A replaced file may have another size. */
export async function setAdSize(tx: Queryable, imageId: number, sizeKey: string | null): Promise<void> {
  await tx.query('UPDATE advertisement SET size_key = $2 WHERE image_id = $1', [imageId, sizeKey]);
}

/** The ads of `ids` that a publication publishing or published shows, with those publications. */
export async function lockedAds(db: Queryable, ids: readonly number[]): Promise<Map<number, PublicationRef[]>> {
  const uses = await publicationsUsing(db, ids);
  const out = new Map<number, PublicationRef[]>();
  for (const [id, publications] of uses) {
    const locking = publications.filter((p) => locksAd(p.status));
    if (locking.length) out.set(id, locking);
  }
  return out;
}

const SORT_COLUMNS: Record<string, string> = {
  ID: 'i.id',
  NAME: 'pupitre_fold(i.name)',
  DEADLINE: 'ad.deadline',
  UPDATE: 'i.modification_date',
};

function adConditions(params: SqlParams, request: AdvertisementSearchRequest): string[] {
  const where = imageQueryConditions(params, request.query);
  if (typeof request.enableFilter === 'boolean') where.push(`i.enable = ${params.add(request.enableFilter)}`);
  if (request.periodicalFilter?.length) {
    where.push(`EXISTS (SELECT 1 FROM advertisement_periodical ap WHERE ap.image_id = i.id AND ap.periodical_id = ANY(${params.add(request.periodicalFilter)}::text[]))`);
  }
  if (request.publicationPeriodicalFilter?.length) where.push(usedInPeriodicalsCondition(params, request.publicationPeriodicalFilter));
  if (typeof request.priorityFilter === 'boolean') where.push(`ad.priority = ${params.add(request.priorityFilter)}`);
  if (request.formatFilter?.length) {
    const unknown = request.formatFilter.includes(UNKNOWN_AD_SIZE) ? ' OR ad.size_key IS NULL' : '';
    where.push(`(ad.size_key = ANY(${params.add(request.formatFilter)}::text[])${unknown})`);
  }
  if (request.colorFilter?.length) where.push(`i.color = ANY(${params.add(request.colorFilter)}::text[])`);
  if (request.mimeTypeFilter?.length) where.push(`i.mime_type = ANY(${params.add(request.mimeTypeFilter)}::text[])`);
  where.push(...modificationDateConditions(params, request.modificationDateFilter));
  // Deadlines: the same bounds rule as every date filter (spec 1 §5).
  const { start, end } = request.endDateFilter ?? {};
  if (start && start > DATE_FILTER_MIN) where.push(`ad.deadline >= ${params.add(start)}::date`);
  if (end && end > DATE_FILTER_MIN) where.push(`ad.deadline <= ${params.add(end)}::date`);
  return where;
}

export async function searchAdvertisements(db: Queryable, request: AdvertisementSearchRequest & { page: number; size: number }): Promise<SearchResult<AdvertisementRow>> {
  const params = new SqlParams();
  const where = adConditions(params, request);
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const sort = request.sort ?? DEFAULT_AD_SORT;
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM image i JOIN advertisement ad ON ad.image_id = i.id LEFT JOIN author a ON a.id = i.author_id ${condition}`,
    params.values,
  );
  const rows = await db.query<AdDbRow>(
    `${AD_SELECT} ${condition}
     ORDER BY ${SORT_COLUMNS[sort.attr] ?? 'i.modification_date'} ${direction} NULLS LAST, i.id ${direction}
     LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  return { result: await toAdvertisements(db, rows), resultCount: count?.n ?? 0 };
}
