import { PROCESS_IN_PROGRESS_STATUSES, type ProcessStatus } from '../../shared/domain/publication';
import type { Db } from '../db/db';
import type { MadePdf } from '../workflow/pdf/documents';
import { readPlacardSource, type PlacardSource } from './placard';

/**
 * The worker's step for an article's placard process (workflow/steps.ts hands it over): GEN_REQUEST_PACKAGE
 * -> PENDING -> GEN_RESULT_PACKAGE -> FINISHED, one status per step, the PDF made at the last one. Like a
 * publication's step, it checks that nobody moved the process meanwhile (an unlock) and commits at once.
 */

const NEXT: Partial<Record<ProcessStatus, ProcessStatus>> = { GEN_REQUEST_PACKAGE: 'PENDING', PENDING: 'GEN_RESULT_PACKAGE', GEN_RESULT_PACKAGE: 'FINISHED' };
const inProgress = (status: ProcessStatus) => (PROCESS_IN_PROGRESS_STATUSES as readonly ProcessStatus[]).includes(status);

interface ArticleProcessRow {
  id: number;
  article_id: number | null;
  status: ProcessStatus;
}

export async function runArticleProcessStep(
  db: Db,
  job: { id: number; process_id: number | null },
  render: (source: PlacardSource) => Promise<MadePdf>,
  stepMs: number,
): Promise<void> {
  const read = async (lock = '') =>
    (await db.query<ArticleProcessRow>(`SELECT id, article_id, status FROM process WHERE id = $1 ${lock}`, [job.process_id]))[0];
  const before = await read();
  if (!before || before.article_id === null || !inProgress(before.status)) {
    await db.query('DELETE FROM job WHERE id = $1', [job.id]);
    return;
  }
  const next = NEXT[before.status] as ProcessStatus;
  // Made outside the transaction (PGlite serves one transaction at a time), stored with the status.
  const made = next === 'FINISHED' ? await render(await readPlacardSource(db, before.article_id)) : null;
  await db.transaction(async (tx) => {
    const [now] = await tx.query<ArticleProcessRow>('SELECT id, article_id, status FROM process WHERE id = $1 FOR UPDATE', [before.id]);
    if (!now || now.status !== before.status) {
      await tx.query('DELETE FROM job WHERE id = $1', [job.id]);
      return;
    }
    await tx.query('UPDATE process SET status = $2, modification_date = now() WHERE id = $1', [now.id, next]);
    if (next !== 'FINISHED') {
      await tx.query(`UPDATE job SET run_at = now() + $2 * interval '1 millisecond', locked_at = NULL, locked_by = NULL, last_error = NULL WHERE id = $1`, [job.id, stepMs]);
      return;
    }
    if (made) await tx.query('INSERT INTO process_file (process_id, file_name, page_count, bytes) VALUES ($1, $2, $3, $4)', [now.id, made.fileName, made.pageCount, made.bytes]);
    await tx.query('DELETE FROM job WHERE id = $1', [job.id]);
  });
}
