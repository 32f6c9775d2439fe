import { JOUVE_REPORT_LIMIT, type JouveProcess, type JouveProcessType, type JouveReport, type JouveTargetKind } from '../../shared/domain/jouve';
import { PROCESS_STATUSES, type ProcessStatus } from '../../shared/domain/publication';
import { richTextToPlain } from '../../shared/rules/rich-text';
import type { Queryable } from '../db/db';

interface ProcessRow {
  id: number;
  type: JouveProcessType;
  status: ProcessStatus;
  publication_id: number | null;
  article_id: number | null;
  article_kind: 'ARTICLE' | 'BUNDLE' | null;
  label: string;
  periodical_id: string;
  creation_date: Date;
  creation_user: string | null;
  modification_date: Date;
  page_count: number | null;
  message: string | null;
}

const toProcess = (row: ProcessRow): JouveProcess => {
  const kind: JouveTargetKind = row.publication_id !== null ? 'PUBLICATION' : (row.article_kind ?? 'ARTICLE');
  return {
    id: row.id,
    type: row.type,
    target: { kind, id: row.publication_id ?? row.article_id ?? 0, label: kind === 'PUBLICATION' ? row.label : richTextToPlain(row.label), periodicalId: row.periodical_id },
    status: row.status,
    creationDate: row.creation_date.toISOString(),
    creationUser: row.creation_user,
    modificationDate: row.modification_date.toISOString(),
    pageCount: row.page_count,
    message: row.message,
  };
};

/**
 * The Jouve report: every placard and printer PDF process counted by status, and the latest ones with what
 * they were made for (a publication as periodical_year_number, an article or bundle by its title).
 */
export async function jouveReport(db: Queryable, now = new Date()): Promise<JouveReport> {
  const counts = await db.query<{ status: ProcessStatus; n: number }>('SELECT status, count(*)::int AS n FROM process GROUP BY status');
  const totals = Object.fromEntries(PROCESS_STATUSES.map((status) => [status, counts.find((c) => c.status === status)?.n ?? 0])) as Record<ProcessStatus, number>;
  const rows = await db.query<ProcessRow>(
    `SELECT pr.id, pr.type, pr.status, pr.publication_id, pr.article_id, a.type AS article_kind,
       coalesce(p.periodical_id || '_' || p.year || '_' || p.number, a.title, '') AS label,
       coalesce(p.periodical_id, a.periodical_id, '') AS periodical_id,
       pr.creation_date, pr.creation_user, pr.modification_date, f.page_count, pr.message
     FROM process pr
     LEFT JOIN publication p ON p.id = pr.publication_id
     LEFT JOIN article a ON a.id = pr.article_id
     LEFT JOIN process_file f ON f.process_id = pr.id
     ORDER BY pr.modification_date DESC, pr.id DESC
     LIMIT $1`,
    [JOUVE_REPORT_LIMIT],
  );
  return { generatedAt: now.toISOString(), totals, processes: rows.map(toProcess) };
}
