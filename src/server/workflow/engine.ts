import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { DEFAULT_PDF_BUDGET_MS, PdfBudgetExceeded, startPdfThread } from './pdf/pdf-thread';
import { failJob, runStep, threadRenderers, type JobRow, type Renderers } from './steps';

/**
 * The server's worker (design.md "long server work as jobs in a table of the database"): a timer polls the
 * job table, claims one due job at a time for a lease, runs its step (steps.ts), and starts again at once
 * while jobs are due. A job survives a restart: its row stays until its work is committed. At start, a job
 * a previous run of this server left claimed is resumed, not failed: every step checks the process before
 * it changes it and commits all or nothing, so running it again is safe. With PGlite only one server opens
 * the data, so its old claims are released at once; on PostgreSQL, where several servers may share the
 * table, a claim lapses after the lease. A step that keeps failing ends the process in ERROR.
 */

export interface JobEngineOptions {
  /** Time each process status lasts (PROCESS_STEP_MS). */
  stepMs: number;
  /** Time between polls when nothing is due (JOB_POLL_MS). */
  pollMs: number;
  /** A claim older than this is taken again (a server that died). */
  leaseMs?: number;
  /** Failed runs of a step before its process is ERROR. */
  maxAttempts?: number;
  /** Time one PDF may take in its worker thread (PDF_BUDGET_MS); past it the process is ERROR at once. */
  pdfBudgetMs?: number;
  renderers?: Renderers;
  /** No timer: jobs run only when drain() is called (tests that need the seeded states to stay). */
  paused?: boolean;
}

export interface JobEngine {
  readonly stepMs: number;
  /** Polls now (a request just queued work). */
  wake(): void;
  /** Runs every job due now, then answers how many ran (tests). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export const DEFAULT_STEP_MS = 2000;
export const DEFAULT_POLL_MS = 500;

export async function startJobEngine(db: Db, options: JobEngineOptions): Promise<JobEngine> {
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? Math.max(60_000, options.stepMs * 10);
  const maxAttempts = options.maxAttempts ?? 3;
  // The engine's own PDF thread: started at its first PDF (never, with renderers of a test), stopped with it.
  const pdfThread = startPdfThread(options.pdfBudgetMs ?? DEFAULT_PDF_BUDGET_MS);
  const renderers = options.renderers ?? threadRenderers(pdfThread);
  if (db.engine === 'pglite') await db.query('UPDATE job SET locked_at = NULL, locked_by = NULL WHERE locked_at IS NOT NULL');

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  const claim = async (): Promise<JobRow | undefined> =>
    (
      await db.query<JobRow>(
        `UPDATE job SET locked_at = now(), locked_by = $1, attempts = attempts + 1
         WHERE id = (SELECT id FROM job WHERE run_at <= now() AND (locked_at IS NULL OR locked_at < now() - $2 * interval '1 millisecond')
                     ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, kind, process_id, publication_id, online_push_id, attempts`,
        [worker, leaseMs],
      )
    )[0];

  const runOne = async (): Promise<boolean> => {
    const job = await claim();
    if (!job) return false;
    try {
      await runStep(db, job, renderers, options.stepMs);
    } catch (error) {
      // A PDF past its budget would take as long again: it is not tried twice.
      if (job.attempts >= maxAttempts || error instanceof PdfBudgetExceeded) await failJob(db, job, error);
      else {
        const message = error instanceof Error ? error.message : String(error);
        await db.query(`UPDATE job SET locked_at = NULL, locked_by = NULL, last_error = $2, run_at = now() + $3 * interval '1 millisecond' WHERE id = $1`, [
          job.id,
          message.slice(0, 1000),
          options.stepMs,
        ]);
      }
    }
    return true;
  };

  const drainOnce = async (): Promise<number> => {
    let count = 0;
    while (!stopped && (await runOne())) count += 1;
    return count;
  };

  const drain = async (): Promise<number> => {
    while (running) await running;
    running = drainOnce();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  const schedule = (ms: number) => {
    if (stopped || options.paused) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    drain()
      .catch((error: unknown) => {
        if (!stopped) console.error('[pupitre-server] travail en erreur / job failed:', error);
      })
      .finally(() => {
        const now = again;
        again = false;
        schedule(now ? 0 : options.pollMs);
      });
  }

  schedule(0);
  return {
    stepMs: options.stepMs,
    wake: () => schedule(0),
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running.catch(() => 0);
      await pdfThread.close();
    },
  };
}
