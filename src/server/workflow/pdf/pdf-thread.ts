import { Worker } from 'node:worker_threads';
import type { MadePdf } from './documents';
import { withTransfer, type PdfRequest } from './pdf-request';
import type { PdfAnswer, PdfJob } from './pdf-worker';

/**
 * PDFs are made off the API's event loop, in a worker thread, within a budget of time and a cap of memory: a
 * document that would take too long or too much (whatever its text) is stopped, and the API keeps answering
 * meanwhile. The worker runs the TypeScript sources as the server does, through tsx, whose start costs about half
 * a second of CPU: the process keeps one warm thread (per heap cap) for all its PDFs, made one after the other; a
 * thread stopped for its budget, or that died, is replaced at the next PDF. An idle thread never holds a
 * process's exit.
 */

/** Default budget of one PDF (PDF_BUDGET_MS): a 200-page placard takes a few seconds. */
export const DEFAULT_PDF_BUDGET_MS = 120_000;
/**
 * Default heap of the PDF thread (PDF_HEAP_MB). The largest honest placard, an article's at the editor's 5 Mo of
 * XML (about 1,000 pages), needs between 128 and 192 Mo; images (10 Mo each at most) are kept outside the heap.
 */
export const DEFAULT_PDF_HEAP_MB = 512;

/** From the sources, the worker's source through tsx; from npm test's bundle (scripts/bundle-servers.mjs), the bundled worker beside it. */
const BUNDLED = import.meta.url.endsWith('.mjs');
const WORKER = new URL(BUNDLED ? './pdf-worker.mjs' : './pdf-worker.ts', import.meta.url);
const WORKER_ARGV = BUNDLED ? [] : ['--import', 'tsx'];

/** A PDF past its budget of time or memory would fail again: the job ends in ERROR with this reason, not retried. */
export class PdfAbandoned extends Error {
  private constructor(what: string) {
    super(`le document demandait plus de ${what} ; il a été abandonné.`);
    this.name = 'PdfAbandoned';
  }

  static overTime(budgetMs: number): PdfAbandoned {
    return new PdfAbandoned(`${new Intl.NumberFormat('fr-FR').format(budgetMs / 1000)} s de calcul`);
  }

  static overMemory(heapMb: number): PdfAbandoned {
    return new PdfAbandoned(`${heapMb} Mo de mémoire`);
  }
}

export interface PdfThread {
  /** Makes one PDF once those asked before it are made, within `budgetMs` from its start. */
  make(request: PdfRequest, budgetMs: number): Promise<MadePdf>;
}

interface Task {
  request: PdfRequest;
  budgetMs: number;
  resolve: (made: MadePdf) => void;
  reject: (error: unknown) => void;
}

const threads = new Map<number, PdfThread>();

/** The process's PDF thread for this heap cap (PDF_HEAP_MB), started at its first PDF. */
export function pdfThread(heapMb: number): PdfThread {
  const thread = threads.get(heapMb) ?? startPdfThread(heapMb);
  threads.set(heapMb, thread);
  return thread;
}

function startPdfThread(heapMb: number): PdfThread {
  const queue: Task[] = [];
  let worker: Worker | null = null;
  let current: { task: Task; id: number; timer: NodeJS.Timeout } | null = null;
  let nextId = 0;

  const stop = () => {
    if (!worker) return;
    worker.removeAllListeners();
    // Whatever the stopped thread still says, nothing waits for it any more.
    worker.on('error', () => undefined);
    void worker.terminate();
    worker = null;
  };

  /** The PDF being made is done with: its asker hears `outcome`, and the next PDF starts. */
  const settle = (outcome: { made: MadePdf } | { error: unknown }) => {
    if (!current) return;
    const { task, timer } = current;
    current = null;
    clearTimeout(timer);
    if ('made' in outcome) task.resolve(outcome.made);
    else task.reject(outcome.error);
    next();
  };

  const onMessage = (answer: PdfAnswer) => {
    if (answer.id !== current?.id) return;
    settle('error' in answer ? { error: new Error(answer.error) } : { made: answer.made });
  };
  const onError = (error: Error & { code?: string }) => {
    stop();
    settle({ error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? PdfAbandoned.overMemory(heapMb) : error });
  };
  const onExit = (code: number) => {
    worker = null;
    settle({ error: new Error(`le processus de mise en page s'est arrêté (code ${code}).`) });
  };

  const spawn = (): Worker =>
    new Worker(WORKER, { execArgv: WORKER_ARGV, resourceLimits: { maxOldGenerationSizeMb: heapMb } })
      .on('message', onMessage)
      .on('error', onError)
      .on('exit', onExit);

  function next(): void {
    const task = current ? undefined : queue.shift();
    if (!task) {
      // Only a PDF being made keeps the process alive.
      if (!current) worker?.unref();
      return;
    }
    worker ??= spawn();
    worker.ref();
    const id = ++nextId;
    const timer = setTimeout(() => {
      stop();
      settle({ error: PdfAbandoned.overTime(task.budgetMs) });
    }, task.budgetMs);
    current = { task, id, timer };
    try {
      const { request, transfer } = withTransfer(task.request);
      worker.postMessage({ id, request } satisfies PdfJob, transfer);
    } catch (error) {
      // A request that cannot be posted fails alone; the thread serves the next one.
      settle({ error });
    }
  }

  return {
    make: (request, budgetMs) =>
      new Promise((resolve, reject) => {
        queue.push({ request, budgetMs, resolve, reject });
        next();
      }),
  };
}
