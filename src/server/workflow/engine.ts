import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { startLane } from './lane';
import { DEFAULT_PDF_BUDGET_MS, DEFAULT_PDF_HEAP_MB, pdfThread } from './pdf/pdf-thread';
import { threadRenderers, type JobKind, type Renderers } from './steps';

/**
 * The server's worker (design.md "long server work as jobs in a table of the database"): jobs are claimed one at
 * a time per lane for a lease, and their step run (steps.ts, lane.ts). A job survives a restart: its row stays
 * until its work is committed. At start, a job a previous run of this server left claimed is resumed, not
 * failed: every step checks the process before it changes it and commits all or nothing, so running it again is
 * safe. With PGlite only one server opens the data, so its old claims are released at once; on PostgreSQL, where
 * several servers may share the table, a claim lapses after the lease (renewed while its job runs). A step that
 * keeps failing ends the process in ERROR.
 *
 * Two lanes: the processes' steps, which make the PDFs (seconds each, a hundred queued by one bulk call), and the
 * scheduled pushes online and closings, which are due at their time and take milliseconds: they never wait
 * behind the PDFs.
 */

export interface JobEngineOptions {
  /** Time each process status lasts (PROCESS_STEP_MS). */
  stepMs: number;
  /** Time between polls when nothing is due (JOB_POLL_MS). */
  pollMs: number;
  /** A claim not renewed for this long is taken again (a server that died). */
  leaseMs?: number;
  /** Failed runs of a step before its process is ERROR. */
  maxAttempts?: number;
  /** Time one PDF may take in its worker thread (PDF_BUDGET_MS); past it the process is ERROR at once. */
  pdfBudgetMs?: number;
  /** Heap of the PDF worker thread (PDF_HEAP_MB); a PDF that needs more ends its process in ERROR at once. */
  pdfHeapMb?: number;
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

const LANES: readonly (readonly JobKind[])[] = [['PROCESS_STEP'], ['PUSH_ONLINE', 'CLOSE_PUBLICATION']];

export async function startJobEngine(db: Db, options: JobEngineOptions): Promise<JobEngine> {
  const renderers =
    options.renderers ?? threadRenderers(pdfThread(options.pdfHeapMb ?? DEFAULT_PDF_HEAP_MB), options.pdfBudgetMs ?? DEFAULT_PDF_BUDGET_MS);
  if (db.engine === 'pglite') await db.query('UPDATE job SET locked_at = NULL, locked_by = NULL WHERE locked_at IS NOT NULL');
  const shared = {
    worker: `${process.pid}-${randomUUID().slice(0, 8)}`,
    stepMs: options.stepMs,
    pollMs: options.pollMs,
    leaseMs: options.leaseMs ?? Math.max(60_000, options.stepMs * 10),
    maxAttempts: options.maxAttempts ?? 3,
    renderers,
    paused: options.paused ?? false,
  };
  const lanes = LANES.map((kinds) => startLane(db, { ...shared, kinds }));
  return {
    stepMs: options.stepMs,
    wake: () => lanes.forEach((lane) => lane.wake()),
    drain: async () => (await Promise.all(lanes.map((lane) => lane.drain()))).reduce((sum, count) => sum + count, 0),
    stop: async () => {
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  };
}
