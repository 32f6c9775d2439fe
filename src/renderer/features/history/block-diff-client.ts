import type { DiffAnswer, DiffOutcome, DiffRequest } from './block-diff-protocol';

/** What the comparison needs of a Worker (a fake one in the unit tests). */
export interface DiffWorker {
  onmessage: ((event: MessageEvent<DiffAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: DiffRequest): void;
  terminate(): void;
}

export interface DiffJob {
  result: Promise<DiffOutcome>;
  /** The comparison is no longer wanted: its worker is stopped, its result never settles. */
  cancel(): void;
}

/** The browser's worker of the comparison, or null where there is none (jsdom). */
const browserWorker = (): DiffWorker | null =>
  typeof Worker === 'undefined' ? null : new Worker(new URL('./block-diff.worker.ts', import.meta.url), { type: 'module', name: 'comparaison' });

const settle = (answer: DiffAnswer): Promise<DiffOutcome> => (answer.status === 'failed' ? Promise.reject(new Error(answer.message)) : Promise.resolve(answer));

/**
 * Two versions compared in a worker of their own, the page staying responsive (a 1 MB version takes a
 * moment); without Worker, on the main thread after the page has painted its waiting state, the diff's code
 * then loaded on demand (issue 35: the `diff` package stays out of the screens that show a history).
 */
export function compareVersions(before: string, after: string, startWorker: () => DiffWorker | null = browserWorker): DiffJob {
  const worker = startWorker();
  if (!worker) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const result = new Promise<DiffAnswer>((resolve, reject) => {
      timer = setTimeout(() => void import('./block-diff-protocol').then(({ answerDiff }) => resolve(answerDiff({ before, after })), reject), 0);
    }).then(settle);
    return { result, cancel: () => clearTimeout(timer) };
  }
  const result = new Promise<DiffAnswer>((resolve, reject) => {
    worker.onmessage = (event) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'La comparaison des versions a échoué.'));
    };
  }).then(settle);
  worker.postMessage({ before, after });
  return { result, cancel: () => worker.terminate() };
}
