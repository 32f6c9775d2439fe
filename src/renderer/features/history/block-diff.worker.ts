import { answerDiff, type DiffAnswer, type DiffRequest } from './block-diff-protocol';

/** The worker's side of the comparison: one request, one answer (block-diff-client.ts starts one per comparison). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<DiffRequest>) => void) | null;
  postMessage(answer: DiffAnswer): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(answerDiff(event.data));
