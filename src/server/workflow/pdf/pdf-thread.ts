import { Worker } from 'node:worker_threads';
import type { MadePdf } from './documents';
import type { PdfRequest } from './pdf-request';
import type { PdfAnswer, PdfJob } from './pdf-worker';

/**
 * PDFs are made off the API's event loop, in a worker thread, within a time budget: a document that would take
 * too long (whatever its text) is stopped, and the API keeps answering meanwhile. The worker runs the
 * TypeScript sources as the server does, through tsx, whose start costs about half a second of CPU: one thread
 * is started at the first PDF and kept for the next ones; a thread stopped for its budget, or that failed, is
 * replaced at the next PDF.
 */

/** Default budget of one PDF (PDF_BUDGET_MS): a 200-page placard takes a few seconds. */
export const DEFAULT_PDF_BUDGET_MS = 120_000;

const WORKER = new URL('./pdf-worker.ts', import.meta.url);

/** Past its budget a PDF is not made again: the job ends in ERROR with this reason. */
export class PdfBudgetExceeded extends Error {
  constructor(budgetMs: number) {
    super(`le document demandait plus de ${new Intl.NumberFormat('fr-FR').format(budgetMs / 1000)} s de calcul ; il a été abandonné.`);
    this.name = 'PdfBudgetExceeded';
  }
}

export interface PdfThread {
  /** Makes one PDF, in the idle thread if there is one, else in a new one. */
  make(request: PdfRequest): Promise<MadePdf>;
  /** Stops every thread at once: a PDF being made is given up (its job is run again by the next server). */
  close(): Promise<void>;
}

export function startPdfThread(budgetMs: number): PdfThread {
  /** The thread kept for the next PDF (the engine makes one at a time: one is enough). */
  let idle: Worker | null = null;
  const busy = new Set<Worker>();
  let nextId = 0;

  const stop = (thread: Worker) => {
    thread.removeAllListeners();
    // Whatever the stopped thread still says, nothing waits for it any more.
    thread.on('error', () => undefined);
    void thread.terminate();
  };

  const make = (request: PdfRequest): Promise<MadePdf> =>
    new Promise((resolve, reject) => {
      const thread = idle ?? new Worker(WORKER, { execArgv: ['--import', 'tsx'] });
      idle = null;
      busy.add(thread);
      // Only a PDF being made keeps the process alive: an idle thread never holds a server's exit.
      thread.ref();
      const id = ++nextId;
      const settle = (finish: () => void, keep: boolean) => {
        clearTimeout(timer);
        busy.delete(thread);
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keep && !idle) {
          thread.unref();
          idle = thread;
        } else stop(thread);
        finish();
      };
      const onMessage = (answer: PdfAnswer) => {
        if (answer.id !== id) return;
        if ('error' in answer) settle(() => reject(new Error(answer.error)), true);
        else settle(() => resolve({ ...answer.made, bytes: new Uint8Array(answer.made.bytes) }), true);
      };
      const onError = (error: Error) => settle(() => reject(error), false);
      const onExit = (code: number) => settle(() => reject(new Error(`le processus de mise en page s'est arrêté (code ${code}).`)), false);
      const timer = setTimeout(() => settle(() => reject(new PdfBudgetExceeded(budgetMs)), false), budgetMs);
      thread.on('message', onMessage).once('error', onError).once('exit', onExit);
      thread.postMessage({ id, request } satisfies PdfJob);
    });

  return {
    make,
    async close() {
      const threads = [...busy, ...(idle ? [idle] : [])];
      idle = null;
      // A PDF being made hears of it through its thread's exit.
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}
