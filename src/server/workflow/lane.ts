import type { Db } from '../db/db';
import { PdfAbandoned } from './pdf/pdf-thread';
import { failJob, runStep, type JobKind, type JobRow, type Renderers } from './steps';

/**
 * One lane of the job engine (engine.ts): the due jobs of some kinds, claimed one at a time for a lease and run
 * in turn, at once while jobs are due, else at each poll. While a job runs, its claim is renewed every third of
 * the lease: a server sharing the database (PostgreSQL) never takes a job still running here, however long its
 * PDF takes; a claim lapses only when its server is gone.
 */

export interface LaneOptions {
  /** The engine's name in locked_by. */
  worker: string;
  kinds: readonly JobKind[];
  stepMs: number;
  pollMs: number;
  leaseMs: number;
  maxAttempts: number;
  renderers: Renderers;
  paused: boolean;
}

export interface Lane {
  wake(): void;
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startLane(db: Db, options: LaneOptions): Lane {
  const { worker, leaseMs } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  const claim = async (): Promise<JobRow | undefined> =>
    (
      await db.query<JobRow>(
        `UPDATE job SET locked_at = now(), locked_by = $1, attempts = attempts + 1
         WHERE id = (SELECT id FROM job WHERE kind = ANY($3::text[]) AND run_at <= now()
                       AND (locked_at IS NULL OR locked_at < now() - $2 * interval '1 millisecond')
                     ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, kind, process_id, publication_id, online_push_id, attempts`,
        [worker, leaseMs, options.kinds],
      )
    )[0];

  /** The claim renewed; a beat that fails (the database busy) leaves the next ones within the lease. */
  const renew = (job: JobRow) => () => {
    db.query('UPDATE job SET locked_at = now() WHERE id = $1 AND locked_by = $2', [job.id, worker]).catch(() => undefined);
  };

  const runOne = async (): Promise<boolean> => {
    const job = await claim();
    if (!job) return false;
    const heartbeat = setInterval(renew(job), leaseMs / 3);
    try {
      await runStep(db, job, options.renderers, options.stepMs);
    } catch (error) {
      // A PDF past its budget of time or memory would fail the same way again: it is not tried twice.
      if (job.attempts >= options.maxAttempts || error instanceof PdfAbandoned) await failJob(db, job, error);
      else {
        const message = error instanceof Error ? error.message : String(error);
        await db.query(`UPDATE job SET locked_at = NULL, locked_by = NULL, last_error = $2, run_at = now() + $3 * interval '1 millisecond' WHERE id = $1`, [
          job.id,
          message.slice(0, 1000),
          options.stepMs,
        ]);
      }
    } finally {
      clearInterval(heartbeat);
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
    wake: () => schedule(0),
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running.catch(() => 0);
    },
  };
}
