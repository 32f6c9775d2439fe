import { PROCESS_IN_PROGRESS_STATUSES, type ProcessStatus } from '../../shared/domain/publication';
import { runArticleProcessStep } from '../articles/jobs';
import { runOnlinePushJob } from '../articles/online';
import type { Db, Queryable } from '../db/db';
import { markFailed } from '../online-push/execute';
import type { PlacardSource } from '../articles/placard';
import type { MadePdf } from './pdf/documents';
import { loadPrintPackage, type PrintPackage } from './pdf/package';
import type { PdfThread } from './pdf/pdf-thread';
import { closePublication, startPublishing, type ProcessType } from './processes';

/**
 * One step of a job (engine.ts). A process moves GEN_REQUEST_PACKAGE -> PENDING -> GEN_RESULT_PACKAGE ->
 * FINISHED, one status per step (spec 2 §3); the last step makes the PDF. A step commits its change at
 * once or not at all, and checks first that nobody moved the process meanwhile (an unlock, a plan save):
 * so a step interrupted by a crash is simply run again.
 */

export type JobKind = 'PROCESS_STEP' | 'CLOSE_PUBLICATION' | 'PUSH_ONLINE';

export interface JobRow {
  id: number;
  kind: JobKind;
  process_id: number | null;
  publication_id: number | null;
  online_push_id: number | null;
  attempts: number;
}

/** The PDF makers, replaceable in tests (a failing one proves the ERROR path). */
export interface Renderers {
  PLACARD: (pkg: PrintPackage) => Promise<MadePdf>;
  PRINTER_PDF: (pkg: PrintPackage) => Promise<MadePdf>;
  ARTICLE_PLACARD: (source: PlacardSource) => Promise<MadePdf>;
}

/** Each PDF made by the process's PDF thread, within `budgetMs` (pdf-thread.ts). */
export function threadRenderers(thread: PdfThread, budgetMs: number): Renderers {
  const now = () => new Date();
  return {
    PLACARD: (pkg) => thread.make({ kind: 'PLACARD', pkg, now: now() }, budgetMs),
    PRINTER_PDF: (pkg) => thread.make({ kind: 'PRINTER_PDF', pkg, now: now() }, budgetMs),
    ARTICLE_PLACARD: (source) => thread.make({ kind: 'ARTICLE_PLACARD', source, now: now() }, budgetMs),
  };
}

const NEXT: Partial<Record<ProcessStatus, ProcessStatus>> = {
  GEN_REQUEST_PACKAGE: 'PENDING',
  PENDING: 'GEN_RESULT_PACKAGE',
  GEN_RESULT_PACKAGE: 'FINISHED',
};

interface ProcessRow {
  id: number;
  type: ProcessType;
  publication_id: number | null;
  status: ProcessStatus;
  plan_version: number;
  current_plan_version: number | null;
}

const readProcess = async (db: Queryable, id: number, lock = ''): Promise<ProcessRow | undefined> =>
  (
    await db.query<ProcessRow>(
      `SELECT pr.id, pr.type, pr.publication_id, pr.status, pr.plan_version, p.plan_version AS current_plan_version
       FROM process pr LEFT JOIN publication p ON p.id = pr.publication_id WHERE pr.id = $1 ${lock}`,
      [id],
    )
  )[0];

const inProgress = (status: ProcessStatus) => (PROCESS_IN_PROGRESS_STATUSES as readonly ProcessStatus[]).includes(status);

/** Runs the job's step; answers when it is done with (deleted) or due again (rescheduled). */
export async function runStep(db: Db, job: JobRow, renderers: Renderers, stepMs: number): Promise<void> {
  if (job.kind === 'CLOSE_PUBLICATION') return runClosing(db, job);
  if (job.kind === 'PUSH_ONLINE') return runOnlinePushJob(db, job);
  const before = job.process_id === null ? undefined : await readProcess(db, job.process_id);
  // An article's or bundle's placard (process without publication) has its own step.
  if (before && before.publication_id === null) return runArticleProcessStep(db, job, renderers.ARTICLE_PLACARD, stepMs);
  if (!before || !inProgress(before.status) || before.publication_id === null) return deleteJob(db, job.id);
  const next = NEXT[before.status] as ProcessStatus;
  // The PDF is made outside the transaction (PGlite serves one transaction at a time), then stored with the status.
  const made = next === 'FINISHED' ? await renderers[before.type](await loadPrintPackage(db, before.publication_id)) : null;
  await db.transaction(async (tx) => {
    const now = await readProcess(tx, before.id, 'FOR UPDATE OF pr');
    if (!now || now.status !== before.status) return deleteJob(tx, job.id);
    if (now.current_plan_version !== now.plan_version) {
      await tx.query(`UPDATE process SET status = 'OUT_OF_DATE', modification_date = now() WHERE id = $1`, [now.id]);
      return deleteJob(tx, job.id);
    }
    await tx.query('UPDATE process SET status = $2, modification_date = now() WHERE id = $1', [now.id, next]);
    if (next !== 'FINISHED') {
      await tx.query(`UPDATE job SET run_at = now() + $2 * interval '1 millisecond', locked_at = NULL, locked_by = NULL, last_error = NULL WHERE id = $1`, [job.id, stepMs]);
      return;
    }
    if (made) {
      await tx.query('INSERT INTO process_file (process_id, file_name, page_count, bytes) VALUES ($1, $2, $3, $4)', [now.id, made.fileName, made.pageCount, made.bytes]);
    }
    if (now.type === 'PRINTER_PDF' && now.publication_id !== null) await startPublishing(tx, now.publication_id);
    await deleteJob(tx, job.id);
  });
}

/** A scheduled closing: done when the publication may still be closed (BAT given, publishing), else dropped. */
async function runClosing(db: Db, job: JobRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [p] = await tx.query<{ status: string; validation_date: Date | null }>('SELECT status, validation_date FROM publication WHERE id = $1 FOR UPDATE', [job.publication_id]);
    if (p?.status === 'PUBLISHING' && p.validation_date !== null && job.publication_id !== null) await closePublication(tx, job.publication_id);
    else await tx.query('UPDATE publication SET scheduled_date = NULL, scheduled_by = NULL WHERE id = $1', [job.publication_id]);
    await deleteJob(tx, job.id);
  });
}

/** After too many failed attempts: the process is ERROR (the push FAILED), with the reason in French. */
export async function failJob(db: Db, job: JobRow, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await db.transaction(async (tx) => {
    if (job.process_id !== null) {
      await tx.query(`UPDATE process SET status = 'ERROR', message = $2, modification_date = now() WHERE id = $1 AND status IN ('GEN_REQUEST_PACKAGE', 'PENDING', 'GEN_RESULT_PACKAGE')`, [
        job.process_id,
        `La génération a échoué : ${reason}`.slice(0, 1000),
      ]);
    }
    // A push that keeps failing is recorded FAILED with its reason (the admin list shows it; push now retries).
    if (job.online_push_id !== null) await markFailed(tx, job.online_push_id, `La mise en ligne a échoué : ${reason}`);
    await deleteJob(tx, job.id);
  });
}

async function deleteJob(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM job WHERE id = $1', [id]);
}
