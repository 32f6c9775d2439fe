import type { EditionType, ProcessInfo, ProcessStatus, PublicationDetail, PublicationRow, PublicationStatus } from '../../shared/domain/publication';
import { publicationName } from '../../shared/rules/publication-number';
import { isoDateTime } from '../db/sql';
import type { Versioned } from '../http/versions';

/**
 * A publication row read with its processes (spec 2 §3 Publication): the last placard requested (unless an
 * administrator unlocked it), the last placard with a file, the last printer PDF, and whether every
 * article of its plan is BAP (bundles and their articles included).
 */

const PROCESS_COLUMNS = (alias: string) =>
  `${alias}.id AS ${alias}_id, ${alias}.status AS ${alias}_status, ${alias}.creation_date AS ${alias}_date, ${alias}.creation_user AS ${alias}_user`;

/** The plan's articles and bundles, and the articles of those bundles. */
export const PLAN_ARTICLES = (publication: string) => `(
  SELECT pn.article_id FROM plan_node pn WHERE pn.publication_id = ${publication} AND pn.article_id IS NOT NULL
  UNION SELECT bn.article_id FROM plan_node pn JOIN plan_node bn ON bn.bundle_id = pn.article_id AND bn.article_id IS NOT NULL
  WHERE pn.publication_id = ${publication} AND pn.article_id IS NOT NULL)`;

export const PUBLICATION_FROM = `publication p JOIN periodical pe ON pe.id = p.periodical_id
  LEFT JOIN LATERAL (SELECT * FROM process WHERE publication_id = p.id AND type = 'PLACARD' ORDER BY id DESC LIMIT 1) lr ON lr.unlocked_at IS NULL
  LEFT JOIN LATERAL (SELECT pr.* FROM process pr JOIN process_file f ON f.process_id = pr.id
    WHERE pr.publication_id = p.id AND pr.type = 'PLACARD' ORDER BY pr.id DESC LIMIT 1) la ON true
  LEFT JOIN LATERAL (SELECT * FROM process WHERE publication_id = p.id AND type = 'PRINTER_PDF' ORDER BY id DESC LIMIT 1) lp ON true`;

export const PUBLICATION_COLUMNS = `p.id, p.periodical_id, pe.label AS periodical_label, p.year, p.number, p.edition_type, p.title, p.status,
  to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
  to_char(p.closing_date, 'YYYY-MM-DD') AS closing_date, p.modification_date, p.modification_user, p.creation_date, p.creation_user,
  p.publication_online_date, p.scheduled_date, p.scheduled_by, p.validation_date, p.cover_text, p.article_id, p.image_id,
  p.version, p.plan_version,
  ${PROCESS_COLUMNS('lr')}, ${PROCESS_COLUMNS('la')}, ${PROCESS_COLUMNS('lp')},
  (SELECT count(*) > 0 AND bool_and(a.status <> 'IN_PROGRESS') FROM article a WHERE a.id IN ${PLAN_ARTICLES('p.id')}) AS all_articles_ready,
  (SELECT coalesce(sum(a.char_volume), 0)::int FROM article a WHERE a.id IN ${PLAN_ARTICLES('p.id')} AND a.type = 'ARTICLE') AS char_volume`;

type ProcessColumns<A extends string> = {
  [K in `${A}_id` | `${A}_status` | `${A}_date` | `${A}_user`]: K extends `${A}_id` ? number | null : K extends `${A}_status` ? ProcessStatus | null : K extends `${A}_date` ? Date | null : string | null;
};

export type PublicationDbRow = ProcessColumns<'lr'> &
  ProcessColumns<'la'> &
  ProcessColumns<'lp'> & {
    id: number;
    periodical_id: string;
    periodical_label: string;
    year: number;
    number: string;
    edition_type: EditionType;
    title: string | null;
    status: PublicationStatus;
    start_date: string;
    end_date: string | null;
    closing_date: string | null;
    modification_date: Date;
    modification_user: string | null;
    creation_date: Date;
    creation_user: string | null;
    publication_online_date: Date | null;
    scheduled_date: Date | null;
    scheduled_by: string | null;
    validation_date: Date | null;
    cover_text: string | null;
    article_id: number | null;
    image_id: number | null;
    version: number;
    plan_version: number;
    all_articles_ready: boolean | null;
    char_volume: number;
  };

const dateTime = (value: Date | null): string | null => (value === null ? null : isoDateTime(value));

function processOf(id: number | null, status: ProcessStatus | null, date: Date | null, user: string | null): ProcessInfo | null {
  return id === null || status === null || date === null ? null : { id, status, creationDate: isoDateTime(date), username: user };
}

/** A publication as this server reads it: with the versions its saves check. */
export type StoredPublicationRow = Versioned<PublicationRow, 'version' | 'planVersion'>;
export type StoredPublication = Versioned<PublicationDetail, 'version' | 'planVersion'>;

export function toPublicationRow(r: PublicationDbRow): StoredPublicationRow {
  const lastRequest = processOf(r.lr_id, r.lr_status, r.lr_date, r.lr_user);
  const lastAvailable = processOf(r.la_id, r.la_status, r.la_date, r.la_user);
  const lastPrinter = processOf(r.lp_id, r.lp_status, r.lp_date, r.lp_user);
  return {
    id: r.id,
    name: publicationName({ periodicalId: r.periodical_id, year: r.year, number: r.number }),
    periodicalId: r.periodical_id,
    periodicalLabel: r.periodical_label,
    year: r.year,
    number: r.number,
    editionType: r.edition_type,
    startDate: r.start_date,
    endDate: r.end_date,
    closingDate: r.closing_date,
    status: r.status,
    modificationDate: isoDateTime(r.modification_date),
    modificationUser: r.modification_user,
    creationDate: isoDateTime(r.creation_date),
    creationUser: r.creation_user,
    publicationOnlineDate: dateTime(r.publication_online_date),
    scheduledDate: dateTime(r.scheduled_date),
    username: r.scheduled_by,
    validationDate: dateTime(r.validation_date),
    lastPrinterPdfProcessStatus: lastPrinter?.status ?? null,
    lastPrinterPdfProcess: lastPrinter,
    lastAvailablePlacardProcessStatus: lastAvailable?.status ?? null,
    lastAvailablePlacardProcess: lastAvailable,
    lastRequestPlacardProcessStatus: lastRequest?.status ?? null,
    lastRequestPlacardProcess: lastRequest,
    allArticlesReady: r.all_articles_ready === true,
    title: r.title,
    text: r.cover_text,
    articleId: r.article_id,
    imageId: r.image_id,
    version: r.version,
    planVersion: r.plan_version,
    charVolume: r.char_volume,
  };
}
