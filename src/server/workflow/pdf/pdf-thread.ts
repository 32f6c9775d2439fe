import { Worker } from 'node:worker_threads';
import type { MadePdf } from './documents';
import type { PdfRequest } from './pdf-request';

/**
 * PDFs are made off the API's event loop, one worker thread per job, within a time budget: a document that
 * would take too long (whatever its text) is stopped, and the API keeps answering meanwhile. The worker runs
 * the TypeScript sources as the server does, through tsx.
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

export function makePdfOffThread(request: PdfRequest, budgetMs: number): Promise<MadePdf> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: request, execArgv: ['--import', 'tsx'] });
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // Whatever the stopped thread still says, nothing waits for it any more.
      worker.on('error', () => undefined);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new PdfBudgetExceeded(budgetMs))), budgetMs);
    worker.once('message', (made: MadePdf) => finish(() => resolve({ ...made, bytes: new Uint8Array(made.bytes) })));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`le processus de mise en page s'est arrêté (code ${code}).`))));
  });
}
